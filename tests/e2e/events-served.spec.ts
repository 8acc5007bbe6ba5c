import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { createEvent, deleteEvent, marker, schoolDay, type TestEvent } from '../support/events';
import { waitForIslands } from '../support/hydration';
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
      expect(headers['netlify-vary']).toBe('query=month|page');
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

    test("the month's events are listed, and a sentence says what needs JavaScript", async ({ page, request }) => {
      const editor = await tokenFor(request, 'editor');
      const event = await eventToday(request, editor, 'Plain Picnic');
      try {
        await page.goto('/events');
        await expect(heading(page, schoolDay().slice(0, 7))).toBeVisible();
        const list = page.getByRole('region', { name: 'Events this month' });
        await expect(list.getByRole('button', { name: event.title })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Calendar legend' }).getByRole('listitem').first()).toHaveText('School wide');
        await expect(page.getByText('The buttons on this page need JavaScript')).toBeVisible();
        await expect(page.locator('.skeleton, .island-loading__busy').filter({ visible: true })).toHaveCount(0);
      } finally {
        await deleteEvent(request, editor, event.id);
      }
    });
  });

  test('hydrates without a mismatch or a layout shift; picking the event opens its popup', async ({ page, request }) => {
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
    // The page's scripts wait till the drawn calendar has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/events', { waitUntil: 'commit' });
      const item = page.getByRole('region', { name: 'Events this month' }).getByRole('button', { name: event.title });
      await expect(item).toBeVisible();
      // Until the island hydrates a pointer's click would leave the page: the drawn buttons take none
      // (the keyboard, and a page without scripts, open the event's own address; docs/decisions/078).
      await expect(item).toHaveAttribute('data-waiting', '');
      await expect(item).toHaveCSS('pointer-events', 'none');
      release();
      await waitForIslands(page);
      await expect(item).not.toHaveAttribute('data-waiting');
      await expect(item).toHaveCSS('pointer-events', 'auto');
      const shifts = await page.evaluate(() => ('layoutShifts' in window && Array.isArray(window.layoutShifts) ? window.layoutShifts : []));
      expect(
        shifts.reduce((sum: number, value: number) => sum + value, 0),
        'layout shift',
      ).toBeLessThan(0.01);
      await item.click();
      await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
      const popup = page.getByRole('dialog', { name: event.title });
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toBeHidden();
      await expect(page).toHaveURL(/\/events$/);
    } finally {
      await deleteEvent(request, editor, event.id);
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
