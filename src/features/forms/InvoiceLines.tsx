import { useEffect, useRef, type MouseEvent } from 'react';
import { addInvoiceLine, invoiceTotal, removeInvoiceLine, updateInvoiceLine, type InvoiceLine } from './invoice';
import { invoiceLineSchema } from './field-value-schema';
import { formatMoney } from './money';
import { Field, type FieldSize } from '../../shared/ui/Field';
import { Icon } from '../../shared/ui/Icon';
import { formatText } from '../../shared/i18n/catalogue';
import { useFormsText } from './forms-text-context';
import { ADD_LINE_ACTION, FORM_ACTION_PART, INVOICE_PARTS, removeLineAction } from './posted-form';

/**
 * Where the page lands once it has drawn the form again for a press of add or remove, without scripts: the new
 * line's quantity, or the add button after a removal, focused as the island would (a fragment that names a
 * control focuses it). Only a fragment: whenever the page draws this table without scripts, its address names
 * the reimbursement form (`?form=`), which the press keeps.
 */
const lineAnchor = (index: number) => `invoice-line-${index + 1}`;
const ADD_ANCHOR = 'invoice-add';

/** What the form's error summary links to for the invoice lines (docs/decisions/082): the first line, or add. */
export const invoiceLinesControl = (lineCount: number): string => (lineCount > 0 ? lineAnchor(0) : ADD_ANCHOR);

interface InvoiceLinesProps {
  label: string;
  required: boolean;
  error?: string;
  size: FieldSize;
  lines: InvoiceLine[];
  onChange: (lines: InvoiceLine[]) => void;
  onBlur: () => void;
}

/**
 * The reimbursement's invoice lines (SPEC sections 3 and 4): add (qty 1, empty item and price) and
 * remove lines; the total of qty x price is recalculated on every change, lines that are not numbers
 * are skipped, and it is sent as `reimburesment_total`. Before the island runs, or without scripts, add and
 * remove send the form to the page, which draws it again with the line added or removed (docs/decisions/074).
 */
export function InvoiceLines({ label, required, error, size, lines, onChange, onBlur }: InvoiceLinesProps) {
  const text = useFormsText().invoice;
  const onLine = (template: string, index: number) => formatText(template, { line: index + 1 });
  const edit = (index: number, change: Partial<InvoiceLine>) => onChange(updateInvoiceLine(lines, index, change));
  // While the table shows a problem, the qty or price it is about is marked for assistive technology too.
  const invalid = (name: 'qty' | 'price', value: string) => (error && !invoiceLineSchema.shape[name].safeParse(value).success) || undefined;
  const table = useRef<HTMLTableElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'new line' | 'add button' | null>(null);

  // Keyboard users keep their place: a new line takes focus, a removed line hands it to the add button.
  useEffect(() => {
    if (focusAfter.current === 'new line') table.current?.querySelector<HTMLInputElement>('tbody tr:last-child input')?.focus();
    if (focusAfter.current === 'add button') addButton.current?.focus();
    focusAfter.current = null;
  }, [lines.length]);

  function add(event: MouseEvent) {
    event.preventDefault();
    focusAfter.current = 'new line';
    onChange(addInvoiceLine(lines));
  }

  function remove(event: MouseEvent, index: number) {
    event.preventDefault();
    focusAfter.current = 'add button';
    onChange(removeInvoiceLine(lines, index));
  }

  return (
    <Field label={label} required={required} error={error} size={size} group className="invoice-lines">
      {() => (
        <>
          {lines.length > 0 && (
            <table ref={table} className="invoice-lines__table">
              <thead>
                <tr>
                  <th scope="col">{text.qty}</th>
                  <th scope="col">{text.item}</th>
                  <th scope="col">{text.price}</th>
                  <th scope="col">
                    <span className="visually-hidden">{text.remove}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => (
                  // Lines have no identity of their own; a removal re-renders the rest, which is harmless here.
                  <tr key={index}>
                    <td>
                      <input
                        id={lineAnchor(index)}
                        className="field__control"
                        name={INVOICE_PARTS.qty}
                        aria-label={onLine(text.qtyOnLine, index)}
                        aria-invalid={invalid('qty', line.qty)}
                        inputMode="decimal"
                        value={line.qty}
                        onChange={(event) => edit(index, { qty: event.target.value })}
                        onBlur={onBlur}
                      />
                    </td>
                    <td>
                      <input
                        className="field__control"
                        name={INVOICE_PARTS.item}
                        aria-label={onLine(text.itemOnLine, index)}
                        value={line.item}
                        onChange={(event) => edit(index, { item: event.target.value })}
                        onBlur={onBlur}
                      />
                    </td>
                    <td>
                      <input
                        className="field__control"
                        name={INVOICE_PARTS.price}
                        aria-label={onLine(text.priceOnLine, index)}
                        aria-invalid={invalid('price', line.price)}
                        type="number"
                        step="0.01"
                        min="0"
                        value={line.price}
                        onChange={(event) => edit(index, { price: event.target.value })}
                        onBlur={onBlur}
                      />
                    </td>
                    <td>
                      <button
                        type="submit"
                        name={FORM_ACTION_PART}
                        value={removeLineAction(index)}
                        formAction={`#${ADD_ANCHOR}`}
                        formNoValidate
                        className="icon-button"
                        onClick={(event) => remove(event, index)}
                      >
                        <Icon name="delete" />
                        <span className="visually-hidden">{onLine(text.removeLine, index)}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="invoice-lines__footer">
            <button
              ref={addButton}
              id={ADD_ANCHOR}
              type="submit"
              name={FORM_ACTION_PART}
              value={ADD_LINE_ACTION}
              formAction={`#${lineAnchor(lines.length)}`}
              formNoValidate
              className="button button--ghost"
              onClick={add}
            >
              <Icon name="add" size={20} /> {text.add}
            </button>
            <p className="invoice-lines__total">
              {text.total} <output className="invoice-lines__amount">{formatMoney(invoiceTotal(lines))}</output>
            </p>
          </div>
        </>
      )}
    </Field>
  );
}
