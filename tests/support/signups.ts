/**
 * Sign-up sheets for the tests (DESIGN section 9, docs/decisions/066): an event of its own far in the future, a
 * sheet on it, a parent's sign-up from an address of its own (the forms' limits count per address), and the
 * private link its confirmation mail carries.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { newClient, type Client } from './clients';
import { createEvent, marker, type TestEvent } from './events';
import type { Mailbox, ReceivedMail } from './mailbox';
import { auth } from './sign-in';

export const publicSheetPath = (eventId: string) => `/v1/api/signups/${eventId}`;
export const officerSheetPath = (eventId: string) => `/v1/user_auth/signups/${eventId}`;
export const managePath = (token: string) => `/v1/api/signups/manage/${token}`;

/** The officers' answer, as the server types it. */
export type { SheetAnswer } from '../../src/features/signups/server/signups.server';
import type { SheetAnswer } from '../../src/features/signups/server/signups.server';

/** Events in years far ahead (2076-2099), a Saturday morning in October, so nothing else shares its month. */
let nextYear = 2076 + Math.floor(Math.random() * 12);
export async function futureEvent(request: APIRequestContext, token: string, more: Record<string, unknown> = {}): Promise<TestEvent> {
  const year = nextYear;
  nextYear = nextYear >= 2099 ? 2076 : nextYear + 1;
  return createEvent(request, token, {
    title: `Fall Festival ${marker()}`,
    startDt: `${year}-10-05T09:00`,
    endDt: `${year}-10-05T13:00`,
    location: 'Parish Hall',
    ...more,
  });
}

export async function putSheet(
  request: APIRequestContext,
  token: string,
  eventId: string,
  body: Record<string, unknown>,
): Promise<SheetAnswer> {
  const response = await request.put(officerSheetPath(eventId), { headers: auth(token), data: body });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { results: SheetAnswer }).results;
}

export async function readRoster(request: APIRequestContext, token: string, eventId: string): Promise<SheetAnswer> {
  const response = await request.get(officerSheetPath(eventId), { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { results: SheetAnswer }).results;
}

export const volunteerEmail = (name = 'volunteer') => `${name}.${marker()}@families.example.org`;

/** A parent's sign-up, sent from a client of its own unless one is given. */
export function signUp(eventId: string, body: Record<string, unknown>, client: Client = newClient()) {
  return client.post(publicSheetPath(eventId), { data: { website: '', ...body } });
}

/** An event of its own far ahead (`more`: its other fields) with a sheet on it: the event and the sheet as saved. */
export async function eventWithSheet(
  request: APIRequestContext,
  token: string,
  sheet: Record<string, unknown>,
  more: Record<string, unknown> = {},
): Promise<{ event: TestEvent; sheet: SheetAnswer }> {
  const event = await futureEvent(request, token, more);
  return { event, sheet: await putSheet(request, token, event.id, sheet) };
}

/** A parent's sign-up that the sheet takes (confirmed or waitlisted), sent as `signUp` sends it. */
export async function signUpTaken(eventId: string, body: Record<string, unknown>, client?: Client): Promise<void> {
  const response = await signUp(eventId, body, client);
  expect(response.status(), await response.text()).toBe(200);
}

/** The private link in a volunteer's mail: its address (under /es/ or not) and its token. */
export function manageLinkIn(mail: ReceivedMail): { url: string; token: string } {
  const match = /https?:\/\/[^\s]+\/volunteers\/signup\/([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '');
  expect(match, 'the mail carries the private link').not.toBeNull();
  return { url: match![0], token: match![1]! };
}

/** A parent's sign-up that the sheet takes, and the token of the private link in its confirmation mail. */
export async function signUpForLink(mailbox: Mailbox, eventId: string, body: { email: string } & Record<string, unknown>): Promise<string> {
  await signUpTaken(eventId, body);
  const [confirmation] = await mailbox.expectTo(body.email);
  return manageLinkIn(confirmation!).token;
}
