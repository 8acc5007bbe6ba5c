/**
 * A limit of N a minute accepts exactly N (docs/decisions/047): the per-address limit on public
 * forms (SUBMIT_RULE, docs/decisions/022) counts each attempt as a blob and lists them, so it holds only when
 * a listing shows every write that completed before it, and only when attempts that meet at the limit's
 * edge do not all withdraw. Sent from an address of its own, so no later test finds that address's minute
 * full.
 */
import { expect, test } from '@playwright/test';
import { SUBMIT_RULE } from '../../src/features/forms/submit-form.server';
import { newClient } from '../support/clients';
import { inParallel, SUBMIT, validFormData } from '../support/forms';

/** As many at once as the local emulation serves without timing out in itself (tests/support/forms.ts). */
const IN_FLIGHT = 16;

// A bot's posts: they count like any submission, and a filled honeypot makes them stored and mailed nowhere.
const botPost = {
  form_type: 'event_feedback',
  form_data: { ...validFormData('event_feedback', 'Buy now'), website: 'http://spam.example' },
};

test('the limit plus 10 submissions at once from one address: exactly the limit are accepted, the other 10 refused with 429', async () => {
  test.setTimeout(120_000);
  const limit = SUBMIT_RULE.burst!.limit;
  const address = newClient();
  const started = Date.now();
  const statuses = await inParallel(limit + 10, IN_FLIGHT, async () => (await address.post(SUBMIT, { data: botPost })).status());
  expect(Date.now() - started, 'the burst took longer than the minute it has to fall in').toBeLessThan(60_000);
  const tally = Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((other) => other === status).length]));
  expect(tally).toEqual({ 200: limit, 429: 10 });
  // The minute is full: one more is refused too, with the time it frees up.
  const more = await address.post(SUBMIT, { data: botPost });
  expect(more.status()).toBe(429);
  expect(Number(more.headers()['retry-after'])).toBeGreaterThan(0);
});
