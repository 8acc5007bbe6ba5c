import { expect, test } from '../support/test';
import { newClient, type Client } from '../support/clients';
import { createEvent, deleteEvent, marker, type TestEvent } from '../support/events';
import { inParallel, storedFeedback, SUBMIT, unique, validFormData } from '../support/forms';
import { SUBMIT_RULE } from '../../src/features/forms/submit-form.server';
import { tokenFor } from '../support/sign-in';

/**
 * An event's page answering a feedback posted as a plain HTML form (docs/decisions/075): only from the site
 * itself, checked as the JSON API checks it, every refusal a 4xx with the form drawn again, a honeypot answered as
 * received, and the answer never kept by a cache.
 */
const INCOMPLETE = 'Please select a event rating &amp; add some feedback notes before submission';
const FAILED = 'Sorry, There was an issue submitting your feedback [Please Contact Site Admin]';

let editor: string;
let event: TestEvent;

test.beforeAll(async ({ request }) => {
  editor = await tokenFor(request, 'editor');
  event = await createEvent(request, editor, {
    title: `Posted Picnic ${marker()}`,
    startDt: '2020-06-01T10:00',
    endDt: '2020-06-01T12:00',
  });
});

test.afterAll(async ({ request }) => {
  await deleteEvent(request, editor, event.id);
});

const origin = () => new URL(test.info().project.use.baseURL ?? '').origin;

/** Posts the fields as a browser sends a form with its default encoding, from the site's own page. */
function postFeedback(client: Client, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return client.post(path, {
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin(), ...headers },
    data: new URLSearchParams(fields).toString(),
  });
}

test('a feedback posted from the page is received once, with its reference in the answer, which no cache keeps', async ({ request }) => {
  const note = unique('Posted feedback');
  const answer = await postFeedback(newClient(), `/events/${event.id}?view=feedback`, { rating: '9', feedback: note, website: '' });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('no-store');
  const reference = /form-confirmation__reference-value[^>]*>(HSA-\d{4}-\d{4})</.exec(await answer.text())?.[1];
  expect(reference).toBeDefined();
  const rows = await storedFeedback(request, note);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ reference, form_data: { rating: 9, event_name: event.name, event_title: event.title } });
});

test('from another site, or with no origin, it is refused before the page reads it', async ({ request }) => {
  const note = unique('Forged feedback');
  const forged = await postFeedback(
    newClient(),
    `/events/${event.id}`,
    { rating: '9', feedback: note },
    { origin: 'https://forged.example' },
  );
  expect(forged.status()).toBe(403);
  const bare = await newClient().post(`/events/${event.id}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams({ rating: '9', feedback: note }).toString(),
  });
  expect(bare.status()).toBe(403);
  expect(await storedFeedback(request, note)).toEqual([]);
});

test('what the rules refuse comes back as a 4xx with the form and its message, never a 5xx', async ({ request }) => {
  const client = newClient();
  const empty = await postFeedback(client, `/events/${event.id}`, {});
  expect(empty.status()).toBe(400);
  const emptyPage = await empty.text();
  expect(emptyPage).toContain(INCOMPLETE);
  // GOV.UK's pattern: the page's title says there is a problem.
  expect(emptyPage).toContain(`<title>Error: ${event.title}</title>`);

  const note = unique('Kept as typed');
  const noRating = await postFeedback(client, `/events/${event.id}`, { rating: 'ten', feedback: note });
  expect(noRating.status()).toBe(400);
  expect(await noRating.text()).toContain(`>${note}</textarea>`);

  const tooLong = await postFeedback(client, `/events/${event.id}`, { rating: '5', feedback: 'x'.repeat(501) });
  expect(tooLong.status()).toBe(400);
  expect(await tooLong.text()).toContain('Please use at most 500 characters.');

  const outOfRange = await postFeedback(client, `/events/${event.id}`, { rating: '11', feedback: note });
  expect(outOfRange.status()).toBe(400);

  const oversized = await postFeedback(client, `/events/${event.id}`, { rating: '5', feedback: 'x'.repeat(10_000) });
  expect(oversized.status()).toBe(413);
  expect(await oversized.text()).toContain(FAILED);
  expect(await storedFeedback(request, note)).toEqual([]);
});

test('a filled honeypot is answered as received and keeps nothing; an unknown event answers 404', async ({ request }) => {
  const note = unique('Bot feedback');
  const bot = await postFeedback(newClient(), `/events/${event.id}`, { rating: '10', feedback: note, website: 'https://spam.example' });
  expect(bot.status()).toBe(200);
  expect(await bot.text()).toContain('Thank you, we received your feedback');
  expect(await storedFeedback(request, note)).toEqual([]);

  const unknown = await postFeedback(newClient(), '/events/no-such-event-posted', { rating: '10', feedback: note });
  expect(unknown.status()).toBe(404);
});

test("a sender over the minute's limit gets 429 with Retry-After and the failure sentence, as from the JSON API", async ({ request }) => {
  const client = newClient();
  // A bot's flood through the JSON API fills the address's minute: honeypot hits count, and are stored nowhere.
  const bot = { form_type: 'event_feedback', form_data: { ...validFormData('event_feedback', 'Buy now'), website: 'http://spam.example' } };
  const flood = await inParallel(SUBMIT_RULE.burst!.limit, 6, async () => (await client.post(SUBMIT, { data: bot })).status());
  expect(flood).toEqual(Array(SUBMIT_RULE.burst!.limit).fill(200));
  const note = unique('Over the limit');
  const refused = await postFeedback(client, `/events/${event.id}`, { rating: '5', feedback: note });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  const page = await refused.text();
  expect(page).toContain(FAILED);
  expect(page).toContain(`>${note}</textarea>`);
  expect(await storedFeedback(request, note)).toEqual([]);
});

test('an event not yet over offers no feedback form, and refuses a feedback posted to it', async ({ request }) => {
  const coming = await createEvent(request, editor, {
    title: `Coming Picnic ${marker()}`,
    startDt: '2044-06-01T10:00',
    endDt: '2044-06-01T12:00',
  });
  try {
    const drawn = await newClient().get(`/events/${coming.id}?view=feedback`);
    expect(drawn.status()).toBe(200);
    expect(await drawn.text()).not.toContain('name="feedback"');
    const note = unique('Too early');
    const early = await postFeedback(newClient(), `/events/${coming.id}?view=feedback`, { rating: '8', feedback: note });
    expect(early.status()).toBe(400);
    expect(early.headers()['cache-control']).toBe('no-store');
    expect(await storedFeedback(request, note)).toEqual([]);
  } finally {
    await deleteEvent(request, editor, coming.id);
  }
});
