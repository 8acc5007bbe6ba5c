import { expect, test, type APIRequestContext } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { pressBeforeIsland, waitForIslands } from '../support/hydration';
import { auth, tokenFor } from '../support/sign-in';

/** The island's own read of the committee cards (useCommittees). */
const COMMITTEE_LIST = /\/v2\/api\/formation\/committee\?/;
/** Every script of the page: held, the page is what the server drew. */
const SCRIPTS = /\/_astro\/.*\.js$/;

interface SavedCommittee {
  _id: string;
  slug: string;
  title: string;
  version: number;
}

/** A committee saved through the API as an officer does in the Committee tool, with two chairs, a link and a description. */
async function saveCommittee(request: APIRequestContext, token: string, title: string, description: string): Promise<SavedCommittee> {
  const response = await request.post('/v2/api/formation', {
    headers: auth(token),
    data: {
      type: 'committee',
      title,
      description,
      icon: 'groups_2',
      colorCode: '#00295f',
      links: [{ key: 'Sign Up', value: 'https://signup.example.org/served' }],
      leadership: [
        { position: 'Chair', name: 'Rosa Served', email: 'rosa@example.org' },
        { position: 'Co-Chair', name: 'Ines Served', email: 'ines@example.org' },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).results;
}

/**
 * The Committees page is drawn on request (docs/decisions/059): a committee an officer saves is in the HTML
 * as served, at once locally, with and without JavaScript, and the island hydrates from it.
 */
test.describe('committees in the page as served', () => {
  let editor: string;
  let committee: SavedCommittee;
  const description = 'Runs the served committee test and keeps its cards in the HTML.';

  test.beforeAll(async ({ request }) => {
    editor = await tokenFor(request, 'editor');
    committee = await saveCommittee(request, editor, `Served Committee ${Date.now().toString(36)}`, description);
  });

  test.afterAll(async ({ request }) => {
    expect((await request.delete(`/v2/api/formation/committee/${committee._id}`, { headers: auth(editor) })).status()).toBe(200);
  });

  test('a saved committee is in the HTML of /committees and of a committee address, kept by the CDN a minute', async ({ request }) => {
    for (const path of ['/committees', `/committees/${committee.slug}`]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['netlify-cache-tag'], path).toBe('drawn-page');
      expect(answer.headers()['netlify-cdn-cache-control'], path).toBe('public, durable, s-maxage=60, stale-while-revalidate=300');
      // What is drawn, without the island's props: they carry its texts, the placeholder's words among them.
      const html = (await answer.text()).replace(/ props="[^"]*"/g, '');
      expect(html, path).toContain(`<span class="committee-card__title">${committee.title}</span>`);
      expect(html, path).toContain(`<span class="committee-card__description">${description}</span>`);
      expect(html, path).toContain('Rosa Served');
      expect(html, path).toContain('Search For Committees');
      expect(html, path).not.toContain('Loading committees');
      // No placeholder card is drawn (the class may still be named by a stylesheet inlined in the head).
      expect(html, path).not.toContain('<li class="committee-skeleton">');
    }
  });

  test('an edit shows in the next page served, at once locally', async ({ request }) => {
    const before = 'Written first: the page drawn next must no longer show this text.';
    const edited = 'Edited a moment ago: the page drawn next has this text.';
    const own = await saveCommittee(request, editor, `Edited Committee ${Date.now().toString(36)}`, before);
    try {
      expect(await (await request.get('/committees')).text()).toContain(before);
      const saved = await request.put('/v2/api/formation', {
        headers: auth(editor),
        data: {
          _id: own._id,
          version: own.version,
          type: 'committee',
          title: own.title,
          description: edited,
          icon: 'groups_2',
          colorCode: '#00295f',
          links: [],
          leadership: [{ position: 'Chair', name: 'Rosa Served', email: 'rosa@example.org' }],
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const html = await (await request.get('/committees')).text();
      const card = html.slice(html.indexOf(`>${own.title}</span>`));
      expect(card.slice(0, card.indexOf('</button>'))).toContain(edited);
      // One chair left: the card now says the chair is open.
      expect(card.slice(0, card.indexOf('</button>'))).toContain('Open Chair');
      expect(html).not.toContain(before);
    } finally {
      expect((await request.delete(`/v2/api/formation/committee/${own._id}`, { headers: auth(editor) })).status()).toBe(200);
    }
  });

  test('without JavaScript every committee card shows, with a sentence that opening one needs JavaScript', async ({ browser, request }) => {
    const stored = (await (await request.get('/v2/api/formation/committee?include_fields=title')).json()).results as Array<{
      title: string;
    }>;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/committees');
    await expect(page.locator('.committee-card')).toHaveCount(stored.length);
    const card = page.locator('.committee-card').filter({ hasText: committee.title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Rosa Served');
    await expect(page.getByText('Opening a committee for its details needs JavaScript.')).toBeVisible();
    await expect(page.getByPlaceholder('Search For Committees')).toBeVisible();
    await expect(page.locator('.skeleton, .spinner, .island-loading__busy').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByText('Loading committees')).toHaveCount(0);
    await context.close();
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the cards are drawn before any script, and hydrating moves nothing and reads nothing again`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const listReads: string[] = [];
      page.on('request', (request) => {
        if (COMMITTEE_LIST.test(request.url())) listReads.push(request.url());
      });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(SCRIPTS, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto('/committees', { waitUntil: 'commit' });
      const card = page.locator('button.committee-card').filter({ hasText: committee.title });
      await expect(card).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const before = await page.locator('.committee-list').boundingBox();
      const cardBefore = await card.boundingBox();
      release();
      // Any console error fails the test (tests/support/test.ts): a hydration mismatch (React #418) among them.
      await waitForIslands(page);
      expect(await page.locator('.committee-list').boundingBox()).toEqual(before);
      expect(await card.boundingBox()).toEqual(cardBefore);
      expect(listReads, 'the island starts from the cards it was served').toEqual([]);

      await card.click();
      const popup = page.getByRole('dialog', { name: committee.title });
      await expect(popup).toBeVisible();
      await expect(popup.getByText('Rosa Served')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/committees/${committee.slug}$`));
      await page.goBack();
      await expect(popup).toBeHidden();
      await expect(page).toHaveURL(/\/committees$/);
      await expect(card).toBeFocused();
    });
  }

  test('the island runs at the first use: what was typed in the search and a card pressed before it ran are done once it runs', async ({
    page,
  }) => {
    await page.goto('/committees');
    const island = page.locator('astro-island', { has: page.locator('.committee-list') });
    const card = page.locator('button.committee-card').filter({ hasText: committee.title });
    const release = await pressBeforeIsland(page, island, card, () => page.getByRole('searchbox').fill(committee.title));
    release();
    const popup = page.getByRole('dialog', { name: committee.title });
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/committees/${committee.slug}$`));
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole('searchbox')).toHaveValue(committee.title);
    await expect(page.locator('button.committee-card')).toHaveCount(1);
    await expect(page.locator('button.committee-card')).toContainText(committee.title);
  });

  test("a committee's address draws the page and opens its popup once the island runs", async ({ page }) => {
    const response = await page.goto(`/committees/${committee.slug}`);
    expect(response?.status()).toBe(200);
    await waitForIslands(page);
    const popup = page.getByRole('dialog', { name: committee.title });
    await expect(popup).toBeVisible();
    await expectNoAxeViolations(page, 'committee popup on the page drawn on request');
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/committees$/);
    await expect(page.locator('button.committee-card').filter({ hasText: committee.title })).toBeVisible();
  });
});
