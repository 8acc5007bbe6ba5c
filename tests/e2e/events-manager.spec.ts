import { expect, test, type APIRequestContext } from '../support/test';
import { addMonths, monthOf } from '../../src/features/events/core/event';
import { EVENT_DATE_FORMATS, formatEventDate, formatMonth } from '../../src/features/events/core/event-format';
import { schoolToday } from '../../src/features/events/core/event-time';
import { expectNoAxeViolations } from '../support/a11y';
import { auth, openSignedInAs, tokenFor } from '../support/sign-in';

/**
 * The Events Manager (SPEC, Events Manager). It opens on this month; the events made here start on the
 * first day of the month before or after just after midnight, so they lead those months' lists.
 */
const thisMonth = monthOf(schoolToday());
const previous = addMonths(thisMonth, -1);
const next = addMonths(thisMonth, 1);
const name = (month: string) => formatMonth(month, EVENT_DATE_FORMATS.monthName);
/** 'Oct 01, 2026' */
const day = (month: string, dayOfMonth: number) => formatEventDate(`${month}-0${dayOfMonth}`, EVENT_DATE_FORMATS.date);

async function createEvent(request: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  const token = await tokenFor(request, 'editor');
  const response = await request.post('/v2/api/event/new', { headers: auth(token), data: body });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()).results as { id: string }).id;
}

test.describe('the Events Manager (SPEC, Events Manager)', () => {
  test('shows the calendar, the legend and the month list with Add Event first, past styling and both date forms', async ({
    page,
    request,
  }) => {
    const suffix = Date.now().toString(36);
    await createEvent(request, { title: `Past Social ${suffix}`, startDt: `${previous}-01T00:01`, endDt: `${previous}-01T00:30` });
    await createEvent(request, { title: `Coming Trip ${suffix}`, startDt: `${next}-01T00:01`, endDt: `${next}-02T15:00` });

    await openSignedInAs(page, 'editor', '/access/events');
    await expect(page).toHaveTitle('Admin Calendar Tool');
    await expect(page.getByRole('heading', { level: 1, name: 'Events Manager' })).toBeVisible();
    await expect(page.getByRole('heading', { name: formatMonth(thisMonth, EVENT_DATE_FORMATS.calendarHeader) })).toBeVisible();
    // The month buttons name the neighbouring months.
    await expect(page.getByRole('button', { name: new RegExp(`^${name(previous)}`) })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`${name(next)}$`) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Calendar legend' }).getByRole('listitem').first()).toHaveText('School wide');
    const list = page.getByRole('region', { name: 'Events this month' });
    await expect(list.getByRole('listitem').first()).toHaveText('Add Event');

    await page.getByRole('button', { name: new RegExp(`^${name(previous)}`) }).click();
    await expect(page.getByRole('heading', { name: formatMonth(previous, EVENT_DATE_FORMATS.calendarHeader) })).toBeVisible();
    const past = list.getByRole('listitem').filter({ hasText: `Past Social ${suffix}` });
    await expect(past).toHaveClass(/manager-events__item--past/);
    await expect(past).toContainText('Past');
    // One day: the date with a time range.
    await expect(past).toContainText(`${day(previous, 1)} 12:01 a.m. - 12:30 a.m.`);
    await expect(list.getByRole('listitem').nth(1)).toContainText(`Past Social ${suffix}`);

    // The address keeps the month: a reload stays on it.
    await expect(page).toHaveURL(new RegExp(`/access/events\\?month=${previous}$`));
    await page.reload();
    await expect(page.getByRole('heading', { name: formatMonth(previous, EVENT_DATE_FORMATS.calendarHeader) })).toBeVisible();

    await page.getByRole('button', { name: new RegExp(`${name(thisMonth)}$`) }).click();
    await page.getByRole('button', { name: new RegExp(`${name(next)}$`) }).click();
    const coming = list.getByRole('listitem').filter({ hasText: `Coming Trip ${suffix}` });
    await expect(coming).not.toHaveClass(/manager-events__item--past/);
    await expect(coming).not.toContainText('Past');
    // Two days: a date range.
    await expect(coming).toContainText(`${day(next, 1)} - ${day(next, 2)}`);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `Events Manager at ${width}px`);
    }
  });

  test('Add Event and an edit button open the Event Editor; All Events returns to the list', async ({ page, request }) => {
    const title = `Edit Me ${Date.now().toString(36)}`;
    await createEvent(request, { title, startDt: `${next}-01T00:00`, endDt: `${next}-01T00:10` });
    await openSignedInAs(page, 'editor', '/access/events');
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByRole('heading', { name: 'New Event' })).toBeVisible();
    await page.getByRole('button', { name: 'All Events' }).click();
    await expect(page.getByRole('button', { name: 'Add Event' })).toBeFocused();

    await page.getByRole('button', { name: new RegExp(`${name(next)}$`) }).click();
    const edit = page.getByRole('button', { name: `Edit ${title}` });
    await edit.click();
    await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await page.getByRole('button', { name: 'All Events' }).click();
    await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeFocused();
  });

  test('after saving a new event the list shows its month and the page that holds it, the event marked and focused', async ({
    page,
    request,
  }) => {
    const later = addMonths(thisMonth, 2);
    const suffix = Date.now().toString(36);
    // Five events at the very start of the month: an event at its end lands on page 2 or later.
    for (let minute = 1; minute <= 5; minute += 1) {
      await createEvent(request, { title: `Early ${minute} ${suffix}`, startDt: `${later}-01T00:0${minute}`, endDt: `${later}-01T00:30` });
    }
    const title = `Late Concert ${suffix}`;
    await openSignedInAs(page, 'editor', '/access/events');
    await page.getByRole('button', { name: 'Add Event' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByLabel('Start').fill(`${later}-27T18:00`);
    await page.getByLabel('End').fill(`${later}-27T19:30`);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('heading', { name: formatMonth(later, EVENT_DATE_FORMATS.calendarHeader) })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?month=${later}$`));
    const token = await tokenFor(request, 'editor');
    const month = (await (
      await request.get(`/v2/api/event?per_page=50&start_dt=${later}-01&end_dt=${addMonths(later, 1)}-01`, { headers: auth(token) })
    ).json()) as { results: Array<{ title: string }> };
    const expectedPage = Math.floor(month.results.findIndex((event) => event.title === title) / 5) + 1;
    expect(expectedPage).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('navigation', { name: 'Pages of events' }).locator('[aria-current="page"]')).toHaveText(
      `Page ${expectedPage}`,
    );
    const item = page.getByRole('region', { name: 'Events this month' }).getByRole('listitem').filter({ hasText: title });
    await expect(item).toHaveClass(/saved-item/);
    await expect(item).toContainText('Saved');
    await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
      `Event ${title} saved; it is marked in the list of ${formatMonth(later, EVENT_DATE_FORMATS.calendarHeader)}.`,
    );
    // Back from here goes to the month the manager showed before the save, not into the closed editor.
    await page.goBack();
    await expect(page.getByRole('heading', { name: formatMonth(thisMonth, EVENT_DATE_FORMATS.calendarHeader) })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New Event' })).toHaveCount(0);
  });

  test.describe('opening on today (docs/decisions/054)', () => {
    // Under Playwright's fake clock the browser must run in the school's zone (see event-popup.spec.ts).
    test.use({ timezoneId: 'America/New_York' });

    test("opens the month's list on the page that starts with the next event, the earlier ones a page back", async ({ page, request }) => {
      const suffix = Date.now().toString(36);
      for (const dd of ['02', '03', '04', '05', '06', '07', '20', '21']) {
        await createEvent(request, {
          title: `Rehearsal ${dd} ${suffix}`,
          startDt: `${previous}-${dd}T00:01`,
          endDt: `${previous}-${dd}T00:30`,
        });
      }
      // The browser's today is the 15th of last month (before now, so the sign-in has not expired).
      const today = `${previous}-15`;
      await page.clock.setFixedTime(new Date(`${today}T16:00:00Z`));
      await openSignedInAs(page, 'editor', `/access/events?month=${previous}`);
      await expect(page.getByRole('heading', { name: formatMonth(previous, EVENT_DATE_FORMATS.calendarHeader) })).toBeVisible();

      const token = await tokenFor(request, 'editor');
      const month = (
        (await (
          await request.get(`/v2/api/event?per_page=50&start_dt=${previous}-01&end_dt=${thisMonth}-01`, { headers: auth(token) })
        ).json()) as { results: Array<{ title: string; endDt: string }> }
      ).results;
      const coming = month.findIndex((event) => event.endDt.slice(0, 10) >= today);
      expect(coming).toBeGreaterThanOrEqual(6);
      const items = page.getByRole('region', { name: 'Events this month' }).getByRole('listitem');
      await expect(items.first()).toHaveText('Add Event');
      await expect(items.nth(1)).toContainText(month[coming]!.title);
      await expect(items.nth(1)).not.toHaveClass(/manager-events__item--past/);
      const pager = page.getByRole('navigation', { name: 'Pages of events' });
      await pager.getByRole('button', { name: 'Previous page' }).click();
      await expect(items.last()).toContainText(month[coming - 1]!.title);
      await expect(items.last()).toHaveClass(/manager-events__item--past/);
    });
  });
});
