/** Invoice lines of the reimbursement form (SPEC sections 3 and 4). */
import { parseDecimal, roundToCents } from './money';

/** Held as typed: qty and price are input texts, so a half-typed line is still a line. */
export interface InvoiceLine {
  qty: string;
  item: string;
  price: string;
}

/** A new line: qty 1, empty item, empty price. */
export const newInvoiceLine = (): InvoiceLine => ({ qty: '1', item: '', price: '' });

export const addInvoiceLine = (lines: readonly InvoiceLine[]): InvoiceLine[] => [...lines, newInvoiceLine()];

export const removeInvoiceLine = (lines: readonly InvoiceLine[], index: number): InvoiceLine[] => lines.filter((_, at) => at !== index);

export const updateInvoiceLine = (lines: readonly InvoiceLine[], index: number, change: Partial<InvoiceLine>): InvoiceLine[] =>
  lines.map((line, at) => (at === index ? { ...line, ...change } : line));

/**
 * The sum of qty x price, rounded to cents. Lines whose qty or price is not a number are skipped.
 * Stored submissions may hold numbers where the form holds texts, so both are read.
 */
export function invoiceTotal(lines: ReadonlyArray<{ qty: unknown; price: unknown }>): number {
  let total = 0;
  for (const line of lines) {
    const qty = parseDecimal(line.qty);
    const price = parseDecimal(line.price);
    if (qty !== null && price !== null) total += qty * price;
  }
  return roundToCents(total);
}

/**
 * The reimbursement total as its input shows it when it follows the invoice lines: '17.00', or empty
 * while no line adds anything (an empty form stays empty, SPEC section 4).
 */
export function invoiceTotalText(lines: ReadonlyArray<{ qty: unknown; price: unknown }>): string {
  const total = invoiceTotal(lines);
  return total > 0 ? total.toFixed(2) : '';
}

/**
 * The invoice total a typed reimbursement total differs from, or null when they agree, when the total is
 * not a number yet, or when the lines add up to nothing (then there is nothing to compare with).
 */
export function differingInvoiceTotal(totalText: string, lines: ReadonlyArray<{ qty: unknown; price: unknown }>): number | null {
  const total = parseDecimal(totalText);
  const invoices = invoiceTotal(lines);
  if (total === null || invoices <= 0) return null;
  return roundToCents(total) === invoices ? null : invoices;
}
