import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { auth, openSignedInAs, tokenFor } from '../support/sign-in';
import { restorePage } from '../support/content';

/** The Site content tool (docs/decisions/019). Each test puts back what it changed. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.describe('the Site content tool', () => {
  test('an administrator changes the mission, a board member and a home image; the API and the public pages show them', async ({
    page,
    request,
  }) => {
    // Three saves, two axe runs over the whole tool (its list of texts without Spanish included) and four pages.
    test.setTimeout(120_000);
    const admin = await tokenFor(request, 'admin');
    const [site, home, board] = await Promise.all(
      ['/v1/api/page/site', '/v1/api/page/home', '/v1/api/page/list/board-members'].map(
        async (path) => (await (await request.get(path, { headers: auth(admin) })).json()).results,
      ),
    );
    try {
      await openSignedInAs(page, 'admin', '/access/content');
      await expect(page).toHaveTitle('Admin Site Content Tool');
      const mission = page.getByLabel('Mission (About Us)');
      await expect(mission).toHaveValue(site.mission);
      await mission.fill('We gather families to serve our school.');
      await page.getByRole('button', { name: 'Save texts' }).click();
      await expect(toast(page, 'Site texts saved')).toBeVisible();

      // Board: rename the first member, move the second up, save.
      const names = page.getByRole('textbox', { name: 'Name', exact: true });
      await names.first().fill('Jordan Rivera');
      await page.getByRole('button', { name: `Move ${board[1].name} up` }).click();
      await expect(names.first()).toHaveValue(board[1].name);
      await page.getByRole('button', { name: 'Save board' }).click();
      await expect(toast(page, 'Board saved')).toBeVisible();

      // Home images: the last one off, a new one on, the new one first.
      await page.getByRole('button', { name: `Remove home image ${home.length}` }).click();
      await page.locator('input[type=file]').first().setInputFiles('tests/support/wide.png');
      await expect(page.getByRole('img', { name: `Home image ${home.length}` })).toBeVisible();
      await page.getByRole('button', { name: `Move home image ${home.length} up` }).click();
      await page.getByRole('button', { name: 'Save home images' }).click();
      await expect(toast(page, 'Home images saved')).toBeVisible();

      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, `Site content tool at ${width}px`);
      }

      const read = async (path: string) => (await (await request.get(path, { headers: auth(admin) })).json()).results;
      expect((await read('/v1/api/page/site')).mission).toBe('We gather families to serve our school.');
      const savedBoard = await read('/v1/api/page/list/board-members');
      expect(savedBoard.map((member: { name: string }) => member.name).slice(0, 2)).toEqual([board[1].name, 'Jordan Rivera']);
      const savedHome = (await read('/v1/api/page/home')) as string[];
      expect(savedHome).toHaveLength(home.length);
      expect(home).not.toContain(savedHome[home.length - 2]);
      expect(savedHome).not.toContain(home[home.length - 1]);

      // The public pages show the changes at once, without a rebuild.
      await page.goto('/aboutus');
      await expect(page.locator('[data-site-text="mission"]')).toHaveText('We gather families to serve our school.');
      await expect(page.locator('.board-card__name').first()).toHaveText(board[1].name);
      await expect(page.locator('.board-card__name').nth(1)).toHaveText('Jordan Rivera');
      await page.goto('/');
      const banner = page.locator('.home-banner__images img');
      await expect(banner).toHaveCount(Math.min(savedHome.length, 3));
      const shown = await banner.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
      expect(shown).toEqual(savedHome.slice(0, 3).map((url) => `${url}/m/1024x0`));
      expect(shown, 'the uploaded image is on the home page').toContain(`${savedHome[home.length - 2]}/m/1024x0`);
      const uploaded = await request.get(`${savedHome[home.length - 2]}/m/1024x0`);
      expect(uploaded.status()).toBe(200);
      expect(uploaded.headers()['content-type']).toMatch(/^image\//);
    } finally {
      await restorePage(request, admin, '/v1/api/page/site', site);
      await restorePage(request, admin, '/v1/api/page/home', { images: home });
      await restorePage(request, admin, '/v1/api/page/list/board-members', { members: board });
    }
  });
});
