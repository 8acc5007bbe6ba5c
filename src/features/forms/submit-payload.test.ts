import { describe, expect, it } from 'vitest';
import { eventFeedbackSchema, isHoneypotFilled, submissionSchema } from './payload-schema';

const feedback = {
  rating: 8,
  feedback: 'Lovely evening.',
  event_name: 'fall-festival',
  event_title: 'Fall Festival',
  event_date: '2026-10-28T10:00',
};
const warning = 'Please select a event rating & add some feedback notes before submission';
const firstMessage = (value: unknown) => {
  const result = eventFeedbackSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('event feedback (SPEC sections 3, 5 and 9)', () => {
  it('accepts a rating from 1 to 10 with some feedback', () => {
    expect(firstMessage(feedback)).toBeNull();
    expect(firstMessage({ ...feedback, rating: 1 })).toBeNull();
    expect(firstMessage({ ...feedback, rating: 10 })).toBeNull();
  });

  it('asks for a rating and feedback notes with the spec warning', () => {
    expect(firstMessage({ ...feedback, rating: 0 })).toBe(warning);
    expect(firstMessage({ ...feedback, rating: undefined })).toBe(warning);
    expect(firstMessage({ ...feedback, rating: 7.5 })).toBe(warning);
    expect(firstMessage({ ...feedback, feedback: '  ' })).toBe(warning);
  });

  it("needs the event's name, title and a real start date", () => {
    expect(firstMessage({ ...feedback, event_title: '' })).toBe('This field is required.');
    // The spec fixes no format for event_date: older clients' forms are kept as sent, but it must be there.
    expect(firstMessage({ ...feedback, event_date: '2026-10-28' })).toBeNull();
    expect(firstMessage({ ...feedback, event_date: '28 Oct 2026 10:00 a.m.' })).toBeNull();
    expect(firstMessage({ ...feedback, event_date: '  ' })).toBe('This field is required.');
    expect(firstMessage({ ...feedback, event_date: 'x'.repeat(201) })).toMatch(/at most 200/);
  });
});

describe('submit-form payload', () => {
  const schema = submissionSchema({ activities: [{ name: 'Book Fair', value: 'book-fair' }] });
  const reimbursement = {
    name: 'Beth Moran',
    email: 'beth@example.org',
    volunteer_activity: 'Pay Invoice',
    payto_name: 'Books LLC',
    payto_address: '400 Main St',
    phone: '410-555-0190',
    pay_arrangement: 'Arrange Pickup',
    description: 'Stands',
    reimbursement_total: 100,
    invoices: [
      { qty: '4', item: 'Display stand', price: '25' },
      { qty: '1', item: 'Tape', price: '0.1' },
    ],
    receipts: ['stand.pdf'],
  };

  it('refuses unknown form types with a message naming the known ones', () => {
    const result = schema.safeParse({ form_type: 'payroll', form_data: {} });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Unknown form type. Expected one of: volunteer_request, volunteer_hours_request, reimbursement_request, event_feedback.',
    );
  });

  it("validates form_data with that form's schema", () => {
    const result = schema.safeParse({
      form_type: 'volunteer_request',
      form_data: { name: 'Ann', email: 'ann@example.org', volunteer_activity: 'fun-run' },
    });
    expect(result.error?.issues[0]?.path).toEqual(['form_data', 'volunteer_activity']);
  });

  it("computes reimburesment_total from the invoice lines, never taking the client's figure", () => {
    const parsed = schema.parse({ form_type: 'reimbursement_request', form_data: { ...reimbursement, reimburesment_total: 1_000_000 } });
    expect(parsed.form_data.reimburesment_total).toBe(100.1);
    expect(parsed.form_data.reimbursement_total).toBe(100);
  });

  it('drops the honeypot field from what is stored', () => {
    const parsed = schema.parse({ form_type: 'event_feedback', form_data: { ...feedback, website: '' } });
    expect(parsed).toEqual({ form_type: 'event_feedback', form_data: feedback });
  });
});

describe('honeypot', () => {
  it('tells a filled honeypot from an empty or missing one', () => {
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website: 42 })).toBe(true);
    expect(isHoneypotFilled({ website: '  ' })).toBe(false);
    expect(isHoneypotFilled({ name: 'Ann' })).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled('website')).toBe(false);
  });
});
