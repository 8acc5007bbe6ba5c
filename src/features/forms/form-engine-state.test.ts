import { describe, expect, it } from 'vitest';
import {
  buildFormData,
  canSubmit,
  fieldNote,
  fieldNotice,
  formModel,
  formReducer,
  initialFormState,
  type FieldValue,
  type FormAction,
  type FormState,
} from './form-engine-state';
import { addInvoiceLine, newInvoiceLine, updateInvoiceLine } from './invoice';
import { MAX_RECEIPT_BYTES } from './receipts';

const activities = [{ name: 'Book Fair', value: 'book-fair' }];
const volunteer = formModel('volunteer_request', activities);
const reimbursement = formModel('reimbursement_request', activities);
const run = (model: typeof volunteer, actions: FormAction[], from = initialFormState(model)): FormState =>
  actions.reduce(formReducer(model), from);
const text = (value: string): FieldValue => ({ kind: 'text', value });
/** A change of a field; plain text stands for a text field's value. */
const change = (name: string, value: FieldValue | string): FormAction => ({
  type: 'change',
  name,
  value: typeof value === 'string' ? text(value) : value,
});

describe('dynamic form state (SPEC section 4)', () => {
  it('starts with every field empty and valid, Submit disabled', () => {
    const state = initialFormState(reimbursement);
    expect(state.values).toMatchObject({
      name: text(''),
      associated_activites: { kind: 'choices', value: [] },
      invoices: { kind: 'invoices', value: [] },
      receipts: { kind: 'files', value: [] },
      reimbursement_total: text(''),
    });
    expect(Object.values(state.errors).every((error) => error === null)).toBe(true);
    expect(canSubmit(reimbursement, state)).toBe(false);
  });

  it('a change updates and re-validates only that field', () => {
    const state = run(volunteer, [change('email', 'kelly@')]);
    expect(state.values.email).toEqual(text('kelly@'));
    expect(state.errors.email).toBe('Please enter a valid email address.');
    expect(state.errors.name).toBeNull();
    expect(run(volunteer, [change('email', 'kelly@example.org')], state).errors.email).toBeNull();
  });

  it('a blur validates the field as it stands', () => {
    const state = run(volunteer, [{ type: 'blur', name: 'name' }]);
    expect(state.errors.name).toBe('This field is required.');
    expect(state.errors.email).toBeNull();
  });

  it('enables Submit only once the whole form passes', () => {
    const filled = run(volunteer, [change('name', 'Kelly'), change('email', 'kelly@example.org')]);
    expect(canSubmit(volunteer, filled)).toBe(false);
    const complete = run(volunteer, [change('volunteer_activity', 'book-fair')], filled);
    expect(canSubmit(volunteer, complete)).toBe(true);
    expect(canSubmit(volunteer, run(volunteer, [change('comments', 'x'.repeat(2001))], complete))).toBe(false);
  });

  it('Clear empties values, invoice lines and files and marks every field valid', () => {
    const messy = run(reimbursement, [
      change('name', ''),
      change('invoices', { kind: 'invoices', value: addInvoiceLine([]) }),
      change('receipts', { kind: 'files', value: [{ name: 'r.pdf', size: 10 }] }),
      { type: 'blur', name: 'email' },
    ]);
    expect(messy.errors.name).toBe('This field is required.');
    expect(run(reimbursement, [{ type: 'clear' }], messy)).toEqual(initialFormState(reimbursement));
  });

  it('names the invoice line whose price or qty is refused, in the message under the table', () => {
    const invoices = updateInvoiceLine(addInvoiceLine(addInvoiceLine([])), 1, { item: 'Refund', price: '-5' });
    const state = run(reimbursement, [change('invoices', { kind: 'invoices', value: invoices })]);
    expect(state.errors.invoices).toBe('Line 2: Please enter a price from 0 to 100,000.');
    expect(
      run(reimbursement, [change('invoices', { kind: 'invoices', value: updateInvoiceLine(invoices, 1, { price: '5' }) })], state).errors
        .invoices,
    ).toBeNull();
  });

  it('checks chosen receipt files against the size limits', () => {
    const state = run(reimbursement, [change('receipts', { kind: 'files', value: [{ name: 'huge.pdf', size: MAX_RECEIPT_BYTES + 1 }] })]);
    expect(state.errors.receipts).toBe('huge.pdf is larger than 4 MB.');
  });
});

describe('reimbursement payload', () => {
  it('sends receipts as file names and the invoice total under reimburesment_total', () => {
    const invoices = updateInvoiceLine(addInvoiceLine(addInvoiceLine([])), 0, { qty: '3', item: 'Paper', price: '0.1' });
    const state = run(reimbursement, [
      change('invoices', { kind: 'invoices', value: invoices }),
      change('receipts', { kind: 'files', value: [{ name: 'paper.jpg', size: 100 }] }),
    ]);
    const data = buildFormData(reimbursement, state.values);
    expect(data.receipts).toEqual(['paper.jpg']);
    expect(data.reimburesment_total).toBe(0.3);
    expect(data.invoices).toEqual([
      { qty: '3', item: 'Paper', price: '0.1' },
      { qty: '1', item: '', price: '' },
    ]);
    expect(data).not.toHaveProperty('website');
    expect(buildFormData(reimbursement, state.values, 'bot text').website).toBe('bot text');
  });

  it('a complete reimbursement passes the same schema the function uses', () => {
    const state = run(reimbursement, [
      change('name', 'Beth'),
      change('email', 'beth@example.org'),
      change('volunteer_activity', 'Reimburesment'),
      change('payto_name', 'Beth'),
      change('payto_address', '12 Elm St'),
      change('phone', '410-555-0134'),
      change('pay_arrangement', 'Mail Directly'),
      change('description', 'Flowers'),
      change('reimbursement_total', '35'),
      change('associated_activites', { kind: 'choices', value: [{ label: 'Book Fair', value: 'book-fair' }] }),
    ]);
    expect(canSubmit(reimbursement, state)).toBe(true);
    expect(reimbursement.schema.parse(buildFormData(reimbursement, state.values)).reimbursement_total).toBe(35);
  });
});

describe('reimbursement total: it starts as the invoice total', () => {
  const lines = (...prices: string[]): FieldValue => ({ kind: 'invoices', value: prices.map((price) => ({ ...newInvoiceLine(), price })) });

  it('follows the invoice lines while nobody typed a total, and stays empty while they add up to nothing', () => {
    const one = run(reimbursement, [change('invoices', lines('3.50'))]);
    expect(one.values.reimbursement_total).toEqual(text('3.50'));
    expect(one.errors.reimbursement_total).toBeNull();
    const two = run(reimbursement, [change('invoices', lines('3.50', '10'))], one);
    expect(two.values.reimbursement_total).toEqual(text('13.50'));
    expect(run(reimbursement, [change('invoices', lines(''))], two).values.reimbursement_total).toEqual(text(''));
  });

  it('keeps a total the person typed, whatever the lines do next, and notes when it differs', () => {
    const typed = run(reimbursement, [change('invoices', lines('10')), change('reimbursement_total', '12')]);
    const later = run(reimbursement, [change('invoices', lines('10', '5'))], typed);
    expect(later.values.reimbursement_total).toEqual(text('12'));
    expect(fieldNote('reimbursement_total', later.values)).toBe('This differs from the invoice total of $15.00.');
    expect(fieldNote('reimbursement_total', run(reimbursement, [change('reimbursement_total', '15.00')], later).values)).toBeUndefined();
    expect(fieldNote('name', later.values)).toBeUndefined();
  });

  it('Clear makes the total follow the lines again', () => {
    const typed = run(reimbursement, [change('reimbursement_total', '12'), { type: 'clear' }, change('invoices', lines('4'))]);
    expect(typed.values.reimbursement_total).toEqual(text('4.00'));
  });

  it('a followed total is still checked by the spec rules: a number within the limit, required', () => {
    const state = run(reimbursement, [change('invoices', lines('100000', '1'))]);
    expect(state.values.reimbursement_total).toEqual(text('100001.00'));
    expect(state.errors.reimbursement_total).toBe('Please enter a number from 0 to 100000.');
  });
});

describe('the $250.00 per check notice beside the reimbursement total', () => {
  const note = 'Note: The HSA cannot reimburse more than $250.00 per check. For larger approved amounts, please contact the HSA Treasurer.';
  const totalOf = (value: string) => run(reimbursement, [change('reimbursement_total', value)]).values;
  const lines = (...prices: string[]): FieldValue => ({ kind: 'invoices', value: prices.map((price) => ({ ...newInvoiceLine(), price })) });

  it('appears once the total is over $250.00 and is gone at or below it', () => {
    expect(fieldNotice('reimbursement_total', totalOf('250.01'))).toBe(note);
    expect(fieldNotice('reimbursement_total', totalOf('1200'))).toBe(note);
    expect(fieldNotice('reimbursement_total', totalOf('250'))).toBeNull();
    expect(fieldNotice('reimbursement_total', totalOf('250.004'))).toBeNull();
    expect(fieldNotice('reimbursement_total', totalOf('12.50'))).toBeNull();
    expect(fieldNotice('reimbursement_total', totalOf(''))).toBeNull();
    expect(fieldNotice('reimbursement_total', totalOf('lots'))).toBeNull();
  });

  it('follows a total that follows the invoice lines, and belongs to the total only', () => {
    const state = run(reimbursement, [change('invoices', lines('300'))]);
    expect(fieldNotice('reimbursement_total', state.values)).toBe(note);
    expect(fieldNotice('invoices', state.values)).toBeUndefined();
    expect(fieldNotice('name', initialFormState(volunteer).values)).toBeUndefined();
  });

  it('does not stop sending: a total over $250.00 still passes the form', () => {
    const filled = run(reimbursement, [
      change('name', 'Jane'),
      change('email', 'jane@example.org'),
      change('volunteer_activity', 'Reimburesment'),
      change('payto_name', 'Jane Parent'),
      change('payto_address', '1 Main St'),
      change('phone', '410-555-0100'),
      change('pay_arrangement', 'Mail Directly'),
      change('description', 'Books'),
      change('reimbursement_total', '400'),
    ]);
    expect(fieldNotice('reimbursement_total', filled.values)).toBe(note);
    expect(canSubmit(reimbursement, filled)).toBe(true);
  });
});

describe('taking over what was typed before the island ran (docs/decisions/074)', () => {
  it("keeps the controls' values, checks nothing, and a total typed then is the sender's own", () => {
    const adopted = run(reimbursement, [
      { type: 'adopt', values: { name: text('Ann'), reimbursement_total: text('9.00'), invoices: { kind: 'invoices', value: [] } } },
    ]);
    expect(adopted.values.name).toEqual(text('Ann'));
    expect(adopted.values.email).toEqual(text(''));
    expect(Object.values(adopted.errors).every((error) => error === null)).toBe(true);
    expect(adopted.totalTyped).toBe(true);
    // The total no longer follows the lines.
    const lines = run(reimbursement, [change('invoices', { kind: 'invoices', value: [{ qty: '1', item: 'Pens', price: '2' }] })], adopted);
    expect(lines.values.reimbursement_total).toEqual(text('9.00'));

    // Left empty, the total follows the lines typed before the island ran.
    const following = run(reimbursement, [
      {
        type: 'adopt',
        values: { reimbursement_total: text(''), invoices: { kind: 'invoices', value: [{ qty: '2', item: 'Pens', price: '3' }] } },
      },
    ]);
    expect(following.totalTyped).toBe(false);
    expect(following.values.reimbursement_total).toEqual(text('6.00'));
  });
});
