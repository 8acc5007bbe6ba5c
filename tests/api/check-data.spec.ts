import { expect, test, type APIRequestContext } from '@playwright/test';
import { indexKeysOf } from '../../src/features/events/event-index.server';
import type { EventRecord } from '../../src/features/events/event';
import { addMonths } from '../../src/features/events/event-range';
import { runTsx } from '../support/commands';

/**
 * `npm run check-data` on the test server's stores (DESIGN section 5, docs/decisions/021): drift made
 * behind the API's back is named, `--repair` rebuilds it from the records, and the API reads it again.
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

test('check-data names drift of the events index and the submission counts, --repair rebuilds it, and the event is read in its month again', async ({
  request,
}) => {
  const event = (await monthEvents(request)).find((candidate) => candidate.startDt.startsWith(MONTH));
  expect(event, `a seeded event starting in ${MONTH}`).toBeTruthy();
  const lost = indexKeysOf(event!).find((key) => key.startsWith(`month/${MONTH}/`))!;
  const stray = `month/${MONTH}/${MONTH.replace('-', '')}01t0900_${MONTH.replace('-', '')}01t1000/no-such-event`;
  await editBlob('events', 'delete', lost);
  await editBlob('events', 'put', stray, '{}');
  await editBlob('submissions', 'put', 'count/event_feedback', JSON.stringify({ counts: { '2001-01': 3 } }));
  expect((await monthEvents(request)).map((listed) => listed.id)).not.toContain(event!.id);

  const found = await runTsx('scripts/check-data.ts');
  expect(found.code, found.stderr).toBe(1);
  expect(found.stdout).toContain(`missing index key ${lost} (event ${event!.id})`);
  expect(found.stdout).toContain(`stray index key ${stray}`);
  expect(found.stdout).toContain('stored count of event_feedback for 2001-01 is 3');
  expect(found.stdout).toContain('npm run check-data -- --repair');

  const repaired = await runTsx('scripts/check-data.ts', ['--repair']);
  expect(repaired.code, repaired.stdout + repaired.stderr).toBe(0);
  expect(repaired.stdout).toContain('checked again: clean');

  const again = await runTsx('scripts/check-data.ts');
  expect(again.code, again.stdout + again.stderr).toBe(0);
  expect(again.stdout).toContain('Clean: every index matches the records.');
  expect((await monthEvents(request)).map((listed) => listed.id)).toContain(event!.id);
});
