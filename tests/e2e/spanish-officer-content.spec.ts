import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { restorePage } from '../support/content';
import { gotoHydrated } from '../support/hydration';
import { auth, openSignedInAs, tokenFor } from '../support/sign-in';
import type { BoardMember } from '../../src/features/content/page-content';
import type { SiteContent } from '../../src/features/content/site-content';

/**
 * The officers' site texts and board titles in Spanish (DESIGN section 9; docs/decisions/070): written in the
 * Site Content tool beside the English, shown on the Spanish pages where given and the English, marked
 * lang="en", where not; the tool lists what still lacks its Spanish. The English pages do not change. The
 * test puts the demo content back: other tests read it.
 */
const ENGLISH_ONLY_NOTE = 'Parte de esta página solo está en inglés.';
const MISSION_ES = 'Reunimos a las familias para servir a nuestra escuela.';
const TREASURER_ES = 'Tesorería';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('an officer writes the mission and a board title in Spanish: the Spanish pages show them, the tool lists what is left', async ({
  page,
  request,
}) => {
  // Three saves, seven pages and two axe runs.
  test.setTimeout(180_000);
  const admin = await tokenFor(request, 'admin');
  const site = (await (await request.get('/v1/api/page/site', { headers: auth(admin) })).json()).results as SiteContent;
  const board = (await (await request.get('/v1/api/page/list/board-members', { headers: auth(admin) })).json()).results as BoardMember[];
  const treasurer = board.findIndex((member) => member.title === 'Treasurer');
  expect(treasurer, 'the demo board has a treasurer').toBeGreaterThanOrEqual(0);
  expect(site.mission_es, 'the demo content has no Spanish').toBe('');
  const boardEntries = board.map((member) => `Board title: ${member.title}`);
  try {
    await openSignedInAs(page, 'admin', '/access/content');
    const missing = page.getByRole('region', { name: 'Texts without Spanish' });
    // The site texts and the board lead to their fields here; the other kinds have groups of their own.
    const siteTexts = missing.getByRole('group', { name: 'Site texts' }).getByRole('listitem');
    const boardTitles = missing.getByRole('group', { name: 'Board' }).getByRole('listitem');
    await expect(siteTexts).toHaveText(['Welcome text', 'Mission']);
    await expect(boardTitles).toHaveText(boardEntries);

    // Each entry leads to its field.
    await missing.getByRole('button', { name: 'Mission', exact: true }).click();
    const missionEs = page.getByLabel('Mission in Spanish (optional)');
    await expect(missionEs).toBeFocused();
    await expect(missionEs).toHaveAccessibleDescription(/Shown on the Spanish site\. While empty, the Spanish site shows the English\./);
    await missionEs.fill(MISSION_ES);
    await page.getByRole('button', { name: 'Save texts' }).click();
    await expect(toast(page, 'Site texts saved')).toBeVisible();
    await expect(siteTexts).toHaveText(['Welcome text']);
    await expect(boardTitles).toHaveText(boardEntries);

    await missing.getByRole('button', { name: 'Board title: Treasurer' }).click();
    const treasurerEs = page.getByLabel('Board title in Spanish (optional)').nth(treasurer);
    await expect(treasurerEs).toBeFocused();
    await treasurerEs.fill(TREASURER_ES);
    await page.getByRole('button', { name: 'Save board' }).click();
    await expect(toast(page, 'Board saved')).toBeVisible();
    await expect(siteTexts).toHaveText(['Welcome text']);
    await expect(boardTitles).toHaveText(boardEntries.filter((_, index) => index !== treasurer));
    await expectNoAxeViolations(page, 'Site content tool with its Spanish fields');

    // Quiénes somos: the Spanish where written, the other titles in English, marked, and the note once.
    await gotoHydrated(page, '/es/aboutus');
    const mission = page.locator('[data-site-text="mission"]');
    await expect(mission).toHaveText(MISSION_ES);
    await expect(mission).not.toHaveAttribute('lang');
    const titles = page.locator('.board-card__title');
    await expect(titles).toHaveCount(board.length);
    for (const [index, member] of board.entries()) {
      const title = titles.nth(index);
      if (index === treasurer) {
        await expect(title).toHaveText(TREASURER_ES);
        await expect(title.locator('[lang]')).toHaveCount(0);
      } else {
        await expect(title.locator('[lang="en"]')).toHaveText(member.title);
      }
    }
    await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(1);
    await expectNoAxeViolations(page, '/es/aboutus with Spanish texts');

    await gotoHydrated(page, '/es/contactus');
    await expect(page.locator('.board-contact__title').nth(treasurer)).toHaveText(TREASURER_ES);
    await expect(page.locator('.board-contact__title [lang="en"]')).toHaveCount(board.length - 1);

    // The English pages are as they were.
    await gotoHydrated(page, '/aboutus');
    await expect(page.locator('[data-site-text="mission"]')).toHaveText(site.mission);
    await expect(page.locator('.board-card__title')).toHaveText(board.map((member) => member.title));
    await expect(page.locator('[data-site-text][lang], .board-card__title [lang]')).toHaveCount(0);
    await expect(page.getByText('Part of this page is only in English.')).toHaveCount(0);
    await gotoHydrated(page, '/contactus');
    await expect(page.locator('.board-contact__title').nth(treasurer)).toHaveText('Treasurer');

    // Every site text and board title in Spanish: the note goes from both pages, and their groups from the tool.
    const texts = await request.get('/v1/api/page/site', { headers: auth(admin) });
    const saved = (await texts.json()).results as SiteContent;
    const welcomeEs = '¡Bienvenidos, familias!';
    expect((await request.put('/v1/api/page/site', { headers: auth(admin), data: { ...saved, welcomeText_es: welcomeEs } })).status()).toBe(
      200,
    );
    const current = await request.get('/v1/api/page/list/board-members', { headers: auth(admin) });
    const allSpanish = board.map((member) => ({ ...member, title_es: `${member.title} (es)` }));
    const version = Number(current.headers()['x-version']);
    expect(
      (await request.put('/v1/api/page/list/board-members', { headers: auth(admin), data: { members: allSpanish, version } })).status(),
    ).toBe(200);
    for (const path of ['/es/aboutus', '/es/contactus']) {
      await gotoHydrated(page, path);
      await expect(page.getByText(ENGLISH_ONLY_NOTE), path).toHaveCount(0);
    }
    await gotoHydrated(page, '/es');
    const welcome = page.locator('[data-site-text="welcomeText"]');
    await expect(welcome).toHaveText(welcomeEs);
    await expect(welcome).not.toHaveAttribute('lang');
    await gotoHydrated(page, '/');
    await expect(page.locator('[data-site-text="welcomeText"]')).toHaveText(site.welcomeText);
    await openSignedInAs(page, 'admin', '/access/content');
    const after = page.getByRole('region', { name: 'Texts without Spanish' });
    // The demo events still lack their Spanish: the list is drawn, without the two groups.
    await expect(after.getByRole('group', { name: 'Events' })).toBeVisible();
    await expect(after.getByRole('group', { name: 'Site texts' })).toHaveCount(0);
    await expect(after.getByRole('group', { name: 'Board' })).toHaveCount(0);
  } finally {
    await restorePage(request, admin, '/v1/api/page/site', { ...site });
    await restorePage(request, admin, '/v1/api/page/list/board-members', { members: board });
  }
});
