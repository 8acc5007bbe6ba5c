import { expect, test } from '../support/test';
import { gotoHydrated, pressBeforeIsland } from '../support/hydration';
import { expectNoAxeViolations } from '../support/a11y';
import { tokenFor } from '../support/sign-in';
import { addEventPhoto, createEvent, createGrade, deleteGrade, marker, type TestEvent, type TestGrade } from '../support/events';

/**
 * A grade page's events (SPEC, Grade detail) on a grade of the test's own, with the browser's clock in
 * May 2045. Under Playwright's fake clock the browser runs in the school's zone (see event-popup.spec.ts).
 */
test.use({ timezoneId: 'America/New_York' });

const NOW = new Date('2045-05-15T16:00:00Z');
const tag = marker();
let editor: string;
let grade: TestGrade;
let events: TestEvent[];
let cover: string;

test.beforeAll(async ({ request }) => {
  editor = await tokenFor(request, 'editor');
  grade = await createGrade(request, editor, `Events Grade ${tag}`, '#2e7d32');
  const days = ['02', '10', '20', '28'];
  events = [];
  for (const [index, day] of days.entries()) {
    events.push(
      await createEvent(request, editor, {
        title: `Grade Event ${index + 1} ${tag}`,
        startDt: `2045-05-${day}T09:30`,
        endDt: `2045-05-${day}T11:00`,
        grade_list: [grade.slug],
      }),
    );
  }
  cover = await addEventPhoto(request, editor, events[0]!.id, 'cover.jpg');
});

test.afterAll(async ({ request }) => {
  await deleteGrade(request, editor, grade._id);
});

test.describe('grade page events', () => {
  test('cards in pages of 3 with tags, cover or default image, the grade colour ribbon, and month controls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.setFixedTime(NOW);
    await gotoHydrated(page, `/grades/${grade.slug}`);
    await expect(page.getByRole('heading', { name: 'May 2045' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous month: Apr. 2045' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next month: Jun. 2045' })).toBeVisible();

    // It opens on today (docs/decisions/054): the page that starts with the next event, the 20th; the two
    // earlier ones are a page back.
    const cards = page.locator('.grade-event-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.locator('.grade-event-card__title')).toHaveText(events.slice(2).map((event) => event.title));
    await expect(cards.locator('.grade-event-card__tag')).toHaveText(['Upcoming Event', 'Upcoming Event']);
    await expect(cards.nth(0)).toContainText('May 20, 2045 9:30 a.m.');
    await expect(cards.nth(0).locator('.grade-event-card__ribbon')).toHaveCSS('background-color', 'rgb(46, 125, 50)');
    await expect(page.getByRole('link', { name: `${grade.title} calendar feed` })).toHaveAttribute(
      'href',
      `/v2/api/calendar/${grade.slug}.ics`,
    );
    await expectNoAxeViolations(page, 'grade page with events');

    const previous = page.getByRole('button', { name: 'Previous', exact: true });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(next).toBeDisabled();
    const scrolled = await page.evaluate(() => window.scrollY);
    await previous.click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(cards.locator('.grade-event-card__title')).toHaveText(events.slice(0, 2).map((event) => event.title));
    await expect(cards.locator('.grade-event-card__tag')).toHaveText(['Previous Event', 'Previous Event']);
    await expect(cards.nth(0)).toContainText('May 02, 2045 9:30 a.m.');
    await expect(cards.nth(0).locator('img')).toHaveAttribute('src', cover);
    await expect(cards.nth(1).locator('img')).toHaveAttribute('src', '/images/event-default.svg');
    await expect(previous).toBeDisabled();
    // Wide screens keep their place when the page changes.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await next.click();
    await expect(cards).toHaveCount(2);
    await expect(cards.last()).toContainText(events[3]!.title);

    // A card opens the popup.
    await cards.last().click();
    await expect(page.getByRole('dialog', { name: events[3]!.title })).toBeVisible();
    await page.keyboard.press('Escape');

    // Next month is empty; the list opens on today's page again whenever the month changes.
    await page.getByRole('button', { name: 'Next month: Jun. 2045' }).click();
    await expect(page.getByRole('heading', { name: 'June 2045' })).toBeVisible();
    await expect(page.getByText("Sorry we currently don't have any events for this date range.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the events calendar' })).toHaveAttribute('href', '/events');
    await page.getByRole('button', { name: 'Previous month: May. 2045' }).click();
    await expect(page.getByRole('heading', { name: 'May 2045' })).toBeVisible();
    await expect(cards).toHaveCount(2);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
  });

  test('the island runs at the first press: a card pressed before it ran opens its popup once it runs', async ({ page }) => {
    // The browser's clock is the server's here: the island opens the month's list on the page the server drew
    // (page 1 of a month to come), so the card pressed is the one it presses again.
    await page.goto(`/grades/${grade.slug}?month=2045-05`);
    const island = page.locator('astro-island', { has: page.locator('.grade-page') });
    const card = page.locator('.grade-event-card').filter({ hasText: events[0]!.title });
    // Nothing of it runs at start (docs/decisions/079); the press comes while its scripts are held back.
    const release = await pressBeforeIsland(page, island, card);
    release();
    const popup = page.getByRole('dialog', { name: events[0]!.title });
    await expect(popup).toBeVisible();
    await expect(island).not.toHaveAttribute('ssr');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('on a phone, changing page scrolls to the list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.setFixedTime(NOW);
    await gotoHydrated(page, `/grades/${grade.slug}`);
    const list = page.locator('.grade-events__list');
    // The page is drawn on today's month; its pager works once the island shows the clock's month.
    await expect(page.getByRole('heading', { name: 'May 2045' })).toBeVisible();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    // The list's top sits just below the locked header (--header-height 71 px plus 1rem).
    await expect.poll(async () => Math.round((await list.boundingBox())!.y)).toBe(71 + 16);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect.poll(async () => Math.round((await list.boundingBox())!.y)).toBe(71 + 16);
    await expectNoAxeViolations(page, 'grade page events at 390');
  });

  test("lists the school-wide events too, marked, as the grade's calendar feed does", async ({ page, request }) => {
    // A month no other test puts school-wide events in.
    const schoolWide = await createEvent(request, editor, {
      title: `Parish Festival ${tag}`,
      startDt: '2045-08-09T12:00',
      endDt: '2045-08-09T16:00',
    });
    const own = await createEvent(request, editor, {
      title: `Class Picnic ${tag}`,
      startDt: '2045-08-12T11:00',
      endDt: '2045-08-12T13:00',
      grade_list: [grade.slug],
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.setFixedTime(new Date('2045-08-01T16:00:00Z'));
    await gotoHydrated(page, `/grades/${grade.slug}`);
    await expect(page.getByRole('heading', { name: 'August 2045' })).toBeVisible();
    const cards = page.locator('.grade-event-card');
    await expect(cards.locator('.grade-event-card__title')).toHaveText([schoolWide.title, own.title]);
    await expect(cards.nth(0)).toContainText('School wide');
    await expect(cards.nth(1)).not.toContainText('School wide');
    await expectNoAxeViolations(page, 'grade page with a school-wide event');

    // The grade's feed follows the same rule (one function; src/features/events/feeds/calendar-feed.test.ts).
    const listed = (
      await (
        await request.get(`/v2/api/event?start_dt=2045-08-01&end_dt=2045-09-01&grade_level=${grade.slug}&include_fields=title,grade_list`)
      ).json()
    ).results as Array<{ title: string; grade_list: string[] }>;
    expect(listed).toEqual([
      { title: schoolWide.title, grade_list: [] },
      { title: own.title, grade_list: [grade.slug] },
    ]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(cards.nth(0).getByText('School wide')).toBeVisible();
    await expectNoAxeViolations(page, 'grade page with a school-wide event at 390');
  });

  test('while its month loads the list shows a labelled placeholder', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/v2/api/event' && url.searchParams.get('grade_level') === grade.slug,
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.clock.setFixedTime(NOW);
    await gotoHydrated(page, `/grades/${grade.slug}`);
    const placeholder = page.getByRole('status').filter({ hasText: 'Loading events' });
    await expect(placeholder).toBeVisible();
    release();
    await expect(page.locator('.grade-event-card')).toHaveCount(2);
    await expect(placeholder).toHaveCount(0);
  });

  test('keeps its month in the address: each month is a history entry, a reload keeps it, Back returns', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await gotoHydrated(page, `/grades/${grade.slug}`);
    await expect(page.getByRole('heading', { name: 'May 2045' })).toBeVisible();
    await expect(page).toHaveURL(`/grades/${grade.slug}`);
    await page.getByRole('button', { name: 'Next month: Jun. 2045' }).click();
    await expect(page.getByRole('heading', { name: 'June 2045' })).toBeVisible();
    await expect(page).toHaveURL(`/grades/${grade.slug}?month=2045-06`);
    await page.getByRole('button', { name: 'Next month: Jul. 2045' }).click();
    await expect(page).toHaveURL(`/grades/${grade.slug}?month=2045-07`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'July 2045' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`/grades/${grade.slug}?month=2045-06`);
    await expect(page.getByRole('heading', { name: 'June 2045' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`/grades/${grade.slug}`);
    await expect(page.getByRole('heading', { name: 'May 2045' })).toBeVisible();
    await expect(page.locator('.grade-event-card')).toHaveCount(2);
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'June 2045' })).toBeVisible();
  });

  test('a month named in the address is drawn in the HTML as served; a bad one is the current month, without an error', async ({
    page,
    request,
  }) => {
    const served = await request.get(`/grades/${grade.slug}?month=2045-05`);
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain('May 2045');
    for (const event of events) expect(html).toContain(event.title);

    for (const bad of ['2045-13', 'may', '2045-5', '']) {
      const answer = await request.get(`/grades/${grade.slug}?month=${bad}`);
      expect(answer.status(), bad).toBe(200);
      expect(await answer.text()).not.toContain(events[0]!.title);
    }
    await page.clock.setFixedTime(NOW);
    await gotoHydrated(page, `/grades/${grade.slug}?month=2045-13`);
    await expect(page.getByRole('heading', { name: 'May 2045' })).toBeVisible();
    await expect(page.locator('.grade-event-card')).toHaveCount(2);
  });
});
