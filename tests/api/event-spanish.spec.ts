/**
 * An event's Spanish title and description through the API (docs/decisions/070), against the build and its
 * blob store: saved beside the English, answered by every read that asks for them, edited and cleared like
 * any optional field, held to the English's limits, and carried by a series to its occurrences. Its events are
 * in 2071, a year no other test fills, and are deleted at the end.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { auth, tokenFor } from '../support/sign-in';
import { marker } from '../support/events';

interface ApiEvent {
  id: string;
  title: string;
  title_es: string;
  description: string;
  description_es: string;
  version: number;
  startDt: string;
  endDt: string;
}

const tag = marker();
let token = '';
const created: string[] = [];

test.beforeAll(async ({ request }) => {
  token = await tokenFor(request, 'editor');
});

test.afterAll(async ({ request }) => {
  for (const id of created) await request.delete(`/v2/api/event/delete/${id}`, { headers: auth(token) });
});

async function save(request: APIRequestContext, path: 'new' | 'update', data: Record<string, unknown>): Promise<ApiEvent> {
  const response = await request.post(`/v2/api/event/${path}`, { headers: auth(token), data });
  expect(response.status(), await response.text()).toBe(200);
  const event = (await response.json()).results as ApiEvent;
  if (path === 'new') created.push(event.id);
  return event;
}

const read = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()).results;
};

test.describe("an event's Spanish title and description (docs/decisions/070)", () => {
  test('are saved, read back by the event, the month, the home and the grade calls, updated and cleared', async ({ request }) => {
    const event = await save(request, 'new', {
      title: `Book Fair ${tag}`,
      title_es: ` Feria del libro ${tag} `,
      description: 'Bring a bag.',
      description_es: 'Traiga una bolsa.',
      startDt: '2071-03-10T09:00',
      endDt: '2071-03-10T15:00',
    });
    expect(event).toMatchObject({ title_es: `Feria del libro ${tag}`, description_es: 'Traiga una bolsa.' });

    expect(await read(request, `/v2/api/event/${event.id}`)).toMatchObject({
      title: `Book Fair ${tag}`,
      title_es: `Feria del libro ${tag}`,
      description_es: 'Traiga una bolsa.',
    });
    const month = (await read(request, '/v2/api/event?per_page=50&start_dt=2071-03-01&end_dt=2071-04-01')) as ApiEvent[];
    expect(month.find((item) => item.id === event.id)).toMatchObject({
      title_es: `Feria del libro ${tag}`,
      description_es: 'Traiga una bolsa.',
    });
    const home = (await read(
      request,
      '/v2/api/event??per_page=11&start_dt=2071-03-01&include_fields=id,title,title_es,startDt,endDt',
    )) as Array<Record<string, unknown>>;
    expect(home.find((item) => item.id === event.id)).toEqual({
      id: event.id,
      title: `Book Fair ${tag}`,
      title_es: `Feria del libro ${tag}`,
      startDt: '2071-03-10T09:00',
      endDt: '2071-03-10T15:00',
    });

    const updated = await save(request, 'update', { ...event, title_es: `Feria de primavera ${tag}` });
    expect(updated).toMatchObject({ version: 2, title_es: `Feria de primavera ${tag}`, description_es: 'Traiga una bolsa.' });
    expect(await read(request, `/v2/api/event/${event.id}`)).toMatchObject({ title_es: `Feria de primavera ${tag}` });

    // An edit that leaves them out stores none, as with any optional field; the Spanish site then shows the English.
    const { title_es: _title, description_es: _description, ...withoutSpanish } = updated;
    const cleared = await save(request, 'update', withoutSpanish);
    expect(cleared).toMatchObject({ version: 3, title_es: '', description_es: '' });
  });

  test('an event saved without them answers them empty', async ({ request }) => {
    const event = await save(request, 'new', { title: `Bake Sale ${tag}`, startDt: '2071-05-02T09:00', endDt: '2071-05-02T11:00' });
    expect(await read(request, `/v2/api/event/${event.id}`)).toMatchObject({ title_es: '', description_es: '' });
  });

  test('a Spanish title or description too long is a 400 that says so', async ({ request }) => {
    const body = { title: `Too Long ${tag}`, startDt: '2071-06-02T09:00', endDt: '2071-06-02T11:00' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...body, title_es: 'x'.repeat(121) }, 'The Spanish title can be at most 120 characters. (title_es)'],
      [{ ...body, description_es: 'x'.repeat(5001) }, 'The Spanish description can be at most 5000 characters. (description_es)'],
    ];
    for (const [data, message] of cases) {
      const response = await request.post('/v2/api/event/new', { headers: auth(token), data });
      expect(response.status()).toBe(400);
      expect((await response.json()).error).toBe(message);
    }
    expect((await read(request, '/v2/api/event?per_page=50&start_dt=2071-06-01&end_dt=2071-07-01')) as ApiEvent[]).toEqual([]);
  });

  test('a series carries them to every occurrence; one date may have its own', async ({ request }) => {
    const series = await save(request, 'new', {
      title: `Parents Meeting ${tag}`,
      title_es: `Reunión de padres ${tag}`,
      startDt: '2071-09-01T19:00',
      endDt: '2071-09-01T20:00',
      rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3',
    });
    const occurrences = async () =>
      ((await read(request, '/v2/api/event?per_page=50&start_dt=2071-09-01&end_dt=2071-10-01')) as ApiEvent[]).filter((item) =>
        item.id.startsWith(`${series.id}_`),
      );
    expect((await occurrences()).map((item) => item.title_es)).toEqual(Array(3).fill(`Reunión de padres ${tag}`));
    const second = (await occurrences())[1]!;
    await save(request, 'update', { ...second, title_es: `Reunión en el gimnasio ${tag}`, scope: 'this' });
    expect((await occurrences()).map((item) => item.title_es)).toEqual([
      `Reunión de padres ${tag}`,
      `Reunión en el gimnasio ${tag}`,
      `Reunión de padres ${tag}`,
    ]);
  });
});
