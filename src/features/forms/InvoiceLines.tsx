import { useEffect, useRef } from 'react';
import { addInvoiceLine, invoiceTotal, removeInvoiceLine, updateInvoiceLine, type InvoiceLine } from './invoice';
import { invoiceLineSchema } from './field-value-schema';
import { formatMoney } from './money';
import { Field, type FieldSize } from '../../shared/ui/Field';
import { Icon } from '../../shared/ui/Icon';

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
 * are skipped, and it is sent as `reimburesment_total`.
 */
export function InvoiceLines({ label, required, error, size, lines, onChange, onBlur }: InvoiceLinesProps) {
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

  function add() {
    focusAfter.current = 'new line';
    onChange(addInvoiceLine(lines));
  }

  function remove(index: number) {
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
                  <th scope="col">Qty</th>
                  <th scope="col">Item</th>
                  <th scope="col">Price ($)</th>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => (
                  // Lines have no identity of their own; a removal re-renders the rest, which is harmless here.
                  <tr key={index}>
                    <td>
                      <input
                        className="field__control"
                        aria-label={`Qty, line ${index + 1}`}
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
                        aria-label={`Item, line ${index + 1}`}
                        value={line.item}
                        onChange={(event) => edit(index, { item: event.target.value })}
                        onBlur={onBlur}
                      />
                    </td>
                    <td>
                      <input
                        className="field__control"
                        aria-label={`Price, line ${index + 1}`}
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
                      <button type="button" className="icon-button" onClick={() => remove(index)}>
                        <Icon name="delete" />
                        <span className="visually-hidden">Remove line {index + 1}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="invoice-lines__footer">
            <button ref={addButton} type="button" className="button button--ghost" onClick={add}>
              <Icon name="add" size={20} /> Add invoice line
            </button>
            <p className="invoice-lines__total">
              Invoice total: <output className="invoice-lines__amount">{formatMoney(invoiceTotal(lines))}</output>
            </p>
          </div>
        </>
      )}
    </Field>
  );
}
