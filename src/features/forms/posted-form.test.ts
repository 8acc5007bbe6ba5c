import { describe, expect, it } from 'vitest';
import { formModel, formProblems } from './form-engine-state';
import { MAX_INVOICE_LINES } from './size-limits';
import { ADD_LINE_ACTION, INVOICE_PARTS, postedAction, postedState, postedValues, removeLineAction, withoutFiles } from './posted-form';

const activities = [
  { name: 'Book Fair', value: 'book-fair' },
  { name: 'Fun Run', value: 'fun-run' },
];
const volunteer = formModel('volunteer_request', activities);
const reimbursement = formModel('reimbursement_request', activities);
const AGAIN = 'Please choose your receipts again.';

describe('a form posted without scripts (docs/decisions/074)', () => {
  it('tells Submit from the invoice table buttons; anything else is Submit', () => {
    expect(postedAction(undefined)).toEqual({ kind: 'submit' });
    expect(postedAction(ADD_LINE_ACTION)).toEqual({ kind: 'add line' });
    expect(postedAction(removeLineAction(3))).toEqual({ kind: 'remove line', index: 3 });
    expect(postedAction('remove-line-x')).toEqual({ kind: 'submit' });
    expect(postedAction('remove-line-12345')).toEqual({ kind: 'submit' });
  });

  it("reads a text area's line breaks as typed, not as the browser's CRLF", () => {
    const values = postedValues(volunteer, [['comments', 'one\r\ntwo\rthree']], []);
    expect(values.comments).toEqual({ kind: 'text', value: 'one\ntwo\nthree' });
  });

  it('reads every field: a missing part is empty, boxes in the options order, lines row by row, files as given', () => {
    const values = postedValues(
      reimbursement,
      [
        ['name', 'Ann'],
        ['associated_activites', 'fun-run'],
        ['associated_activites', 'book-fair'],
        ['associated_activites', 'no-such'],
        [INVOICE_PARTS.qty, '2'],
        [INVOICE_PARTS.item, 'Paper'],
        [INVOICE_PARTS.price, '3.50'],
        [INVOICE_PARTS.qty, '1'],
        [INVOICE_PARTS.item, 'Pens'],
        [INVOICE_PARTS.price, ''],
      ],
      [{ name: 'r.jpg', size: 10 }],
    );
    expect(values.name).toEqual({ kind: 'text', value: 'Ann' });
    expect(values.email).toEqual({ kind: 'text', value: '' });
    expect(values.associated_activites).toEqual({
      kind: 'choices',
      value: [
        { label: 'Book Fair', value: 'book-fair' },
        { label: 'Fun Run', value: 'fun-run' },
        { label: 'no-such', value: 'no-such' },
      ],
    });
    expect(values.invoices).toEqual({
      kind: 'invoices',
      value: [
        { qty: '2', item: 'Paper', price: '3.50' },
        { qty: '1', item: 'Pens', price: '' },
      ],
    });
    expect(values.receipts).toEqual({ kind: 'files', value: [{ name: 'r.jpg', size: 10 }] });
  });

  it("Submit checks every field with the island's schema; an option nobody offers is named", () => {
    const empty = postedState(volunteer, postedValues(volunteer, [], []), { kind: 'submit' });
    expect(formProblems(volunteer, empty).map((problem) => problem.name)).toEqual(['name', 'email', 'volunteer_activity']);

    const filled = postedValues(
      volunteer,
      [
        ['name', 'Ann'],
        ['email', 'ann@example.org'],
        ['volunteer_activity', 'book-fair'],
      ],
      [],
    );
    expect(formProblems(volunteer, postedState(volunteer, filled, { kind: 'submit' }))).toEqual([]);
    const unknown = postedValues(
      volunteer,
      [...Object.entries({ name: 'Ann', email: 'ann@example.org' }), ['volunteer_activity', 'x']],
      [],
    );
    expect(formProblems(volunteer, postedState(volunteer, unknown, { kind: 'submit' })).map((problem) => problem.name)).toEqual([
      'volunteer_activity',
    ]);
  });

  it('the table buttons add or remove a line and check nothing; a posted total stays as typed', () => {
    const values = postedValues(
      reimbursement,
      [
        [INVOICE_PARTS.qty, '2'],
        [INVOICE_PARTS.item, 'Paper'],
        [INVOICE_PARTS.price, '3.50'],
        ['reimbursement_total', '9.00'],
      ],
      [],
    );
    const added = postedState(reimbursement, values, { kind: 'add line' });
    expect(added.values.invoices).toEqual({
      kind: 'invoices',
      value: [
        { qty: '2', item: 'Paper', price: '3.50' },
        { qty: '1', item: '', price: '' },
      ],
    });
    expect(formProblems(reimbursement, added)).toEqual([]);
    expect(added.values.reimbursement_total).toEqual({ kind: 'text', value: '9.00' });
    expect(added.totalTyped).toBe(true);

    const removed = postedState(reimbursement, added.values, { kind: 'remove line', index: 0 });
    expect(removed.values.invoices).toEqual({ kind: 'invoices', value: [{ qty: '1', item: '', price: '' }] });

    // No more lines than the schema accepts.
    const full = Array.from({ length: MAX_INVOICE_LINES }, (): Array<[string, string]> => [
      [INVOICE_PARTS.qty, '1'],
      [INVOICE_PARTS.item, 'Pens'],
      [INVOICE_PARTS.price, '1'],
    ]).flat();
    const capped = postedState(reimbursement, postedValues(reimbursement, full, []), { kind: 'add line' });
    expect(capped.values.invoices?.kind === 'invoices' && capped.values.invoices.value).toHaveLength(MAX_INVOICE_LINES);
  });

  it('drops chosen receipts from the form drawn again and asks for them; without receipts it asks nothing', () => {
    const withFile = postedState(reimbursement, postedValues(reimbursement, [], [{ name: 'r.jpg', size: 10 }]), { kind: 'submit' });
    const drawn = withoutFiles(reimbursement, withFile, AGAIN);
    expect(drawn.values.receipts).toEqual({ kind: 'files', value: [] });
    expect(drawn.errors.receipts).toBe(AGAIN);

    const without = postedState(reimbursement, postedValues(reimbursement, [], []), { kind: 'submit' });
    expect(withoutFiles(reimbursement, without, AGAIN).errors.receipts).toBeNull();
    expect(withoutFiles(volunteer, postedState(volunteer, {}, { kind: 'submit' }), AGAIN).errors).not.toHaveProperty('receipts');
  });
});
