import { expect, test, type APIRequestContext } from '@playwright/test';
import { addMonths, type EventRecord } from '../../src/features/events/core/event';
import { runTsx } from '../support/commands';

/**
 * `npm run check-data` on the test server's stores (DESIGN section 5, docs/decisions/021 and 039): drift
 * made behind the API's back is named, `--repair` rebuilds it from the records, and the API reads it again.
 */
const MONTH = new Date().toISOString().slice(0, 7);
const monthEvents = async (request: APIRequestContext): Promise<EventRecord[]> => {
  const response = await request.get(`/v2/api/event?per_page=100&start_dt=${MONTH}-01&end_dt=${addMonths(MONTH, 1)}-01`);
  expect(response.status()).toBe(200);
  return (await response.json()).results as EventRecord[];
};

const editBlob = async (...args: string[]) => expect((await runTsx('tests/support/blob-edit.ts', args)).code).toBe(0);

// Each command starts a local emulation of its own.
test.describe.configure({ timeout: 180_000 });

/** The stored record of an event as a list answers it, without the two fields the answer adds. */
const recordOf = ({
  image_count: _count,
  default_image: _cover,
  ...record
}: EventRecord & { image_count?: number; default_image?: unknown }) => record;

test('check-data names a month summary that disagrees with the events, a stray key and the submission counts, --repair rebuilds them, and the event is read in its month again', async ({
  request,
}) => {
  const listed = await monthEvents(request);
  const event = listed.find((candidate) => candidate.startDt.startsWith(MONTH));
  expect(event, `a seeded event starting in ${MONTH}`).toBeTruthy();
  // This month's summary loses the event and gains one that does not exist; an index key of the layout
  // before summaries is left behind.
  const phantom = { ...recordOf(event!), id: 'no-such-event', title: 'No Such Event' };
  const summary = { month: MONTH, events: [...listed.filter((other) => other.id !== event!.id).map(recordOf), phantom] };
  const stray = `month/${MONTH}/${MONTH.replace('-', '')}01t0900_${MONTH.replace('-', '')}01t1000/no-such-event`;
  await editBlob('events', 'put', `summary/${MONTH}`, JSON.stringify(summary));
  await editBlob('events', 'put', stray, '{}');
  await editBlob('submissions', 'put', 'count/event_feedback', JSON.stringify({ counts: { '2001-01': 3 } }));
  const drifted = (await monthEvents(request)).map((other) => other.id);
  expect(drifted).not.toContain(event!.id);
  expect(drifted).toContain('no-such-event');

  const found = await runTsx('scripts/check-data/check-data.ts');
  expect(found.code, found.stderr).toBe(1);
  expect(found.stdout).toContain(
    `the summary of ${MONTH} (summary/${MONTH}) disagrees with the events: it lacks ${event!.id}; holds no-such-event, gone or no longer in the month`,
  );
  expect(found.stdout).toContain(`stray key ${stray}`);
  expect(found.stdout).toContain('stored count of event_feedback for 2001-01 is 3');
  expect(found.stdout).toContain('npm run check-data -- --repair');

  const repaired = await runTsx('scripts/check-data/check-data.ts', ['--repair']);
  expect(repaired.code, repaired.stdout + repaired.stderr).toBe(0);
  expect(repaired.stdout).toContain('checked again: clean');

  const again = await runTsx('scripts/check-data/check-data.ts');
  expect(again.code, again.stdout + again.stderr).toBe(0);
  expect(again.stdout).toContain('Clean: every index matches the records.');
  const repairedIds = (await monthEvents(request)).map((other) => other.id);
  expect(repairedIds).toContain(event!.id);
  expect(repairedIds).not.toContain('no-such-event');
  expect(await monthEvents(request)).toEqual(listed);
});
