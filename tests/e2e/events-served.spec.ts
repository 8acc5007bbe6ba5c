import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { createEvent, deleteEvent, marker, schoolDay, type TestEvent } from '../support/events';
import { pressBeforeIsland, waitForIslands } from '../support/hydration';
import { tokenFor } from '../support/sign-in';

/**
 * The events calendar, /events, drawn on request (docs/decisions/060): the month the address names (else this
 * month in New York), its grid, legend and the list's opening page are in the HTML as served, kept a minute by
 * the CDN; without JavaScript the month's events are listed; the island hydrates from the same reads, without
 * a mismatch (any console error fails a test) or a layout shift.
 */
const CDN_CACHING = 'public, durable, s-maxage=60, stale-while-revalidate=300';

/** `yyyy-MM` a number of months after `month`. */
function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year!, index! - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

/** The calendar's header for a month, 'MMMM yyyy'. */
const monthHeader = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The list's button for an event, as the server draws it (not the island's props, which name it too). */
const listedIn = (html: string, title: string) => new RegExp(`class="month-events__open"[^>]*>${title}</button>`).test(html);

/** An event of the school's today, so that it is on the list's opening page (docs/decisions/054). */
async function eventToday(request: APIRequestContext, token: string, name: string): Promise<TestEvent> {
  const today = schoolDay();
  return createEvent(request, token, { title: `${name} ${marker()}`, startDt: `${today}T00:00`, endDt: `${today}T23:59` });
}

/** An evening event (6-7 p.m.) on a day `yyyy-MM-dd`, its title `name` made unique. */
const eveningEvent = (request: APIRequestContext, token: string, name: string, day: string): Promise<TestEvent> =>
  createEvent(request, token, { title: `${name} ${marker()}`, startDt: `${day}T18:00`, endDt: `${day}T19:00` });

const heading = (page: Page, month: string) => page.getByRole('heading', { name: monthHeader(month), exact: true });

test.describe('the events calendar drawn on request (docs/decisions/060)', () => {
  test("/events is served with this month's new event in its grid and list, its legend, no placeholder, kept a minute", async ({
    request,
  }) => {
    const editor = await tokenFor(request, 'editor');
    const event = await eventToday(request, editor, 'Served Social');
    try {
      const response = await request.get('/events');
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['netlify-cdn-cache-control']).toBe(CDN_CACHING);
      expect(headers['netlify-vary']).toBe('query=month|page|day');
      const html = await response.text();
      expect(listedIn(html, event.title), 'the list names the event').toBe(true);
      expect(html).toContain(`title="${event.title}"`);
      expect(html).toContain(`>${monthHeader(schoolDay().slice(0, 7))}</h2>`);
      expect(html).toContain('aria-label="Calendar legend"');
      expect(html).toContain('Multiple Grades');
      // No placeholder is drawn (its words travel in the island's texts, docs/decisions/068, so its classes are looked for).
      expect(html).not.toContain('events-calendar-loading');
      expect(html).not.toContain('month-events-loading');
    } finally {
      await deleteEvent(request, editor, event.id);
    }
  });

  test('/events?month= draws the month it names; a malformed month is this month', async ({ request }) => {
    const editor = await tokenFor(request, 'editor');
    // A month no other test fills, and the month's first hour: the event is on the list's first page whatever
    // else the suite stored (a month not the current one opens on page 1).
    const next = addMonths(schoolDay().slice(0, 7), 17);
    const event = await createEvent(request, editor, {
      title: `Later Month Fair ${marker()}`,
      startDt: `${next}-01T00:00`,
      endDt: `${next}-01T02:00`,
    });
    try {
      const html = await (await request.get(`/events?month=${next}`)).text();
      expect(html).toContain(`>${monthHeader(next)}</h2>`);
      expect(listedIn(html, event.title), 'the named month lists its event').toBe(true);
      const malformed = await (await request.get('/events?month=2026-13')).text();
      expect(malformed).toContain(`>${monthHeader(schoolDay().slice(0, 7))}</h2>`);
      expect(listedIn(malformed, event.title)).toBe(false);
    } finally {
      await deleteEvent(request, editor, event.id);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the month's events are listed, and nothing says it needs JavaScript: its buttons work without it", async ({ page, request }) => {
      const editor = await tokenFor(request, 'editor');
      const event = await eventToday(request, editor, 'Plain Picnic');
      try {
        await page.goto('/events');
        await expect(heading(page, schoolDay().slice(0, 7))).toBeVisible();
        const list = page.getByRole('region', { name: 'Events this month' });
        await expect(list.getByRole('button', { name: event.title })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Calendar legend' }).getByRole('listitem').first()).toHaveText('School wide');
        await expect(page.getByText('need JavaScript')).toHaveCount(0);
        await expect(page.locator('.skeleton, .island-loading__busy').filter({ visible: true })).toHaveCount(0);
      } finally {
        await deleteEvent(request, editor, event.id);
      }
    });

    for (const lang of ['en', 'es'] as const) {
      test(`${lang}: a day opens its list in the page, an event of it its own address, and Close the month (docs/decisions/079)`, async ({
        page,
        request,
      }, testInfo) => {
        const editor = await tokenFor(request, 'editor');
        const month = `${2071 + 2 * testInfo.retry + (lang === 'es' ? 1 : 0)}-05`;
        const event = await createEvent(request, editor, {
          title: `Day Dance ${marker()}`,
          startDt: `${month}-14T18:00`,
          endDt: `${month}-14T20:00`,
        });
        const prefix = lang === 'es' ? '/es' : '';
        const words =
          lang === 'es'
            ? {
                day: new RegExp(`^14 de mayo de ${month.slice(0, 4)}`),
                dialog: /^(domingo|lunes|martes|miércoles|jueves|viernes|sábado), 14 de mayo$/,
                close: 'Cerrar',
              }
            : { day: new RegExp(`^May 14, ${month.slice(0, 4)}`), dialog: /^\w+day, May 14$/, close: 'Close' };
        try {
          await page.setViewportSize({ width: 390, height: 844 });
          await page.goto(`${prefix}/events?month=${month}`);
          // The day's button sends the grid's form: the page comes back with the day's list open, in view.
          await page.getByRole('button', { name: /: 1 (event|evento)$/ }).click();
          await expect(page).toHaveURL(new RegExp(`${prefix}/events\\?month=${month}&day=${month}-14#day-events-title$`));
          const list = page.locator('.day-events');
          await expect(list.getByRole('heading', { level: 2 })).toHaveText(words.dialog);
          await expect(list.getByRole('heading', { level: 2 })).toBeInViewport();
          await expect(list.getByRole('button', { name: event.title })).toBeVisible();
          await expect(page.getByRole('heading', { level: 2, name: new RegExp(month.slice(0, 4)) }).first()).toBeVisible();
          // Its event opens the event's own address over the same month.
          await list.getByRole('button', { name: event.title }).click();
          await expect(page).toHaveURL(new RegExp(`${prefix}/events/${event.id}\\?month=${month}$`));
          await expect(page.getByRole('heading', { level: 2, name: event.title })).toBeVisible();
          // Back, its Close asks for the month alone.
          await page.goBack();
          await list.getByRole('button', { name: words.close }).click();
          await expect(page).toHaveURL(new RegExp(`${prefix}/events\\?month=${month}$`));
          await expect(page.locator('.day-events h2')).toHaveCount(0);
        } finally {
          await deleteEvent(request, editor, event.id);
        }
      });
    }

    test("an event's dot in the grid opens the event's own address over its month", async ({ page, request }, testInfo) => {
      const editor = await tokenFor(request, 'editor');
      const month = `${2075 + testInfo.retry}-09`;
      const event = await createEvent(request, editor, {
        title: `Dot Derby ${marker()}`,
        startDt: `${month}-03T09:00`,
        endDt: `${month}-03T10:00`,
      });
      try {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`/events?month=${month}`);
        await page
          .locator('.month-calendar__dots')
          .getByRole('button', { name: new RegExp(event.title) })
          .click();
        await expect(page).toHaveURL(new RegExp(`/events/${event.id}\\?month=${month}$`));
        await expect(page.getByRole('heading', { level: 2, name: event.title })).toBeVisible();
      } finally {
        await deleteEvent(request, editor, event.id);
      }
    });
  });

  test('runs its island at the first press, which it then does in place, without a mismatch or a layout shift', async ({
    page,
    request,
  }) => {
    const editor = await tokenFor(request, 'editor');
    const event = await eventToday(request, editor, 'Hydrated Hike');
    // Every layout shift from the first paint on, as Lighthouse counts them.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if ('value' in entry && typeof entry.value === 'number') shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/events');
      const island = page.locator('astro-island', { has: page.locator('.events-calendar') });
      const item = page.getByRole('region', { name: 'Events this month' }).getByRole('button', { name: event.title });
      await expect(item).toBeVisible();
      await expect(item).toHaveAttribute('data-waiting', '');
      await expect(item).toHaveCSS('pointer-events', 'auto');
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      // Nothing of the island runs at start (docs/decisions/079); a press while its scripts are held back comes first.
      const release = await pressBeforeIsland(page, island, item);
      // The press is held: the page stays, and the island presses it again once it runs. Meanwhile a bar along the
      // top of the window shows that the press was taken.
      expect(page.url()).toMatch(/\/events$/);
      const pressBar = () => page.evaluate(() => getComputedStyle(document.body, '::before').getPropertyValue('position'));
      expect(await pressBar()).toBe('fixed');
      release();
      const popup = page.getByRole('dialog', { name: event.title });
      await expect(popup).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
      expect(await page.evaluate(() => 'samePage' in window), 'the popup opened in the page, not on a new one').toBe(true);
      await expect(island).not.toHaveAttribute('ssr');
      await expect(island).not.toHaveAttribute('data-pressed');
      expect(await pressBar()).not.toBe('fixed');
      await expect(item).not.toHaveAttribute('data-waiting');
      const shifts = await page.evaluate(() => ('layoutShifts' in window && Array.isArray(window.layoutShifts) ? window.layoutShifts : []));
      expect(
        shifts.reduce((sum: number, value: number) => sum + value, 0),
        'layout shift',
      ).toBeLessThan(0.01);
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toBeHidden();
      await expect(item).toBeFocused();
      await expect(page).toHaveURL(/\/events$/);
    } finally {
      await deleteEvent(request, editor, event.id);
    }
  });

  test("an address with a day's list open, in another month: the list shows at once, closes in place, and focus goes to its day", async ({
    page,
    request,
  }, testInfo) => {
    const editor = await tokenFor(request, 'editor');
    const month = `${2081 + testInfo.retry}-03`;
    const event = await eveningEvent(request, editor, 'Open Day', `${month}-14`);
    try {
      await page.goto(`/events?month=${month}&day=${month}-14#day-events-title`);
      const list = page.getByRole('dialog', { name: /, March 14$/ });
      await expect(list).toBeVisible();
      await expect(list.getByRole('button', { name: event.title })).toBeVisible();
      await expect(heading(page, month)).toBeVisible();
      // The island holds the list from here: the address no longer opens it, and keeps its month.
      await expect(page).toHaveURL(new RegExp(`/events\\?month=${month}$`));
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(page.getByRole('button', { name: /, March 14: 1 event$/ })).toBeFocused();
      await expect(heading(page, month)).toBeVisible();
      await page.reload();
      await expect(heading(page, month)).toBeVisible();
      await expect(page.locator('.day-events h2')).toHaveCount(0);
    } finally {
      await deleteEvent(request, editor, event.id);
    }
  });

  test("an event's address runs no script at load: its popup runs at its first use, the calendar at its own and opens the next event in that popup", async ({
    page,
    request,
  }, testInfo) => {
    const editor = await tokenFor(request, 'editor');
    const month = `${2084 + testInfo.retry}-04`;
    const [first, next] = await Promise.all([
      eveningEvent(request, editor, 'Address Auction', `${month}-10`),
      eveningEvent(request, editor, 'Address Bingo', `${month}-20`),
    ]);
    try {
      // Shared without a month: the page draws the event's month behind the popup, a modal before any script.
      await page.goto(`/events/${first.id}`);
      const popupIsland = page.locator('astro-island[component-url*="CalendarEventPopup"]');
      const calendarIsland = page.locator('astro-island', { has: page.locator('.events-calendar') });
      const drawn = page.getByRole('dialog', { name: first.title });
      await expect(drawn).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await drawn.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      await expect(popupIsland).toHaveAttribute('ssr', '');
      await expect(calendarIsland).toHaveAttribute('ssr', '');
      // Tab stays in the popup, and Escape closes it, its island running for it (docs/decisions/083).
      await page.keyboard.press('Tab');
      await expect(drawn.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(popupIsland).not.toHaveAttribute('ssr');
      await expect(page).toHaveURL(new RegExp(`/events\\?month=${month}$`));
      await expect(calendarIsland).toHaveAttribute('ssr', '');

      const item = page.getByRole('region', { name: 'Events this month' }).getByRole('button', { name: next.title });
      await item.click();
      const popup = page.getByRole('dialog', { name: next.title });
      await expect(popup).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/events/${next.id}\\?month=${month}$`));
      await expect(calendarIsland).not.toHaveAttribute('ssr');
      // The calendar pushed the address: closing the popup goes Back, and Forward opens it again.
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toBeHidden();
      await expect(item).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`/events\\?month=${month}$`));
      await page.goForward();
      await expect(popup).toBeVisible();
      await page.goBack();
      await expect(popup).toBeHidden();
      await expect(heading(page, month)).toBeVisible();
    } finally {
      await Promise.all([first, next].map((event) => deleteEvent(request, editor, event.id)));
    }
  });

  test('Back and Forward keep the month, and a reload draws the month the address names', async ({ page }) => {
    const month = schoolDay().slice(0, 7);
    const next = addMonths(month, 1);
    await page.goto('/events');
    await waitForIslands(page);
    await expect(heading(page, month)).toBeVisible();
    await page.getByRole('button', { name: /^Next month:/ }).click();
    await expect(heading(page, next)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/events\\?month=${next}$`));
    await page.goBack();
    await expect(heading(page, month)).toBeVisible();
    await expect(page).toHaveURL(/\/events$/);
    await page.goForward();
    await expect(heading(page, next)).toBeVisible();
    await page.reload();
    await expect(heading(page, next)).toBeVisible();
    await waitForIslands(page);
    await page.goBack();
    await expect(heading(page, month)).toBeVisible();
  });
});
