import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { gotoHydrated } from '../support/hydration';
import { expectNoAxeViolations } from '../support/a11y';
import { auth, tokenFor } from '../support/sign-in';

/**
 * The public events calendar (SPEC, Events calendar; section 4). Each test works in a month of its own far
 * ahead (2041 on), so the demo events and other tests' events never share its grid or list.
 */
const MULTIPLE_GRADES = 'rgb(0, 41, 95)';
const WHITE = 'rgb(255, 255, 255)';

interface Grade {
  title: string;
  slug: string;
  colorCode: string;
}

async function createEvent(request: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  const token = await tokenFor(request, 'editor');
  const response = await request.post('/v2/api/event/new', { headers: auth(token), data: body });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()).results as { id: string }).id;
}

async function grades(request: APIRequestContext): Promise<Grade[]> {
  return (await (await request.get('/v2/api/formation/grade?include_fields=title,slug,colorCode')).json()).results as Grade[];
}

const hexToRgb = (hex: string) => {
  const value = parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

/** The dot buttons of one day of the grid. */
const dotsOn = (page: Page, day: number) =>
  page
    .locator('.month-calendar__day')
    .filter({ has: page.locator('.month-calendar__date', { hasText: new RegExp(`^${day}$`) }) })
    .locator('button.event-dot');

const dotColor = (dot: ReturnType<Page['locator']>) => dot.evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe('the events calendar (SPEC, Events calendar)', () => {
  test('shows a two-day multi-grade event on both days across a month end, with the colours of its legend', async ({ page, request }) => {
    const [first, second] = await grades(request);
    const suffix = Date.now().toString(36);
    await createEvent(request, {
      title: `Spring Concert ${suffix}`,
      startDt: '2041-03-31T18:00',
      endDt: '2041-04-01T20:00',
      grade_list: [first!.slug, second!.slug],
    });
    await createEvent(request, { title: `School Mass ${suffix}`, startDt: '2041-03-12T09:00', endDt: '2041-03-12T10:00' });
    await createEvent(request, {
      title: `Class Picnic ${suffix}`,
      startDt: '2041-03-20T11:00',
      endDt: '2041-03-20T13:00',
      grade_list: [first!.slug],
    });

    await gotoHydrated(page, '/events?month=2041-03');
    await expect(page.getByRole('heading', { name: 'March 2041' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Feb\. 2041/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Apr\. 2041/ })).toBeVisible();
    for (const weekday of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      await expect(page.getByRole('columnheader', { name: weekday })).toBeVisible();
    }

    const concert = dotsOn(page, 31).filter({ hasText: `Spring Concert ${suffix}` });
    await expect(concert).toHaveCount(1);
    expect(await dotColor(concert)).toBe(MULTIPLE_GRADES);
    expect(await dotColor(dotsOn(page, 12).filter({ hasText: `School Mass ${suffix}` }))).toBe(WHITE);
    expect(await dotColor(dotsOn(page, 20).filter({ hasText: `Class Picnic ${suffix}` }))).toBe(hexToRgb(first!.colorCode));

    const legend = page.getByRole('region', { name: 'Calendar legend' });
    await expect(legend.getByRole('listitem')).toHaveText([
      'School wide',
      'Multiple Grades',
      ...(await grades(request)).map((grade) => grade.title),
    ]);

    const list = page.getByRole('region', { name: 'Events this month' });
    await expect(list.getByRole('button')).toHaveText([`School Mass ${suffix}`, `Class Picnic ${suffix}`, `Spring Concert ${suffix}`]);
    await expect(list).toContainText('Mar 31, 2041 - Apr 01, 2041');
    await expect(list).toContainText('Mar 12, 2041 9:00 a.m. - 10:00 a.m.');

    // The next month shows the concert on its first day, and the address keeps the month.
    await page.getByRole('button', { name: /Apr\. 2041/ }).click();
    await expect(page.getByRole('heading', { name: 'April 2041' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]month=2041-04/);
    const april = dotsOn(page, 1).filter({ hasText: `Spring Concert ${suffix}` });
    await expect(april).toHaveCount(1);
    expect(await dotColor(april)).toBe(MULTIPLE_GRADES);
    await expect(dotsOn(page, 2)).toHaveCount(0);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `events calendar at ${width}px`);
    }
  });

  test('lists a future month 5 a page with first and last page numbers, and goes back to page 1 when the month reloads', async ({
    page,
    request,
  }) => {
    const suffix = Date.now().toString(36);
    for (let day = 1; day <= 12; day += 1) {
      const dd = String(day).padStart(2, '0');
      await createEvent(request, { title: `Bake Sale ${dd} ${suffix}`, startDt: `2042-05-${dd}T10:00`, endDt: `2042-05-${dd}T11:00` });
    }
    await gotoHydrated(page, '/events?month=2042-05');
    const list = page.getByRole('region', { name: 'Events this month' });
    const pager = page.getByRole('navigation', { name: 'Pages of events' });
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await expect(list.getByRole('listitem').first()).toContainText(`Bake Sale 01 ${suffix}`);
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Page 3' })).toBeVisible();

    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(list.getByRole('listitem').first()).toContainText(`Bake Sale 06 ${suffix}`);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: 'Page 3' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // Another month and back: the list reloads and starts again at page 1.
    await page.getByRole('button', { name: /Jun\. 2042/ }).click();
    await expect(page.getByRole('heading', { name: 'June 2042' })).toBeVisible();
    await page.getByRole('button', { name: /May\. 2042/ }).click();
    await expect(page.getByRole('heading', { name: 'May 2042' })).toBeVisible();
    await expect(list.getByRole('listitem').first()).toContainText(`Bake Sale 01 ${suffix}`);
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  for (const width of [700, 1280]) {
    test(`at ${width} px a busy day's cell grows to hold its dots, each a whole target inside it`, async ({ page, request }) => {
      const title = `Busy Day ${Math.random().toString(36).slice(2, 8)}`;
      await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          createEvent(request, {
            title: `${title} ${index + 1}`,
            startDt: `2049-06-1${width === 700 ? 5 : 6}T${10 + index}:00`,
            endDt: `2049-06-1${width === 700 ? 5 : 6}T${10 + index}:30`,
          }),
        ),
      );
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/events?month=2049-06');
      const day = width === 700 ? 15 : 16;
      const cell = page
        .locator('.month-calendar__day')
        .filter({ has: page.locator('.month-calendar__date', { hasText: new RegExp(`^${day}$`) }) });
      const dots = dotsOn(page, day);
      await expect(dots).toHaveCount(6);
      const box = (await cell.boundingBox())!;
      for (const dot of await dots.all()) {
        const target = (await dot.boundingBox())!;
        expect(target.width).toBeGreaterThanOrEqual(24);
        expect(target.y + target.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
      }
      await expectNoAxeViolations(page, `a busy day at ${width} px`);
    });
  }

  test("shows the spec's empty state in a month without events, and the school calendar link", async ({ page }) => {
    await gotoHydrated(page, '/events?month=2043-07');
    await expect(page.getByRole('heading', { name: 'July 2043' })).toBeVisible();
    await expect(page.getByText("Sorry we currently don't have any events for this month.")).toBeVisible();
    await expect(page.getByText('Please check back later or check out another month.')).toBeVisible();
    const schoolCalendar = page.getByRole('link', { name: /school calendar/ });
    await expect(schoolCalendar).toHaveAttribute('target', '_blank');
    await expect(page.getByText('Only Home and School Association events are listed here.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'calendar feed link' })).toHaveAttribute('href', '/v2/api/calendar/events.ics');
    await expect(page.getByRole('link', { name: 'Subscribe to all HSA events' })).toHaveAttribute(
      'href',
      /^webcal:\/\/localhost:\d+\/v2\/api\/calendar\/events\.ics$/,
    );
  });

  test('opens the popup from /events/{id} cold, from a dot (pushing /events/{id}), and Back closes it', async ({ page, request }) => {
    const title = `Open House ${Date.now().toString(36)}`;
    const id = await createEvent(request, { title, startDt: '2044-02-10T18:00', endDt: '2044-02-10T19:30' });

    await gotoHydrated(page, `/events/${id}`);
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    // A shared link shows the event's own month behind its popup.
    await expect(page.getByRole('heading', { name: 'February 2044' })).toBeVisible();
    await expectNoAxeViolations(page, 'events calendar with the popup open');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/events\?month=2044-02$/);

    await gotoHydrated(page, '/events?month=2044-02');
    const dot = dotsOn(page, 10).filter({ hasText: title });
    await dot.click();
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/events/${id}\\?month=2044-02$`));
    await page.goBack();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/events\?month=2044-02$/);

    // The list's button opens it too; closing returns focus to that button.
    const open = page.getByRole('region', { name: 'Events this month' }).getByRole('button', { name: title });
    await open.click();
    await expect(popup).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, 'events calendar with the popup open at 390px');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('opens the popup for an event_item in the navigation state', async ({ page, request }) => {
    const id = await createEvent(request, {
      title: `State Event ${Date.now().toString(36)}`,
      startDt: '2044-09-10T18:00',
      endDt: '2044-09-10T19:30',
    });
    await gotoHydrated(page, '/');
    await page.evaluate((eventItem) => {
      history.pushState({ event_item: eventItem }, '', '/events');
      location.reload();
    }, id);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('at 390 px every day is a target of at least 44 by 44 px, and a day opens its list of events (keyboard too)', async ({
    page,
    request,
  }) => {
    const suffix = Date.now().toString(36);
    const fair = { title: `Craft Fair ${suffix}`, id: '' };
    fair.id = await createEvent(request, { title: fair.title, startDt: '2047-03-14T10:00', endDt: '2047-03-14T12:00' });
    await createEvent(request, { title: `Movie Night ${suffix}`, startDt: '2047-03-14T18:30', endDt: '2047-03-14T20:30' });
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/events?month=2047-03');
    await expect(page.getByRole('heading', { name: 'March 2047' })).toBeVisible();

    const days = page.locator('.month-calendar__day-button');
    await expect(days).toHaveCount(31);
    for (const day of await days.all()) {
      const box = (await day.boundingBox())!;
      expect(box.width, await day.innerText()).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // On a phone the dots are no targets of their own: the day is.
    await expect(page.locator('button.event-dot').first()).toBeHidden();

    const day = page.getByRole('button', { name: 'Thursday, March 14: 2 events' });
    await day.click();
    const list = page.getByRole('dialog', { name: 'Thursday, March 14' });
    await expect(list.getByRole('button')).toHaveText(['Close', new RegExp(`Craft Fair ${suffix}`), new RegExp(`Movie Night ${suffix}`)]);
    await expect(list).toContainText('Mar 14, 2047 10:00 a.m. - 12:00 p.m.');
    await expectNoAxeViolations(page, "a day's events at 390px");
    expect(Math.round((await list.boundingBox())!.width)).toBeLessThanOrEqual(390);

    // An event of the list opens its popup; closing it comes back to the day.
    await list.getByRole('button', { name: new RegExp(`Craft Fair ${suffix}`) }).click();
    const popup = page.getByRole('dialog', { name: fair.title });
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/events/${fair.id}\\?month=2047-03$`));
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(day).toBeFocused();

    // By keyboard: Enter on a day opens its list, Escape closes it and focus stays on the day.
    await page.getByRole('button', { name: 'Friday, March 15: no events' }).focus();
    await page.keyboard.press('Enter');
    const empty = page.getByRole('dialog', { name: 'Friday, March 15' });
    await expect(empty.getByText('No HSA events on this day.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(empty).toBeHidden();
    await expect(page.getByRole('button', { name: 'Friday, March 15: no events' })).toBeFocused();
  });

  test('at 1280 px the dots open events and the rest of a day opens its list', async ({ page, request }) => {
    const suffix = Date.now().toString(36);
    const title = `Book Swap ${suffix}`;
    await createEvent(request, { title, startDt: '2047-04-09T15:00', endDt: '2047-04-09T16:00' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/events?month=2047-04');
    await dotsOn(page, 9).filter({ hasText: title }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Tuesday, April 9: 1 event' }).click();
    const list = page.getByRole('dialog', { name: 'Tuesday, April 9' });
    await expect(list.getByRole('button', { name: new RegExp(title) })).toBeVisible();
    await expectNoAxeViolations(page, "a day's events at 1280px");
  });

  test('today is marked, for the eye and for screen readers', async ({ page }) => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    await gotoHydrated(page, '/events');
    const marked = page.locator('[aria-current="date"]');
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveAccessibleName(new RegExp(`^\\w+day, \\w+ ${Number(today.slice(8))}, today: `));
    await expect(marked.locator('.month-calendar__date')).toHaveCSS('background-color', MULTIPLE_GRADES);
    const other = page.locator('.month-calendar__day-button:not([aria-current])').first();
    await expect(other.locator('.month-calendar__date')).not.toHaveCSS('background-color', MULTIPLE_GRADES);
    // Another month marks no day.
    await page.getByRole('button', { name: /^Next month:/ }).click();
    await expect(page.locator('.month-calendar__day-button').first()).toBeVisible();
    await expect(marked).toHaveCount(0);
  });

  test('on a slow network another month shows a labelled placeholder until its events arrive', async ({ page, request }) => {
    const title = `Slow Social ${Date.now().toString(36)}`;
    await createEvent(request, { title, startDt: '2047-05-06T18:00', endDt: '2047-05-06T19:00' });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/v2/api/event' && url.searchParams.get('start_dt') === '2047-05-01',
      async (route) => {
        await released;
        await route.continue();
      },
    );
    // The month the address names is drawn with the page (docs/decisions/060): the next one is read in the browser.
    await gotoHydrated(page, '/events?month=2047-04');
    await page.getByRole('button', { name: /^Next month:/ }).click();
    await expect(page.getByRole('heading', { name: 'May 2047' })).toBeVisible();
    const placeholder = page.getByRole('status').filter({ hasText: 'Loading events' });
    await expect(placeholder).toBeVisible();
    await expect(page.getByRole('region', { name: 'Events this month' })).toHaveCount(0);
    release();
    await expect(page.getByRole('region', { name: 'Events this month' }).getByRole('button', { name: title })).toBeVisible();
    await expect(placeholder).toHaveCount(0);
  });

  test('without JavaScript the calendar shows its month, says nothing needs JavaScript, and no placeholder waits forever', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/events?month=2047-05');
    await expect(page.getByRole('heading', { name: 'HSA Events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'May 2047' })).toBeVisible();
    // Every button of the month works without it (docs/decisions/078, 079).
    await expect(page.getByText('need JavaScript')).toHaveCount(0);
    await expect(page.locator('.skeleton')).toBeHidden();
    await expect(page.getByText('Loading the events calendar')).toBeHidden();
    await context.close();
  });

  for (const lang of ['en', 'es'] as const) {
    test(`without JavaScript an event of the list opens on its own address, its popup drawn over its month (${lang})`, async ({
      browser,
      request,
    }) => {
      const title = `Bake Sale ${lang} ${Date.now().toString(36)}`;
      const month = lang === 'en' ? '2047-08' : '2047-09';
      const id = await createEvent(request, { title, location: 'Gym', startDt: `${month}-12T10:00`, endDt: `${month}-12T12:00` });
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const prefix = lang === 'es' ? '/es' : '';
      await page.goto(`${prefix}/events?month=${month}`);
      await page.getByRole('button', { name: title, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/events/${id}?month=${month}`);
      // The popup is the page's content until a script opens it as a dialog (docs/decisions/045).
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      await expect(page.locator('.event-popup').getByText('Gym', { exact: true })).toBeVisible();
      // Behind it, the month it was opened from.
      await expect(page.getByRole('heading', { name: lang === 'en' ? 'August 2047' : 'septiembre de 2047' })).toBeAttached();
      await context.close();
    });
  }

  test("without JavaScript the list's pager sends its page, which the server draws; a page past the last shows the last", async ({
    browser,
    request,
  }) => {
    const suffix = Date.now().toString(36);
    for (const day of ['02', '04', '06', '08', '10', '12', '14']) {
      await createEvent(request, { title: `Fun Run ${day} ${suffix}`, startDt: `2047-11-${day}T09:00`, endDt: `2047-11-${day}T10:00` });
    }
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/events?month=2047-11');
    const items = page.getByRole('region', { name: 'Events this month' }).getByRole('listitem');
    const pager = page.getByRole('navigation', { name: 'Pages of events' });
    await expect(items).toHaveCount(5);
    await expect(items.first()).toContainText(`Fun Run 02 ${suffix}`);
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL('/events?month=2047-11&page=2');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(`Fun Run 12 ${suffix}`);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: 'Page 1' }).click();
    await expect(page).toHaveURL('/events?month=2047-11&page=1');
    await expect(items.first()).toContainText(`Fun Run 02 ${suffix}`);
    await page.goto('/events?month=2047-11&page=9');
    await expect(items).toHaveCount(2);
    await context.close();
  });

  test("with JavaScript an address's list page is shown, and another month opens on its own first page", async ({ page, request }) => {
    // A December of its own on each try: a retry's events would otherwise join the first try's.
    const year = 2047 + 2 * test.info().retry;
    const suffix = Date.now().toString(36);
    for (const day of ['03', '05', '07', '09', '11', '13']) {
      await createEvent(request, {
        title: `Art Night ${day} ${suffix}`,
        startDt: `${year}-12-${day}T18:00`,
        endDt: `${year}-12-${day}T19:00`,
      });
    }
    await gotoHydrated(page, `/events?month=${year}-12&page=2`);
    const items = page.getByRole('region', { name: 'Events this month' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(`Art Night 13 ${suffix}`);
    await page.getByRole('button', { name: /: previous month$/ }).click();
    // The page named was December's: November opens where it would, and its address names no page.
    await expect(page).toHaveURL(`/events?month=${year}-11`);
  });

  test('with JavaScript a click on a drawn event waits for the island and opens the popup in place', async ({ page, request }) => {
    const title = `Book Swap ${Date.now().toString(36)}`;
    await createEvent(request, { title, startDt: '2047-10-05T09:00', endDt: '2047-10-05T10:00' });
    await page.goto('/events?month=2047-10');
    await page.getByRole('button', { name: title, exact: true }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    // Opened in place: Back closes the popup and stays on the month.
    await page.goBack();
    await expect(page.getByRole('dialog', { name: title })).toBeHidden();
    await expect(page).toHaveURL('/events?month=2047-10');
  });
});

test.describe('the events list opens on today (docs/decisions/054)', () => {
  // Under Playwright's fake clock the browser must run in the school's zone (see event-popup.spec.ts).
  test.use({ timezoneId: 'America/New_York' });

  test("opens this month's list on the page that starts with the next event, the earlier ones a page back; other months on page 1", async ({
    page,
    request,
  }) => {
    const suffix = Date.now().toString(36);
    const days = ['01', '02', '03', '04', '05', '06', '20', '25'];
    for (const dd of days) {
      await createEvent(request, { title: `Car Wash ${dd} ${suffix}`, startDt: `2048-06-${dd}T10:00`, endDt: `2048-06-${dd}T11:00` });
    }
    // Mid-June 2048 in the school's zone: six events are over, the 20th is next (docs/decisions/054).
    await page.clock.setFixedTime(new Date('2048-06-15T16:00:00Z'));
    await gotoHydrated(page, '/events');
    await expect(page.getByRole('heading', { name: 'June 2048' })).toBeVisible();
    const items = page.getByRole('region', { name: 'Events this month' }).getByRole('listitem');
    const pager = page.getByRole('navigation', { name: 'Pages of events' });
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(`Car Wash 20 ${suffix}`);
    await expect(items.first()).not.toContainText('Past');
    await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await expect(items).toHaveText(['02', '03', '04', '05', '06'].map((dd) => new RegExp(`Car Wash ${dd} ${suffix}.*Past`)));
    await pager.getByRole('button', { name: 'Page 1' }).click();
    await expect(items).toHaveText([new RegExp(`Car Wash 01 ${suffix}`)]);

    // Seen from July, June is a past month: its natural order from page 1.
    await page.clock.setFixedTime(new Date('2048-07-02T16:00:00Z'));
    await gotoHydrated(page, '/events?month=2048-06');
    await expect(items.first()).toContainText(`Car Wash 01 ${suffix}`);
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});
