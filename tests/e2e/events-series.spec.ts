/**
 * Recurring events on the officers' and the parents' screens (DESIGN section 9; docs/decisions/064): the
 * Event Editor's repeat controls, the Events Manager's marks, the calendar's dots on each occurrence, and the
 * scope dialog of an occurrence's save and delete. Everything happens in 2028 months no other test fills, with
 * titles of its own, so data other tests stored in the same server does not matter.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { createEvent, marker } from '../support/events';
import { auth, openSignedInAs, tokenFor } from '../support/sign-in';
import { waitForIslands } from '../support/hydration';

interface ApiEvent {
  id: string;
  title: string;
  location: string;
  startDt: string;
  series_id?: string;
  occurrence?: string;
  rrule?: string;
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The occurrences of a month with a title, in date order. */
async function occurrences(request: APIRequestContext, month: string, title: RegExp): Promise<ApiEvent[]> {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  const response = await request.get(`/v2/api/event?per_page=50&start_dt=${month}-01&end_dt=${next}-01`);
  expect(response.status()).toBe(200);
  return ((await response.json()).results as ApiEvent[]).filter((event) => title.test(event.title));
}

/** The dot buttons of one day of the month grid. */
const dotsOn = (page: Page, day: number) =>
  page
    .locator('.month-calendar__day')
    .filter({ has: page.locator('.month-calendar__date', { hasText: new RegExp(`^${day}$`) }) })
    .locator('button.event-dot');

/** Opens the Event Editor on one occurrence from the Events Manager's list. */
async function editOccurrence(page: Page, month: string, id: string) {
  await openSignedInAs(page, 'editor', `/access/events?month=${month}`);
  await page.locator(`[data-event-id="${id}"]`).click();
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
  // The form starts again once the date has loaded: what is typed or added before that is gone.
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).not.toHaveValue('');
}

/** A weekly series on Tuesdays made through the API. */
async function weeklySeries(request: APIRequestContext, title: string, firstDay: string, count: number) {
  const token = await tokenFor(request, 'editor');
  await createEvent(request, token, {
    title,
    location: 'Hall',
    startDt: `${firstDay}T19:00`,
    endDt: `${firstDay}T20:00`,
    rrule: `FREQ=WEEKLY;BYDAY=TU;COUNT=${count}`,
  });
}

test.describe('recurring events in the Event Editor and the Events Manager (DESIGN section 9)', () => {
  for (const [width, month] of [
    [390, '2028-05'],
    [1280, '2028-06'],
  ] as const) {
    test(`creates a weekly series with a skipped date at ${width} px: marked in the list, a dot on each date`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const title = `Series Coffee ${marker()}`;
      // The first Tuesday of each month: May 2 and June 6, 2028.
      const first = month === '2028-05' ? 2 : 6;
      const day = (offset: number) => `${month}-${String(first + offset).padStart(2, '0')}`;
      await openSignedInAs(page, 'editor', `/access/events?month=${month}`);
      await page.getByRole('button', { name: 'Add Event' }).click();
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await page.getByLabel('Start').fill(`${day(0)}T19:00`);
      await page.getByLabel('End').fill(`${day(0)}T20:00`);
      await page.getByLabel('Repeats').selectOption({ label: 'Weekly on Tuesday' });
      await expect(page.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
      await expect(page.getByText('Choose an end: a date or a number of times')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

      await page.getByLabel('Number of times').fill('4');
      await expect(page.getByRole('status').filter({ hasText: 'Repeats: Every Tuesday, 4 times' })).toBeVisible();
      await page.getByLabel('Date to skip').fill(day(14));
      await page.getByRole('button', { name: 'Skip this date' }).click();
      await expect(page.getByRole('button', { name: /^Stop skipping/ })).toHaveCount(1);
      await expectNoAxeViolations(page, `Event Editor's repeat controls at ${width}px`);

      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(toast(page, 'Successfully Created Event')).toBeVisible();
      const items = page.getByRole('region', { name: 'Events this month' }).getByRole('listitem').filter({ hasText: title });
      await expect(items).toHaveCount(3);
      for (const item of await items.all()) await expect(item).toContainText('Repeats: Every Tuesday, 4 times');
      await expectNoAxeViolations(page, `Events Manager with a series at ${width}px`);

      await page.goto(`/events?month=${month}`);
      for (const offset of [0, 7, 21]) await expect(dotsOn(page, first + offset).filter({ hasText: title })).toHaveCount(1);
      await expect(dotsOn(page, first + 14).filter({ hasText: title })).toHaveCount(0);
      // The month list shows each occurrence too; its second opens with the rule in words.
      await page.getByRole('button', { name: title, exact: true }).nth(1).click();
      const popup = page.getByRole('dialog', { name: title });
      await expect(popup.getByText('Every Tuesday, 4 times')).toBeVisible();
      await expectNoAxeViolations(page, `event popup of an occurrence at ${width}px`);
    });
  }

  test("an occurrence's address draws its rule in words before any script, and keeps them once hydrated", async ({ page, request }) => {
    const title = `Series Quiz ${marker()}`;
    await weeklySeries(request, title, '2028-09-05', 3);
    const [, second] = await occurrences(request, '2028-09', new RegExp(`^${title}`));
    // The words' code loads apart from the popup's (docs/decisions/076): the page loads it before hydrating.
    expect(await (await request.get(`/events/${second!.id}`)).text()).toContain('Every Tuesday, 3 times');
    // The words the server drew are marked before any script runs: hydrating without them would replace them.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => document.querySelector('[data-repeats]')?.setAttribute('data-drawn-words', '')),
    );
    await page.goto(`/events/${second!.id}`);
    await waitForIslands(page);
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup).toBeVisible();
    await expect(popup.locator('[data-repeats][data-drawn-words]')).toHaveText('Every Tuesday, 3 times');
  });

  test('edits one occurrence, then this and following, then all, each as the dialog says', async ({ page, request }) => {
    const title = `Series Choir ${marker()}`;
    await weeklySeries(request, title, '2028-07-04', 4);
    const [, second, third] = await occurrences(request, '2028-07', new RegExp(`^${title}`));

    await editOccurrence(page, '2028-07', second!.id);
    await expect(page.getByText('This is one date of a repeating event.')).toBeVisible();
    await page.getByLabel('Location').fill('Library');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save repeating event' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'the scope dialog');
    await dialog.getByRole('button', { name: 'This event', exact: true }).click();
    await expect(toast(page, 'Successfully Created Event')).toBeVisible();
    // A toast of an earlier save may still show: the stored dates are awaited, not the toast alone.
    const mine = () => occurrences(request, '2028-07', new RegExp(`^${title}`));
    await expect.poll(async () => (await mine()).map((event) => event.location)).toEqual(['Hall', 'Library', 'Hall', 'Hall']);

    await editOccurrence(page, '2028-07', third!.id);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} Late`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'This and following events' }).click();
    await expect(toast(page, 'Successfully Created Event')).toBeVisible();
    await expect.poll(async () => (await mine()).map((event) => event.title)).toEqual([title, title, `${title} Late`, `${title} Late`]);
    const now = await mine();

    // A changed repeat cannot apply to one date: "This event" is not offered, and says why.
    await editOccurrence(page, '2028-07', now[0]!.id);
    await page.getByLabel('Location').fill('Gym');
    await page.getByLabel('Repeats').selectOption({ label: 'Daily' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('button', { name: 'This event', exact: true })).toBeDisabled();
    await expect(dialog.getByText('You changed the repeat or the skipped dates')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Repeats').selectOption({ label: 'Weekly on Tuesday' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'All events' }).click();
    await expect(toast(page, 'Successfully Created Event')).toBeVisible();
    // The first series: its one date's own place stays; the series split off before is another series.
    await expect
      .poll(async () => (await mine()).map((event) => `${event.title}@${event.location}`))
      .toEqual([`${title}@Gym`, `${title}@Library`, `${title} Late@Hall`, `${title} Late@Hall`]);
  });

  test('photos follow the dialog: one added for "This event" shows on that date only, one for "All events" on the others', async ({
    page,
    request,
  }) => {
    const title = `Series Art ${marker()}`;
    await weeklySeries(request, title, '2028-09-05', 3);
    const dates = await occurrences(request, '2028-09', new RegExp(`^${title}`));
    const [first, second, third] = dates.map((event) => event.id);
    const token = await tokenFor(request, 'editor');
    /** The titles of each date's photos, as the API lists them. */
    const photosOfDates = () =>
      Promise.all(
        [first, second, third].map(async (id) => {
          const response = await request.get(`/v2/api/photo/event/${id}?page=1&page_size=10`, { headers: auth(token) });
          return ((await response.json()).results as Array<{ title: string; src: string }>).map((photo) => photo.title);
        }),
      );
    const dialog = page.getByRole('dialog', { name: 'Save repeating event' });

    await editOccurrence(page, '2028-09', second!);
    await page.getByLabel('Add images').setInputFiles('tests/support/tiny.jpg');
    // The image is in the editor (read and shown) before the save that uploads it.
    await expect(page.locator('.image-uploader__item')).toHaveCount(1);
    await page.getByRole('button', { name: 'Submit' }).click();
    // Each choice says that the photos follow it.
    await expect(dialog.getByText('Only this date changes, its photos too; the repeat settings stay as they are.')).toBeVisible();
    await expect(dialog.getByText('Every date of the series changes, earlier ones too, photos included.')).toBeVisible();
    await dialog.getByRole('button', { name: 'This event', exact: true }).click();
    await expect(toast(page, 'Successfully Created Event')).toBeVisible();
    // The editor closes back to the month's list once every photo call is done.
    await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeHidden();
    await expect.poll(photosOfDates).toEqual([[], ['tiny.jpg'], []]);

    await editOccurrence(page, '2028-09', third!);
    await page.getByLabel('Add images').setInputFiles('tests/support/wide.png');
    // The image is in the editor (read and shown) before the save that uploads it.
    await expect(page.locator('.image-uploader__item')).toHaveCount(1);
    await page.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'All events' }).click();
    await expect(toast(page, 'Successfully Created Event')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeHidden();
    // The date with photos of its own keeps them, as it keeps its other own changes.
    await expect.poll(photosOfDates).toEqual([['wide.png'], ['tiny.jpg'], ['wide.png']]);

    // Each date's address shows its own photos in its popup.
    const [own] = (await (await request.get(`/v2/api/photo/event/${second}?page=1&page_size=3`)).json()).results as Array<{ src: string }>;
    const [shared] = (await (await request.get(`/v2/api/photo/event/${first}?page=1&page_size=3`)).json()).results as Array<{
      src: string;
    }>;
    for (const [id, src, width] of [
      [second, own!.src, 390],
      [first, shared!.src, 1280],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/events/${id}`);
      await expect(page.getByRole('dialog').locator('img.event-gallery__large')).toHaveAttribute('src', src);
      await expectNoAxeViolations(page, `a date's popup with its photos at ${width} px`);
    }
  });

  test('deletes with the dialog by keyboard: Escape cancels and returns focus, then this, following and all', async ({ page, request }) => {
    const title = `Series Bingo ${marker()}`;
    await weeklySeries(request, title, '2028-08-01', 4);
    let now = await occurrences(request, '2028-08', new RegExp(`^${title}`));
    expect(now).toHaveLength(4);

    await editOccurrence(page, '2028-08', now[1]!.id);
    const deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete repeating event' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'This event', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    expect(await occurrences(request, '2028-08', new RegExp(`^${title}`))).toHaveLength(4);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Successfully Deleted Event')).toBeVisible();
    now = await occurrences(request, '2028-08', new RegExp(`^${title}`));
    expect(now.map((event) => event.occurrence)).toEqual(['2028-08-01', '2028-08-15', '2028-08-22']);

    await editOccurrence(page, '2028-08', now[1]!.id);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'This and following events' }).click();
    await expect(toast(page, 'Successfully Deleted Event')).toBeVisible();
    now = await occurrences(request, '2028-08', new RegExp(`^${title}`));
    expect(now.map((event) => event.occurrence)).toEqual(['2028-08-01']);

    await editOccurrence(page, '2028-08', now[0]!.id);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'All events' }).click();
    await expect(toast(page, 'Successfully Deleted Event')).toBeVisible();
    expect(await occurrences(request, '2028-08', new RegExp(`^${title}`))).toEqual([]);
    const token = await tokenFor(request, 'editor');
    expect((await request.get(`/v2/api/event/${now[0]!.series_id}`, { headers: auth(token) })).status()).toBe(404);
  });
});

test.describe('"School closed" in the Events Manager (docs/decisions/065)', () => {
  for (const [width, day] of [
    [390, '2028-10-03'],
    [1280, '2028-11-07'],
  ] as const) {
    test(`skips a day in every repeating event on it, after listing them, at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const token = await tokenFor(request, 'editor');
      const mark = marker();
      const month = day.slice(0, 7);
      // A weekly and a monthly series with their first date that day, and a single event on it.
      const weekly = `Closed Weekly ${mark}`;
      const monthly = `Closed Monthly ${mark}`;
      const single = `Closed Single ${mark}`;
      await createEvent(request, token, {
        title: weekly,
        startDt: `${day}T15:00`,
        endDt: `${day}T16:00`,
        rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=4',
      });
      await createEvent(request, token, {
        title: monthly,
        startDt: `${day}T19:00`,
        endDt: `${day}T20:00`,
        rrule: 'FREQ=MONTHLY;BYDAY=1TU;COUNT=3',
      });
      await createEvent(request, token, { title: single, startDt: `${day}T10:00`, endDt: `${day}T11:00` });

      await openSignedInAs(page, 'editor', `/access/events?month=${month}`);
      await page.getByRole('button', { name: 'School closed' }).click();
      const dialog = page.getByRole('dialog', { name: 'School closed: skip a day' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Day the school is closed').fill(day);
      await expect(dialog.getByRole('listitem').filter({ hasText: weekly })).toBeVisible();
      await expect(dialog.getByRole('listitem').filter({ hasText: monthly })).toBeVisible();
      await expect(dialog.getByText(single)).toHaveCount(0);
      await expectNoAxeViolations(page, `School closed at ${width}px`);

      await dialog.getByRole('button', { name: /^Skip \d+ dates$/ }).click();
      await expect(toast(page, 'repeating events skip')).toBeVisible();
      await expect(dialog).toBeHidden();
      const left = await occurrences(request, month, new RegExp(mark));
      expect(left.filter((event) => event.startDt.startsWith(day)).map((event) => event.title)).toEqual([single]);
      // The other dates of both series stay.
      expect(left.some((event) => event.title === monthly)).toBe(false);
      expect(left.filter((event) => event.title === weekly).length).toBeGreaterThan(0);
    });
  }
});
