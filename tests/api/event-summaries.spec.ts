import { expect, test, type APIResponse } from '@playwright/test';
import { auth, tokenFor } from '../support/sign-in';

/**
 * Month summaries under real parallel requests (docs/decisions/039): many event writes in one
 * month at once, through the API of the test server, each syncing the same month's summary with
 * conditional writes. None may be lost: the month then lists every saved event exactly as it is saved.
 */
interface ApiEvent {
  id: string;
  title: string;
  startDt: string;
  grade_list: string[];
  version: number;
}

// A year no other spec writes in (events.spec.ts counts up from 2031).
const MONTH = '2045-03';
const NEXT_MONTH = '2045-04';
const day = (index: number) => String(1 + (index % 28)).padStart(2, '0');
const gradesOf = (index: number) => [['kindergarten'], ['1st-grade'], []][index % 3]!;
const eventBody = (title: string, index: number) => ({
  title,
  startDt: `${MONTH}-${day(index)}T09:00`,
  endDt: `${MONTH}-${day(index)}T10:00`,
  grade_list: gradesOf(index),
});

async function results<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { results: T };
  return body.results;
}

const monthQuery = (month: string, extra = '') => `/v2/api/event?per_page=100&start_dt=${month}-01&end_dt=${nextMonthOf(month)}-01${extra}`;
const nextMonthOf = (month: string) => (month === MONTH ? NEXT_MONTH : '2045-05');

test('many event writes in one month at once: every create, edit, move and delete holds, and the month lists each as saved', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const token = await tokenFor(request, 'editor');
  const post = (path: string, data: unknown) => request.post(path, { headers: auth(token), data });

  const first = await Promise.all(
    Array.from({ length: 24 }, async (_, index) =>
      results<ApiEvent>(await post('/v2/api/event/new', eventBody(`Parallel ${index}`, index))),
    ),
  );
  expect(new Set(first.map((event) => event.id)).size).toBe(24);
  expect((await results<ApiEvent[]>(await request.get(monthQuery(MONTH)))).map((event) => event.id).sort()).toEqual(
    first.map((event) => event.id).sort(),
  );

  // At once: twelve more creates, six edits, three moves to the next month and three deletes.
  const [edited, moved, deleted] = [first.slice(0, 6), first.slice(6, 9), first.slice(9, 12)];
  const answers = await Promise.all([
    ...Array.from({ length: 12 }, (_, index) => post('/v2/api/event/new', eventBody(`Second ${index}`, index + 5))),
    ...edited.map((event, index) =>
      post('/v2/api/event/update', { ...eventBody(`${event.title} edited`, index), id: event.id, version: 1 }),
    ),
    ...moved.map((event) =>
      post('/v2/api/event/update', {
        ...eventBody(event.title, 0),
        startDt: `${NEXT_MONTH}-02T09:00`,
        endDt: `${NEXT_MONTH}-02T10:00`,
        id: event.id,
        version: 1,
      }),
    ),
    ...deleted.map((event) => request.delete(`/v2/api/event/delete/${event.id}`, { headers: auth(token) })),
  ]);
  expect(answers.map((answer) => answer.status())).toEqual(Array(answers.length).fill(200));
  const second = await Promise.all(answers.slice(0, 12).map((answer) => results<ApiEvent>(answer)));

  const month = await results<ApiEvent[]>(await request.get(monthQuery(MONTH)));
  const gone = new Set([...moved, ...deleted].map((event) => event.id));
  const expectedIds = [...first.filter((event) => !gone.has(event.id)), ...second].map((event) => event.id);
  expect(month.map((event) => event.id).sort()).toEqual(expectedIds.sort());
  expect(
    month
      .filter((event) => event.title.endsWith(' edited'))
      .map((event) => event.id)
      .sort(),
  ).toEqual(edited.map((event) => event.id).sort());
  // Each listed exactly as its own read answers it: the summary holds the saved version, not an older copy.
  for (const listed of month) expect(listed).toEqual(await results<ApiEvent>(await request.get(`/v2/api/event/${listed.id}`)));
  expect(month.map((event) => event.startDt)).toEqual(month.map((event) => event.startDt).sort());

  const next = await results<ApiEvent[]>(await request.get(monthQuery(NEXT_MONTH)));
  expect(next.map((event) => event.id).sort()).toEqual(moved.map((event) => event.id).sort());
  for (const { id } of deleted) expect((await request.get(`/v2/api/event/${id}`)).status()).toBe(404);

  // A grade's month: its own events and the school-wide ones, never another grade's.
  const kindergarten = await results<ApiEvent[]>(await request.get(monthQuery(MONTH, '&grade_level=kindergarten')));
  expect(kindergarten.map((event) => event.id).sort()).toEqual(
    month
      .filter((event) => event.grade_list.length === 0 || event.grade_list.includes('kindergarten'))
      .map((event) => event.id)
      .sort(),
  );
  expect(kindergarten.some((event) => event.grade_list.includes('1st-grade'))).toBe(false);

  await Promise.all(
    [...month, ...next].map(async (event) =>
      expect((await request.delete(`/v2/api/event/delete/${event.id}`, { headers: auth(token) })).status()).toBe(200),
    ),
  );
  expect(await results<ApiEvent[]>(await request.get(monthQuery(MONTH)))).toEqual([]);
  expect(await results<ApiEvent[]>(await request.get(monthQuery(NEXT_MONTH)))).toEqual([]);
});
