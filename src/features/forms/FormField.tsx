import { useId } from 'react';
import type { FieldDefinition, SelectOption } from './field-definitions';
import type { FieldValue } from './form-engine-state';
import { Field } from '../../shared/ui/Field';
import { ActivityChoices } from './ActivityChoices';
import { InvoiceLines } from './InvoiceLines';
import { ReceiptFiles } from './ReceiptFiles';
import { schoolToday } from './field-value-schema';
import { useFormsText } from './forms-text-context';
import type { ReceiptMessages } from './forms-messages';
import { useLang } from '../../shared/i18n/text-context';
import { langAttributeOf, officerText } from '../../shared/i18n/officer-text';

export interface FormFieldProps {
  field: FieldDefinition;
  value: FieldValue;
  /** The problem to show now, if any. */
  problem?: string;
  /** A note under the control that is not a problem (the total differs from the invoice total). */
  note?: string;
  /** A note announced when it appears ($250.00 per check); null while a field that may have one has none now. */
  notice?: string | null;
  /** Why a chosen receipt is refused, in the page's language. */
  receiptMessages: ReceiptMessages;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
  /** The id of the field's first control, which the form's error summary links to (docs/decisions/082). */
  controlId?: string;
}

/** Hints for typed fields by name: the keyboard a phone shows (tel) and what autofill may offer. */
const INPUT_HINTS: Readonly<Record<string, { type?: 'tel'; autoComplete: string }>> = {
  name: { autoComplete: 'name' },
  email: { autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  payto_address: { autoComplete: 'street-address' },
};

/** What the shared Field shows around a control: label, asterisk, problem and width. */
const fieldFrame = (field: FieldDefinition, problem: string | undefined) => ({
  label: field.displayName,
  required: field.required,
  error: problem,
  size: field.size,
});

/** One field definition drawn with the shared Field, by the kind of value it holds and its type (SPEC section 3). */
export function FormField({ field, value, problem, note, notice, receiptMessages, onChange, onBlur, controlId }: FormFieldProps) {
  const common = fieldFrame(field, problem);

  switch (value.kind) {
    case 'choices':
      return (
        <ActivityChoices
          {...common}
          controlId={controlId}
          name={field.name}
          options={field.options ?? []}
          chosen={value.value}
          onChange={(chosen) => onChange({ kind: 'choices', value: chosen })}
          onBlur={onBlur}
        />
      );
    case 'invoices':
      return (
        <InvoiceLines {...common} lines={value.value} onChange={(lines) => onChange({ kind: 'invoices', value: lines })} onBlur={onBlur} />
      );
    case 'files':
      return (
        <ReceiptFiles
          {...common}
          controlId={controlId}
          files={value.value}
          messages={receiptMessages}
          onChange={(files) => onChange({ kind: 'files', value: files })}
        />
      );
    case 'text':
      return (
        <TextField
          field={field}
          controlId={controlId}
          problem={problem}
          note={note}
          notice={notice}
          text={value.value}
          onText={(text) => onChange({ kind: 'text', value: text })}
          onBlur={onBlur}
        />
      );
  }
}

interface TextFieldProps {
  field: FieldDefinition;
  controlId?: string;
  problem?: string;
  note?: string;
  notice?: string | null;
  text: string;
  onText: (text: string) => void;
  onBlur: () => void;
}

/** A field that holds text: a textarea, a select of the field's options, or an input of its type. */
function TextField({ field, controlId, problem, note, notice, text, onText, onBlur }: TextFieldProps) {
  const common = { ...fieldFrame(field, problem), id: controlId };
  const noteId = useId();
  const noticeId = `${noteId}-notice`;
  const { choose } = useFormsText();
  // The activity list holds committees' and activities' names: in Spanish on a Spanish page where they have one,
  // else the English, marked so (docs/decisions/093). A fixed option's name is the form's own, in the page's language.
  const lang = useLang();
  const optionShown = (option: SelectOption) =>
    field.activityOptions ? officerText(option.name, option.name_es, lang) : { text: option.name, lang };

  switch (field.type) {
    case 'textarea':
      return (
        <Field {...common}>
          {(control) => (
            <textarea
              {...control}
              name={field.name}
              rows={4}
              value={text}
              onChange={(event) => onText(event.target.value)}
              onBlur={onBlur}
            />
          )}
        </Field>
      );
    case 'select':
      return (
        <Field {...common}>
          {(control) => (
            <select {...control} name={field.name} value={text} onChange={(event) => onText(event.target.value)} onBlur={onBlur}>
              <option value="">{choose}</option>
              {field.options?.map((option) => {
                const shown = optionShown(option);
                return (
                  <option key={option.value} value={option.value} lang={langAttributeOf(lang, shown)}>
                    {shown.text}
                  </option>
                );
              })}
            </select>
          )}
        </Field>
      );
    default:
      return (
        <Field {...common}>
          {(control) => (
            <>
              <input
                {...control}
                aria-describedby={[control['aria-describedby'], note && noteId, notice && noticeId].filter(Boolean).join(' ') || undefined}
                name={field.name}
                type={field.type === 'input' ? (INPUT_HINTS[field.name]?.type ?? 'text') : field.type}
                autoComplete={INPUT_HINTS[field.name]?.autoComplete}
                inputMode={field.type === 'number' ? 'decimal' : undefined}
                min={field.min ?? field.above}
                max={field.notInFuture ? schoolToday() : field.max}
                step={field.type === 'number' ? (field.step ?? 'any') : undefined}
                value={text}
                onChange={(event) => onText(event.target.value)}
                onBlur={onBlur}
              />
              {note && (
                <p id={noteId} className="field__note">
                  {note}
                </p>
              )}
              {/* Kept while empty, so that a screen reader announces the notice when it comes. */}
              {notice !== undefined && (
                <div aria-live="polite">
                  {notice && (
                    <p id={noticeId} className="field__note field__note--notice">
                      {notice}
                    </p>
                  )}
                </div>
              )}
            </>
          )}
        </Field>
      );
  }
}
