import { describe, expect, it, vi } from 'vitest';
import { formDataSchema } from './payload-schema';
import type { VolunteerFormType } from './form-types';

const activities = [
  { name: 'Book Fair', value: 'book-fair' },
  { name: 'Fun Run', value: 'fun-run' },
];
const schema = (formType: VolunteerFormType) => formDataSchema(formType, { activities });

/** The message of the first problem with one field, or null. */
const problem = (formType: VolunteerFormType, name: string, value: unknown) => {
  const result = schema(formType).shape[name]!.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'unknown');
};

const volunteer = { name: 'Kelly Brennan', email: 'kelly@example.org', volunteer_activity: 'book-fair' };
const reimbursement = {
  name: 'Beth Moran',
  email: 'beth@example.org',
  volunteer_activity: 'Reimburesment',
  payto_name: 'Beth Moran',
  payto_address: '12 Elm Street',
  phone: '410-555-0134',
  pay_arrangement: 'Mail Directly',
  description: 'Flowers',
  reimbursement_total: '70',
};

describe('generic field checks (SPEC section 5)', () => {
  it('required inputs and textareas must be non-empty, blanks included', () => {
    expect(problem('volunteer_request', 'name', '')).toBe('This field is required.');
    expect(problem('volunteer_request', 'name', '   ')).toBe('This field is required.');
    expect(problem('volunteer_request', 'name', undefined)).toBe('This field is required.');
    expect(problem('reimbursement_request', 'description', '')).toBe('This field is required.');
    expect(problem('volunteer_request', 'name', 'Ann')).toBeNull();
  });

  it('non-required fields always pass when empty or missing', () => {
    for (const name of ['child_name', 'child_homeroom', 'comments']) {
      expect(problem('volunteer_request', name, '')).toBeNull();
      expect(problem('volunteer_request', name, undefined)).toBeNull();
    }
    expect(problem('reimbursement_request', 'associated_activites', [])).toBeNull();
    expect(problem('reimbursement_request', 'invoices', undefined)).toBeNull();
    expect(problem('reimbursement_request', 'receipts', [])).toBeNull();
  });

  it('emails must match a standard address pattern', () => {
    expect(problem('volunteer_request', 'email', '')).toBe('This field is required.');
    for (const bad of ['kelly', 'kelly@', '@example.org', 'kelly@example', 'kelly @example.org']) {
      expect(problem('volunteer_request', 'email', bad), bad).toBe('Please enter a valid email address.');
    }
    expect(problem('volunteer_request', 'email', 'kelly.brennan+hsa@families.example.org')).toBeNull();
  });

  it('selects must be one of the options: server activities, or the fixed reimbursement options', () => {
    expect(problem('volunteer_request', 'volunteer_activity', '')).toBe('This field is required.');
    expect(problem('volunteer_request', 'volunteer_activity', 'bake-sale')).toBe('Please choose one of the options.');
    expect(problem('volunteer_hours_request', 'volunteer_activity', 'fun-run')).toBeNull();
    expect(problem('reimbursement_request', 'volunteer_activity', 'Reimbursement')).toBe('Please choose one of the options.');
    expect(problem('reimbursement_request', 'volunteer_activity', 'Reimburesment')).toBeNull();
    expect(problem('reimbursement_request', 'pay_arrangement', 'Arrange Pickup')).toBeNull();
    expect(problem('reimbursement_request', 'pay_arrangement', 'Wire Transfer')).toBe('Please choose one of the options.');
  });

  it("the multi-select keeps to the activity values and stores each option's own name as its label", () => {
    const associated = schema('reimbursement_request').shape.associated_activites!;
    expect(associated.parse([{ label: 'Free money', value: 'book-fair' }, { value: 'fun-run' }])).toEqual(
      activities.map(({ name, value }) => ({ label: name, value })),
    );
    expect(problem('reimbursement_request', 'associated_activites', [{ label: 'Hack', value: 'anything' }])).toBe(
      'Please choose one of the options.',
    );
  });

  it("the multi-select takes an option named by its label alone, the spec's stored shape, and refuses a name no option has", () => {
    const associated = schema('reimbursement_request').shape.associated_activites!;
    expect(associated.parse(activities.map(({ name }) => ({ label: name })))).toEqual(
      activities.map(({ name, value }) => ({ label: name, value })),
    );
    expect(problem('reimbursement_request', 'associated_activites', [{ label: 'Free money' }])).toBe('Please choose one of the options.');
    expect(problem('reimbursement_request', 'associated_activites', [{}])).toBe('Please choose one of the options.');
  });

  it('numbers must be numeric and within their range; they come out as numbers', () => {
    expect(problem('volunteer_hours_request', 'hours', '')).toBe('This field is required.');
    for (const bad of ['abc', '1e3', '0x10', '1,5', 'Infinity'])
      expect(problem('volunteer_hours_request', 'hours', bad), bad).toBe('Please enter a number.');
    expect(problem('reimbursement_request', 'reimbursement_total', '-1')).toMatch(/^Please enter a number from 0 to /);
    expect(schema('volunteer_hours_request').shape.hours!.parse(' 1.5 ')).toBe(1.5);
    expect(schema('volunteer_hours_request').shape.hours!.parse(3)).toBe(3);
    expect(problem('reimbursement_request', 'reimbursement_total', '118.50')).toBeNull();
  });

  it('dates must be real calendar days', () => {
    expect(problem('volunteer_hours_request', 'activity_date', '')).toBe('This field is required.');
    for (const bad of ['2026-02-30', '2026-13-01', '11/10/2026', 'yesterday'])
      expect(problem('volunteer_hours_request', 'activity_date', bad), bad).toBe('Please enter a valid date.');
    expect(problem('volunteer_hours_request', 'activity_date', '2024-02-29')).toBeNull();
  });
});

describe('the hours log (docs/decisions/055)', () => {
  const HOURS = 'Please enter a number more than 0 and at most 24.';

  it('takes more than 0 and at most 24 hours for one entry', () => {
    for (const bad of ['0', '0.0', '-1', '24.01', '25', 500])
      expect(problem('volunteer_hours_request', 'hours', bad), String(bad)).toBe(HOURS);
    for (const good of ['0.25', '1', '24', 8]) expect(problem('volunteer_hours_request', 'hours', good), String(good)).toBeNull();
  });

  it('takes a day up to today in the school’s time zone, never a later one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 11 p.m. on November 16 in Maryland is already November 17 in UTC.
      vi.setSystemTime(new Date('2026-11-17T04:00:00Z'));
      expect(problem('volunteer_hours_request', 'activity_date', '2026-11-16')).toBeNull();
      expect(problem('volunteer_hours_request', 'activity_date', '2026-11-17')).toBe('Please enter a date that is today or earlier.');
      expect(problem('volunteer_hours_request', 'activity_date', '2030-01-01')).toBe('Please enter a date that is today or earlier.');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('size limits (DESIGN section 6)', () => {
  it('caps short inputs at 200 characters and textareas at 2000, optional ones too', () => {
    expect(problem('volunteer_request', 'name', 'a'.repeat(200))).toBeNull();
    expect(problem('volunteer_request', 'name', 'a'.repeat(201))).toBe('Please use at most 200 characters.');
    expect(problem('volunteer_request', 'child_name', 'a'.repeat(201))).toBe('Please use at most 200 characters.');
    expect(problem('volunteer_request', 'comments', 'a'.repeat(2000))).toBeNull();
    expect(problem('volunteer_request', 'comments', 'a'.repeat(2001))).toBe('Please use at most 2000 characters.');
    expect(problem('volunteer_request', 'email', `${'a'.repeat(250)}@example.org`)).toBe('Please use at most 254 characters.');
  });

  it('caps invoice lines at 50 and receipts at 10', () => {
    const line = { qty: '1', item: 'Paper', price: '2' };
    expect(problem('reimbursement_request', 'invoices', Array(50).fill(line))).toBeNull();
    expect(problem('reimbursement_request', 'invoices', Array(51).fill(line))).toBe('Please add at most 50.');
    expect(problem('reimbursement_request', 'invoices', [{ ...line, item: 'x'.repeat(201) }])).toBe('Please use at most 200 characters.');
    expect(problem('reimbursement_request', 'receipts', Array(10).fill('r.pdf'))).toBeNull();
    expect(problem('reimbursement_request', 'receipts', Array(11).fill('r.pdf'))).toBe('Please add at most 10.');
  });
});

describe('invoice lines are amounts a school spends (docs/decisions/022)', () => {
  const lines = (qty: unknown, price: unknown) => [{ qty, item: 'Paper', price }];
  const PRICE = 'Please enter a price from 0 to 100,000.';
  const QTY = 'Please enter a qty from 0 to 1,000.';

  it('takes qty from 0 to 1000 and price from 0 to 100,000, as text or numbers', () => {
    for (const [qty, price] of [
      ['0', '0'],
      ['1000', '1'],
      ['1', '100000'],
      [3, 2.5],
      ['1.5', '0.99'],
      ['', ''],
    ]) {
      expect(problem('reimbursement_request', 'invoices', lines(qty, price)), `${qty} x ${price}`).toBeNull();
    }
  });

  it('refuses a negative, too large or non-numeric price or qty with a message that names it', () => {
    expect(problem('reimbursement_request', 'invoices', lines('1', '-5'))).toBe(PRICE);
    expect(problem('reimbursement_request', 'invoices', lines('1', -0.01))).toBe(PRICE);
    expect(problem('reimbursement_request', 'invoices', lines('1', '100000.01'))).toBe(PRICE);
    expect(problem('reimbursement_request', 'invoices', lines('1', '1e3'))).toBe(PRICE);
    expect(problem('reimbursement_request', 'invoices', lines('-1', '5'))).toBe(QTY);
    expect(problem('reimbursement_request', 'invoices', lines('1001', '5'))).toBe(QTY);
    expect(problem('reimbursement_request', 'invoices', lines('two', '5'))).toBe(QTY);
  });

  it('refuses lines that add up to more than the most one reimbursement asks for', () => {
    expect(problem('reimbursement_request', 'invoices', lines('1000', '100'))).toBeNull();
    expect(problem('reimbursement_request', 'invoices', lines('1000', '100.01'))).toBe('The invoice lines may add up to at most $100,000.');
    expect(problem('reimbursement_request', 'invoices', [...lines('1', '60000'), ...lines('1', '40000.01')])).toBe(
      'The invoice lines may add up to at most $100,000.',
    );
  });
});

describe('whole payloads', () => {
  it('accepts a minimal volunteer request, fills optional fields with empty values and drops unknown keys', () => {
    expect(schema('volunteer_request').parse({ ...volunteer, name: '  Kelly Brennan ', admin: true })).toEqual({
      ...volunteer,
      child_name: '',
      child_homeroom: '',
      comments: '',
    });
  });

  it('refuses a volunteer request without an activity', () => {
    expect(schema('volunteer_request').safeParse({ ...volunteer, volunteer_activity: undefined }).success).toBe(false);
  });

  it('accepts a reimbursement with invoice lines as typed, numbers and unfinished lines included', () => {
    const parsed = schema('reimbursement_request').parse({
      ...reimbursement,
      invoices: [
        { qty: 2, item: 'Vase', price: 35 },
        { qty: '', item: '', price: '' },
      ],
    });
    expect(parsed.invoices).toEqual([
      { qty: '2', item: 'Vase', price: '35' },
      { qty: '', item: '', price: '' },
    ]);
    expect(parsed.reimbursement_total).toBe(70);
    expect(parsed.associated_activites).toEqual([]);
  });
});
