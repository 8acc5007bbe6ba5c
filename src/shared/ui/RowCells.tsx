import { Field } from './Field';
import './row-fields.css';

/** What every editable row list gets from its editor: the problems by field path, and which were left. */
export interface RowProps {
  problems: Record<string, string>;
  touched: Record<string, boolean>;
  onTouch: (path: string) => void;
}

/** One text field of a row; its problem shows once the field was left (touched). */
export function TextCell(
  props: {
    label: string;
    path: string;
    value: string;
    required?: boolean;
    type?: string;
    disabled?: boolean;
    onChange: (value: string) => void;
  } & RowProps,
) {
  const problem = props.touched[props.path] ? props.problems[props.path] : undefined;
  return (
    <Field label={props.label} required={props.required} error={problem}>
      {(control) => (
        <input
          {...control}
          type={props.type ?? 'text'}
          disabled={props.disabled}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={() => props.onTouch(props.path)}
        />
      )}
    </Field>
  );
}
