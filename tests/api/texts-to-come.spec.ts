/**
 * The officers' texts to come (docs/decisions/071), against the build and its blob store: the Site Content
 * tool's read of the events and sign-up slots a parent can still see, each text beside its Spanish. Its events
 * come within the next weeks (the read looks 24 months ahead), under a marker of their own, deleted at the end.
 */
import { expect, test } from '@playwright/test';
import { createEvent, deleteEvent, marker, schoolDay } from '../support/events';
import { putSheet } from '../support/signups';
import { auth, tokenFor } from '../support/sign-in';
import type { TextsToCome } from '../../src/features/content/texts-to-come';

const PATH = '/v1/user_auth/content/texts-to-come';

const dayFrom = (day: string, count: number) => new Date(Date.parse(`${day}T12:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

test('answers the events and sheets to come, each series once with its dates changed on their own, to content editors only', async ({
  request,
}) => {
  const tag = marker();
  const [editor, admin] = [await tokenFor(request, 'editor'), await tokenFor(request, 'admin')];
  const today = schoolDay();
  const made: string[] = [];
  try {
    const fair = await createEvent(request, editor, {
      title: `Book Fair ${tag}`,
      title_es: `Feria del libro ${tag}`,
      description: 'Books for every age.',
      startDt: `${dayFrom(today, 3)}T09:00`,
      endDt: `${dayFrom(today, 3)}T12:00`,
    });
    const past = await createEvent(request, editor, {
      title: `Bake Sale ${tag}`,
      startDt: `${dayFrom(today, -3)}T09:00`,
      endDt: `${dayFrom(today, -3)}T12:00`,
    });
    const first = dayFrom(today, 7);
    const series = await createEvent(request, editor, {
      title: `Chess Club ${tag}`,
      startDt: `${first}T15:00`,
      endDt: `${first}T16:00`,
      rrule: 'FREQ=WEEKLY;COUNT=4',
    });
    made.push(fair.id, past.id, series.id);
    // The third date gets a title of its own ("This event").
    const third = dayFrom(first, 14);
    const changedId = `${series.id}_${third.replaceAll('-', '')}`;
    const changed = await request.post('/v2/api/event/update', {
      headers: auth(editor),
      data: {
        id: changedId,
        version: 1,
        scope: 'this',
        title: `Chess Club ${tag} holiday match`,
        startDt: `${third}T15:00`,
        endDt: `${third}T16:00`,
        rrule: 'FREQ=WEEKLY;COUNT=4',
      },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await putSheet(request, editor, fair.id, {
      slots: [
        { title: 'Cashier', capacity: 2 },
        { title: 'Set-up', title_es: 'Montaje', capacity: 3 },
      ],
    });

    expect((await request.get(PATH)).status()).toBe(401);
    // The editor holds events and formations, not content.
    expect((await request.get(PATH, { headers: auth(editor) })).status()).toBe(403);

    const response = await request.get(PATH, { headers: auth(admin) });
    expect(response.status(), await response.text()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const { results } = (await response.json()) as { results: TextsToCome };
    expect(results.today).toBe(today);
    const ours = results.events.filter((event) => (event.title ?? '').includes(tag) || event.series_id === series.id);
    expect(ours).toEqual([
      {
        id: fair.id,
        startDt: fair.startDt,
        endDt: fair.endDt,
        title: fair.title,
        title_es: `Feria del libro ${tag}`,
        description: 'Books for every age.',
        description_es: '',
      },
      {
        id: series.id,
        startDt: `${first}T15:00`,
        endDt: `${first}T16:00`,
        title: series.title,
        title_es: '',
        description: '',
        description_es: '',
      },
      {
        id: changedId,
        series_id: series.id,
        changed_on: third,
        startDt: `${third}T15:00`,
        endDt: `${third}T16:00`,
        title: `Chess Club ${tag} holiday match`,
        title_es: '',
      },
    ]);
    expect(results.sheets.filter((sheet) => sheet.event_id === fair.id)).toEqual([
      {
        event_id: fair.id,
        title: fair.title,
        startDt: fair.startDt,
        endDt: fair.endDt,
        slots: [
          { id: expect.any(String), title: 'Cashier', title_es: '' },
          { id: expect.any(String), title: 'Set-up', title_es: 'Montaje' },
        ],
      },
    ]);
  } finally {
    for (const id of made) await deleteEvent(request, editor, id);
  }
});
