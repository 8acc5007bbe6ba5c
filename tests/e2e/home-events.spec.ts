import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { waitForIslands } from '../support/hydration';
import { tokenFor } from '../support/sign-in';
import { createEvent, marker, schoolDay } from '../support/events';

/** The home page's 'HSA Events' (SPEC, Home): the upcoming events the API lists from today, 4 at a time. */
test.describe('home events', () => {
  test('lists the upcoming events in pages of 4, links to /events and opens the popup', async ({ page, request }) => {
    const editor = await tokenFor(request, 'editor');
    const today = schoolDay();
    // Early today, so it is among the 11 the home list fetches whatever else is stored.
    const mine = await createEvent(request, editor, {
      title: `Home Early ${marker()}`,
      startDt: `${today}T00:01`,
      endDt: `${today}T23:59`,
      location: 'Gym',
    });
    const listed = (await (await request.get(`/v2/api/event?per_page=11&start_dt=${today}&include_fields=id,title,startDt,endDt`)).json())
      .results as Array<{ title: string }>;
    expect(listed.map((event) => event.title)).toContain(mine.title);
    expect(listed.length, 'the demo data has upcoming events').toBeGreaterThan(4);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const section = page.getByRole('region', { name: 'HSA Events' });
    // The list hydrates when it comes into view (client:visible, docs/decisions/040), as a visitor scrolls to it.
    await section.scrollIntoViewIfNeeded();
    await waitForIslands(page);
    const titles = section.locator('.home-event__title');
    const next = section.getByRole('button', { name: 'Next events' });
    const previous = section.getByRole('button', { name: 'Previous events' });
    const pages = Math.ceil(listed.length / 4);
    for (let index = 0; index < pages; index += 1) {
      await expect(titles).toHaveText(listed.slice(index * 4, index * 4 + 4).map((event) => event.title));
      if (index < pages - 1) await next.click();
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    for (let index = 1; index < pages; index += 1) await previous.click();
    await expect(previous).toBeDisabled();
    await expect(section.getByRole('link', { name: 'See More HSA Events' })).toHaveAttribute('href', '/events');
    await expectNoAxeViolations(page, 'home page');

    const item = section.getByRole('button', { name: new RegExp(mine.title) });
    await expect(item).toContainText('12:01 a.m.');
    await item.click();
    const popup = page.getByRole('dialog', { name: mine.title });
    await expect(popup.getByText('Gym')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(item).toBeFocused();
  });

  test('at 390 px the list and the popup fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const section = page.getByRole('region', { name: 'HSA Events' });
    // The list hydrates when it comes into view (client:visible, docs/decisions/040), as a visitor scrolls to it.
    await section.scrollIntoViewIfNeeded();
    // The items are in the served HTML; a press opens the popup once the island has hydrated.
    await waitForIslands(page);
    const items = section.locator('.home-event:not(.home-event--placeholder)');
    await expect(items).toHaveCount(4);
    for (const item of await items.all()) expect((await item.boundingBox())!.width).toBeLessThanOrEqual(390);
    const title = (await items.first().locator('.home-event__title').textContent())!;
    await items.first().click();
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup).toBeVisible();
    expect(Math.round((await popup.boundingBox())!.width)).toBe(Math.round(390 * 0.9));
    await expectNoAxeViolations(page, 'home event popup at 390');
  });

  test('when the browser is on another day than the page was drawn for, it shows a labelled placeholder while that day loads', async ({
    page,
  }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/v2/api/event' && url.searchParams.get('per_page') === '11',
      async (route) => {
        await released;
        await route.continue();
      },
    );
    // A page the CDN kept over midnight (docs/decisions/054): the browser's day is a year later.
    await page.clock.setFixedTime(new Date(Date.now() + 366 * 24 * 60 * 60 * 1000));
    await page.goto('/');
    const section = page.getByRole('region', { name: 'HSA Events' });
    // The list hydrates when it comes into view (client:visible, docs/decisions/040), as a visitor scrolls to it.
    await section.scrollIntoViewIfNeeded();
    const placeholder = section.getByRole('status').filter({ hasText: 'Loading upcoming events' });
    await expect(placeholder).toBeVisible();
    await expect(placeholder.locator('.skeleton')).toHaveCount(4);
    release();
    await expect(placeholder).toHaveCount(0);
  });

  test('the upcoming events are in the HTML as served, not placeholders waiting for a script or a scroll', async ({ request }) => {
    const editor = await tokenFor(request, 'editor');
    const today = schoolDay();
    const mine = await createEvent(request, editor, {
      title: `Home Served ${marker()}`,
      startDt: `${today}T00:02`,
      endDt: `${today}T23:58`,
    });
    const listed = (await (await request.get(`/v2/api/event?per_page=11&start_dt=${today}&include_fields=id,title,startDt,endDt`)).json())
      .results as Array<{ title: string }>;
    expect(listed.slice(0, 4).map((event) => event.title)).toContain(mine.title);
    // The CDN may keep the page a minute (docs/decisions/054); the local serving draws it on every request.
    const answer = await request.get('/');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['netlify-cdn-cache-control']).toBe('public, durable, s-maxage=60, stale-while-revalidate=300');
    const html = await answer.text();
    const list = html.slice(html.indexOf('id="home-events-heading"'));
    for (const event of listed.slice(0, 4)) expect(list).toContain(`<span class="home-event__title">${event.title}</span>`);
    // The placeholder is not drawn (its words travel in the island's texts, docs/decisions/068, so its class is looked for).
    expect(list).not.toContain('home-events-loading');
  });

  test('without JavaScript the list shows the upcoming events, each opening on its own page; seeing more needs JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const section = page.getByRole('region', { name: 'HSA Events' });
    await expect(section.locator('.home-event')).toHaveCount(4);
    await expect(section.locator('.home-event__title').first()).not.toBeEmpty();
    await expect(section.getByText('Seeing more events here needs JavaScript.')).toBeVisible();
    for (const skeleton of await section.locator('.skeleton').all()) await expect(skeleton).toBeHidden();
    await expect(section.getByText('Loading upcoming events')).toHaveCount(0);
    await expect(section.getByRole('link', { name: 'See More HSA Events' })).toBeVisible();
    // A tap opens the event's own page, drawn with its popup open.
    const title = (await section.locator('.home-event__title').first().textContent())!;
    await section.locator('.home-event').first().click();
    await expect(page).toHaveURL(/\/events\/[^/?]+\?month=\d{4}-\d{2}$/);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await context.close();
  });

  test('Back and Forward to the home page hydrate it without a mismatch (React error 418)', async ({ page }) => {
    // Any console error fails the test (tests/support/test.ts), a hydration mismatch among them.
    await page.goto('/');
    await waitForIslands(page);
    await expect(page.locator('.home-event').first()).toBeVisible();
    await page.goto('/events');
    await waitForIslands(page);
    await page.goBack();
    await waitForIslands(page);
    await expect(page.locator('.home-event').first()).toBeVisible();
    await page.goForward();
    await waitForIslands(page);
    await page.goBack();
    await waitForIslands(page);
    await expect(page.locator('.home-event').first()).toBeVisible();
  });
});
