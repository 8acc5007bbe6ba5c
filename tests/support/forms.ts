/** Submissions for the forms API tests: valid payloads from senders of their own, and the dashboard's total. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { FormType } from '../../src/features/forms/form-types';
import type { Submission } from '../../src/features/submissions';
import { auth, tokenFor } from './sign-in';

export const SUBMIT = '/v1/api/submit-form';
export const formData = (key: string) => `/v1/user_auth/form-data/${key}`;

const random = (size: number) => Math.floor(Math.random() * size);

/** An email of its own, so the per-email submission limit (docs/decisions/022) counts only what one test sends on purpose. */
export const senderEmail = (name: string) => `${name}.${random(36 ** 6).toString(36)}@example.org`;

/** A valid form_data of each form type; `marker` goes into a text field so the stored row can be found. */
export function validFormData(formType: FormType, marker: string): Record<string, unknown> {
  switch (formType) {
    case 'volunteer_request':
      return {
        name: marker,
        email: senderEmail('ann'),
        child_name: 'Liam',
        child_homeroom: '3B',
        volunteer_activity: 'book-fair',
        comments: 'Mornings',
      };
    case 'volunteer_hours_request':
      return { name: marker, email: senderEmail('ann'), volunteer_activity: 'classroom-help', activity_date: '2026-11-10', hours: '2.5' };
    case 'reimbursement_request':
      return {
        name: marker,
        email: senderEmail('beth'),
        volunteer_activity: 'Reimburesment',
        notes: '',
        payto_name: 'Beth Moran',
        payto_address: '12 Elm Street',
        phone: '410-555-0134',
        pay_arrangement: 'Mail Directly',
        associated_activites: [{ label: 'Book Fair', value: 'book-fair' }],
        description: 'Coffee for the book fair',
        invoices: [{ qty: '2', item: 'Coffee', price: '6.25' }],
        reimbursement_total: '12.50',
        reimburesment_total: 12.5,
        receipts: [],
      };
    case 'event_feedback':
      return { rating: 8, feedback: marker, event_name: 'fall-festival', event_title: 'Fall Festival', event_date: '2026-10-28T10:00' };
  }
}

export const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

let treasurer: Promise<string> | undefined;

/** One sign-in per test file: each costs a deliberately slow password check. */
export function treasurerToken(request: APIRequestContext): Promise<string> {
  treasurer ??= tokenFor(request, 'treasurer');
  return treasurer;
}

/**
 * Runs `count` calls with at most `inFlight` at a time. The local emulation starts a worker per call and
 * gives each 30 s, so on a small shared machine a few dozen at once time out in the emulation itself.
 */
export async function inParallel<T>(count: number, inFlight: number, call: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await call(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, lane));
  return results;
}

/** How many submissions of a form the treasurer's list reports. */
export async function totalCount(request: APIRequestContext, token: string, formType: FormType): Promise<number> {
  const response = await request.get(`${formData(formType)}?page=1&page_size=1`, { headers: auth(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { totalCount: number }).totalCount;
}

/** The stored event feedback with this text, through the treasurer's list (the latest 50). */
export async function storedFeedback(request: APIRequestContext, text: string): Promise<Submission[]> {
  const response = await request.get(`${formData('event_feedback')}?page=1&page_size=50`, { headers: auth(await treasurerToken(request)) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: Submission[] }).results.filter((row) => row.form_data.feedback === text);
}
