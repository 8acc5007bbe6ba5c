import { useId, type ReactNode } from 'react';
import './field.css';

/** What Field hands its control: the id its label points at, and the links to the error text. */
export interface FieldControlProps {
  id: string;
  /** Absent for a group: its options are styled by the form that draws them. */
  className?: string;
  required: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A control's `aria-describedby`: its error's id (Field's) and a hint's, whichever it has. */
export const describedBy = (...ids: Array<string | undefined>): string | undefined => ids.filter(Boolean).join(' ') || undefined;

/** Columns a field spans on the forms' 10-column grid (SPEC section 3, form field definition). */
export type FieldSize = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

interface FieldProps {
  label: string;
  /** Shows the spec's asterisk (SPEC section 5); the asterisk is not part of the accessible name. */
  required?: boolean;
  /** The problem to show now; the form decides when (on change after a first blur, SPEC section 4). */
  error?: string;
  /** Width inside a `.field-grid`; a field spans the whole row when absent, and on narrow screens. */
  size?: FieldSize;
  /** A set of controls (radio buttons) is a fieldset named by a legend instead of a label. */
  group?: boolean;
  className?: string;
  /** The control's id, for a form whose error summary links to it (docs/decisions/082); else one of its own. */
  id?: string;
  /** Renders the control (input, select, textarea, ...) with the props it must spread. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field: label, required asterisk, the control, and its error text linked by aria-describedby.
 * Every form uses it, so a field looks and reads the same everywhere (SPEC section 5).
 */
export function Field({ label, required = false, error, size, group = false, className, id: givenId, children }: FieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const errorId = `${id}-error`;
  const classes = ['field', group && 'field--group', error && 'field--invalid', size && `field--size-${size}`, className]
    .filter(Boolean)
    .join(' ');
  const name = (
    <>
      {label}
      {required && (
        <span className="field__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );
  const errorText = error ? (
    <p id={errorId} className="field__error">
      {error}
    </p>
  ) : null;

  if (group) {
    return (
      <fieldset className={classes} aria-describedby={error ? errorId : undefined}>
        <legend className="field__label">{name}</legend>
        {children({ id, required })}
        {errorText}
      </fieldset>
    );
  }
  return (
    <div className={classes}>
      <label htmlFor={id} className="field__label">
        {name}
      </label>
      {children({
        id,
        className: 'field__control',
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {errorText}
    </div>
  );
}
