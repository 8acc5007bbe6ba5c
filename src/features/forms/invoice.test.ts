import { describe, expect, it } from 'vitest';
import { formatMoney, parseDecimal } from './money';
import {
  addInvoiceLine,
  differingInvoiceTotal,
  invoiceTotal,
  invoiceTotalText,
  newInvoiceLine,
  removeInvoiceLine,
  updateInvoiceLine,
} from './invoice';

const line = (qty: string | number, price: string | number, item = 'x') => ({ qty: String(qty), item, price: String(price) });

describe('invoice lines (SPEC sections 3 and 4)', () => {
  it('a new line has qty 1, an empty item and an empty price', () => {
    expect(newInvoiceLine()).toEqual({ qty: '1', item: '', price: '' });
  });

  it('adds, updates and removes lines without changing the others', () => {
    const two = addInvoiceLine(addInvoiceLine([]));
    expect(two).toHaveLength(2);
    const edited = updateInvoiceLine(two, 1, { item: 'Pens', price: '2' });
    expect(edited).toEqual([newInvoiceLine(), { qty: '1', item: 'Pens', price: '2' }]);
    expect(removeInvoiceLine(edited, 0)).toEqual([{ qty: '1', item: 'Pens', price: '2' }]);
    expect(two).toEqual([newInvoiceLine(), newInvoiceLine()]);
  });
});

describe('invoiceTotal', () => {
  it('sums qty x price over the lines', () => {
    expect(invoiceTotal([line(2, '3.50'), line(1, 10)])).toBe(17);
    expect(invoiceTotal([])).toBe(0);
  });

  it('skips lines whose qty or price is not a number', () => {
    expect(invoiceTotal([line(2, 5), line('two', 5), line(1, ''), line('', 4), line(1, 'abc'), line(1, '1e3')])).toBe(10);
  });

  it('reads stored numbers as well as typed texts', () => {
    expect(
      invoiceTotal([
        { qty: 2, price: 35 },
        { qty: '1', price: 48.5 },
      ]),
    ).toBe(118.5);
  });

  it('rounds to cents without float drift', () => {
    expect(invoiceTotal([line(3, '0.1')])).toBe(0.3);
    expect(invoiceTotal([line(1, '0.1'), line(1, '0.2')])).toBe(0.3);
    expect(invoiceTotal([line(1, '1.005')])).toBe(1.01);
    expect(invoiceTotal([line('1.5', '0.33')])).toBe(0.5);
    expect(invoiceTotal(Array.from({ length: 50 }, () => line(1, '19.99')))).toBe(999.5);
  });
});

describe('numbers typed into forms', () => {
  it('accepts plain decimals only', () => {
    expect(parseDecimal(' 2.5 ')).toBe(2.5);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('-3')).toBe(-3);
    for (const bad of ['', ' ', '1e3', '0x10', 'Infinity', '1,000', '$5']) expect(parseDecimal(bad), bad).toBeNull();
    expect(parseDecimal(Number.NaN)).toBeNull();
  });

  it('formats money with a $ sign and cents', () => {
    expect(formatMoney(3.5)).toBe('$3.50');
    expect(formatMoney(0.1 * 3)).toBe('$0.30');
  });
});

describe('the reimbursement total against the invoice total', () => {
  it('shows the invoice total with cents, or nothing while the lines add up to nothing', () => {
    expect(invoiceTotalText([line(2, '3.5'), line(1, 10)])).toBe('17.00');
    expect(invoiceTotalText([line(3, '0.1')])).toBe('0.30');
    expect(invoiceTotalText([])).toBe('');
    expect(invoiceTotalText([line(1, '')])).toBe('');
  });

  it('names the invoice total only when a typed number differs from it', () => {
    expect(differingInvoiceTotal('20', [line(2, '3.5'), line(1, 10)])).toBe(17);
    expect(differingInvoiceTotal('17', [line(2, '3.5'), line(1, 10)])).toBeNull();
    expect(differingInvoiceTotal('17.001', [line(2, '3.5'), line(1, 10)])).toBeNull();
    expect(differingInvoiceTotal('', [line(1, 10)])).toBeNull();
    expect(differingInvoiceTotal('abc', [line(1, 10)])).toBeNull();
    expect(differingInvoiceTotal('25', [])).toBeNull();
  });
});
