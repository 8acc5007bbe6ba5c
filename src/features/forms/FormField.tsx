import type { FieldDefinition } from './form-fields';
import type { ChosenOption, FieldValue } from './form-state';
import type { InvoiceLine } from './invoice';
import type { FileInfo } from './receipts';
import { Field, type FieldSize } from '../../shared/ui/Field';
import { ActivityChoices } from './ActivityChoices';
import { InvoiceLines } from './InvoiceLines';
import { ReceiptFiles } from './ReceiptFiles';

export interface FormFieldProps {
  field: FieldDefinition;
  value: FieldValue;
  /** The problem to show now, if any. */
  problem?: string;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
}

/** Hints for typed fields by name: the keyboard a phone shows (tel) and what autofill may offer. */
const INPUT_HINTS: Readonly<Record<string, { type?: 'tel'; autoComplete: string }>> = {
  name: { autoComplete: 'name' },
  email: { autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  payto_address: { autoComplete: 'street-address' },
};

/** One field definition drawn with the shared Field, by its type (SPEC section 3). */
export function FormField(props: FormFieldProps) {
  const { field, value, problem, onChange, onBlur } = props;
  const common = { label: field.displayName, required: field.required, error: problem, size: field.size as FieldSize };

  switch (field.type) {
    case 'multiselect':
      return <ActivityChoices {...common} options={field.options ?? []} chosen={value as ChosenOption[]} onChange={onChange} onBlur={onBlur} />;
    case 'invoices':
      return <InvoiceLines {...common} lines={value as InvoiceLine[]} onChange={onChange} onBlur={onBlur} />;
    case 'files':
      return <ReceiptFiles {...common} files={value as FileInfo[]} onChange={onChange} />;
    case 'textarea':
      return (
        <Field {...common}>
          {(control) => <textarea {...control} name={field.name} rows={4} value={value as string} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />}
        </Field>
      );
    case 'select':
      return (
        <Field {...common}>
          {(control) => (
            <select {...control} name={field.name} value={value as string} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
              <option value="">Choose…</option>
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    default:
      return (
        <Field {...common}>
          {(control) => (
            <input
              {...control}
              name={field.name}
              type={field.type === 'input' ? (INPUT_HINTS[field.name]?.type ?? 'text') : field.type}
              autoComplete={INPUT_HINTS[field.name]?.autoComplete}
              inputMode={field.type === 'number' ? 'decimal' : undefined}
              min={field.min}
              max={field.max}
              step={field.type === 'number' ? (field.step ?? 'any') : undefined}
              value={value as string}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
            />
          )}
        </Field>
      );
  }
}
