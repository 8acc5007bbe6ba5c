import { expect, test, type APIRequestContext } from '../support/test';
import { EXTERNAL_SITE_PROMPT } from '../../src/shared/ui/external-link';
import { DEFAULT_SITE_CONTENT } from '../../src/features/content/site-content';
import { expectNoAxeViolations } from '../support/a11y';
import { waitForIslands } from '../support/hydration';
import { auth, tokenFor } from '../support/sign-in';
import { restorePage } from '../support/content';
import { VERSION_HEADER } from '../../src/shared/edit-version';

/** The board's version, which a save of the board names (docs/decisions/023). */
async function boardVersion(request: APIRequestContext, token: string): Promise<number> {
  return Number((await request.get('/v1/api/page/list/board-members', { headers: auth(token) })).headers()[VERSION_HEADER.toLowerCase()]);
}

/** The Welcome Parents carousel moves every 7000 ms (SPEC section 9). */
const CAROUSEL_DELAY_MS = 7_000;

/**
 * The public pages whose texts and pictures officers edit (docs/decisions/018, 019): Home, About Us, Contact Us,
 * Volunteers, Reimbursement Letter.
 */
test.describe('public pages', () => {
  test('home: welcome text, the home images at /m/1024x0, and the Welcome Parents carousel', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(page.getByText(DEFAULT_SITE_CONTENT.welcomeText)).toBeVisible();
    await expect(page.locator('.home-banner__images img').first()).toBeVisible();
    expect(requested.some((path) => /^\/v2\/api\/photo\/image\/[^/]+\/m\/1024x0$/.test(path))).toBe(true);
    const carousel = page.getByRole('region', { name: 'Welcome Parents' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getByRole('group').first()).toHaveAttribute('aria-label', /^1 of \d+$/);
    await expect(carousel.getByRole('link', { name: /Visit Our Grade/ }).first()).toHaveAttribute('href', /^\/grades\//);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `home at ${width}px`);
    }
  });

  test('the carousel shows 1, 2 or 3 grades by width, and next moves it', async ({ page }) => {
    for (const [width, shown] of [
      [390, 1],
      [700, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const slide = page.locator('.welcome-carousel__slide').first();
      await expect(slide).toBeVisible();
      const viewport = await page.locator('.welcome-carousel__viewport').boundingBox();
      const box = await slide.boundingBox();
      expect(Math.round(viewport!.width / box!.width), `slides at ${width}px`).toBe(shown);
    }
    const selected = page.locator('.welcome-carousel__slide[data-selected]');
    const first = await selected.getAttribute('aria-label');
    await page.getByRole('button', { name: 'Next grade' }).click();
    await expect(selected).not.toHaveAttribute('aria-label', first!);
  });

  test('the carousel moves on its own every 7 s, but not for visitors who prefer reduced motion', async ({ page }) => {
    // Playwright's clock: the 7 s go by at once, and 'not moving' is checked over three whole periods.
    await page.clock.install();
    await page.goto('/');
    await waitForIslands(page);
    const selected = page.locator('.welcome-carousel__slide[data-selected]');
    await expect(selected).toHaveAttribute('aria-label', /^1 of/);
    await page.clock.runFor(CAROUSEL_DELAY_MS);
    await expect(selected).toHaveAttribute('aria-label', /^2 of/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await waitForIslands(page);
    await expect(selected).toHaveAttribute('aria-label', /^1 of/);
    await page.clock.runFor(3 * CAROUSEL_DELAY_MS);
    await expect(selected).toHaveAttribute('aria-label', /^1 of/);
  });

  test('About Us: mission, the 8 board cards with email links, and #hsaboard lands on the board', async ({ page }) => {
    await page.goto('/aboutus#hsaboard');
    await expect(page.getByText(DEFAULT_SITE_CONTENT.mission)).toBeVisible();
    const cards = page.locator('.board-card');
    await expect(cards).toHaveCount(8);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('heading', { name: 'HSA Board' })).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Executive Board' })).toBeVisible();
    await expect(page.getByText(/8 officers/)).toBeVisible();
    await expect(page.getByText(/Blue and White/)).toBeVisible();
    await expectNoAxeViolations(page, 'about us');
  });

  test('Volunteers: coordinator card, and the sign-up link opens only after the confirm', async ({ page, context }) => {
    await page.goto('/volunteers');
    await expect(page.getByText(DEFAULT_SITE_CONTENT.volunteerCoordinator.name)).toBeVisible();
    await expect(page.getByRole('link', { name: DEFAULT_SITE_CONTENT.volunteerCoordinator.email })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_SITE_CONTENT.volunteerCoordinator.email}`,
    );
    const signUp = page.getByRole('link', { name: /Volunteer sign-up/ });
    await context.route('https://signup.example.org/**', (route) => route.fulfill({ body: 'sign-up' }));
    const prompts: string[] = [];
    page.once('dialog', (dialog) => (prompts.push(dialog.message()), void dialog.dismiss()));
    await signUp.click();
    expect(prompts).toEqual([EXTERNAL_SITE_PROMPT]);
    expect(context.pages()).toHaveLength(1);
    page.once('dialog', (dialog) => void dialog.accept());
    const opened = context.waitForEvent('page');
    await signUp.click();
    expect((await opened).url()).toBe(DEFAULT_SITE_CONTENT.links.volunteering);
    await expectNoAxeViolations(page, 'volunteers');
  });

  test('Reimbursement Letter: the four steps slide with ends disabled, and the $250.00 note', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Instant scrolling (the slider honours reduced motion), so each press ends where it lands.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/volunteers/reimbursement-letter');
    await expect(page.getByText('$250.00')).toBeVisible();
    const track = page.getByRole('list', { name: 'Reimbursement steps' });
    const steps = track.getByRole('listitem');
    await expect(steps).toHaveCount(4);
    const previous = page.getByRole('button', { name: 'Previous step' });
    const next = page.getByRole('button', { name: 'Next step' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    // Each press scrolls the visible width minus 12 px (SPEC section 9), the cards snapping into place: a
    // few presses reach the end, where Next is disabled. Each press is waited for: the list has moved on,
    // and Next says whether it can go further.
    const scroll = () => track.evaluate((list) => ({ left: list.scrollLeft, end: list.scrollWidth - list.clientWidth }));
    for (let presses = 0; await next.isEnabled(); presses += 1) {
      expect(presses, 'presses to the end').toBeLessThan(6);
      const before = (await scroll()).left;
      await next.click();
      await expect.poll(async () => (await scroll()).left).toBeGreaterThan(before);
      const after = await scroll();
      if (after.left < after.end - 1) await expect(next).toBeEnabled();
      else await expect(next).toBeDisabled();
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(steps.last()).toBeInViewport();
    await expectNoAxeViolations(page, 'reimbursement letter at 390px');
  });

  test('the texts and board officers save are in the pages as served: with JavaScript off, and before any script runs', async ({
    browser,
    request,
  }) => {
    const admin = await tokenFor(request, 'admin');
    const site = (await (await request.get('/v1/api/page/site', { headers: auth(admin) })).json()).results;
    const board = (await (await request.get('/v1/api/page/list/board-members', { headers: auth(admin) })).json()).results as Array<{
      name: string;
    }>;
    const stamp = Date.now().toString(36);
    const changed = {
      ...site,
      hsaEmail: `office-${stamp}@stbrigid-hsa.example.org`,
      mission: `Our mission, as the officers wrote it on ${stamp}.`,
      welcomeText: `Welcome, as the officers wrote it on ${stamp}.`,
      volunteerCoordinator: { ...site.volunteerCoordinator, name: `Coordinator ${stamp}` },
      links: { ...site.links, reimbursementForm: `https://forms.example.org/reimburse-${stamp}` },
    };
    const president = `President ${stamp}`;
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      expect((await request.put('/v1/api/page/site', { headers: auth(admin), data: changed })).status()).toBe(200);
      const boardSaved = await request.put('/v1/api/page/list/board-members', {
        headers: auth(admin),
        data: { members: [{ ...board[0], name: president }, ...board.slice(1)], version: await boardVersion(request, admin) },
      });
      expect(boardSaved.status()).toBe(200);
      // The HTML as served carries them: no script has to run for a reader to see the current texts.
      const served = async (path: string) => (await request.get(path)).text();
      expect(await served('/contactus')).toContain(changed.hsaEmail);
      expect(await served('/contactus')).toContain(president);
      expect(await served('/aboutus')).toContain(changed.mission);
      expect(await served('/')).toContain(changed.welcomeText);
      expect(await served('/volunteers')).toContain(changed.volunteerCoordinator.name);
      expect(await served('/volunteers/reimbursement-letter')).toContain(changed.links.reimbursementForm);
      expect(await served('/committees')).toContain(changed.hsaEmail);
      // A payee's status page too (docs/decisions/088), whatever its link.
      expect(await served('/volunteers/reimbursement-status/no-such-link')).toContain(changed.hsaEmail);

      const page = await context.newPage();
      await page.goto('/contactus');
      const saved = page.getByRole('main').getByRole('link', { name: changed.hsaEmail });
      await expect(saved).toHaveCount(2);
      for (const link of await saved.all()) await expect(link).toHaveAttribute('href', `mailto:${changed.hsaEmail}`);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: changed.hsaEmail })).toBeVisible();
      await expect(page.getByRole('main').getByText(president)).toBeVisible();
      await page.goto('/aboutus');
      await expect(page.getByText(changed.mission)).toBeVisible();
      await expect(page.locator('.board-card').first()).toContainText(president);
      await page.goto('/volunteers');
      await expect(page.getByText(changed.volunteerCoordinator.name)).toBeVisible();
    } finally {
      await context.close();
      await restorePage(request, admin, '/v1/api/page/site', site);
      await restorePage(request, admin, '/v1/api/page/list/board-members', { members: board });
    }
  });

  test('a prebuilt page puts the saved texts over its built-in ones once loaded', async ({ page, request }) => {
    const admin = await tokenFor(request, 'admin');
    const site = (await (await request.get('/v1/api/page/site', { headers: auth(admin) })).json()).results;
    const hsaEmail = `desk-${Date.now().toString(36)}@stbrigid-hsa.example.org`;
    try {
      expect((await request.put('/v1/api/page/site', { headers: auth(admin), data: { ...site, hsaEmail } })).status()).toBe(200);
      // Public reads may be cached for a short while: wait for the new address to be answered.
      await expect
        .poll(async () => (await (await request.get('/v1/api/page/site')).json()).results.hsaEmail, { timeout: 30_000 })
        .toBe(hsaEmail);
      // The 404 page is prebuilt (the Volunteer Form is drawn on request since docs/decisions/074).
      await page.goto('/no-such-page');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: hsaEmail })).toHaveAttribute('href', `mailto:${hsaEmail}`);
    } finally {
      await restorePage(request, admin, '/v1/api/page/site', site);
    }
  });

  test('with JavaScript off, About, Contact, Volunteers and Reimbursement Letter still show their text', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const expected: Array<[string, string]> = [
      ['/aboutus', 'Our Mission'],
      ['/contactus', DEFAULT_SITE_CONTENT.hsaEmail],
      ['/volunteers', 'The HSA provides volunteer opportunities all school year.'],
      ['/volunteers/reimbursement-letter', 'Nobody should pay for a committee item before the HSA President approves it.'],
    ];
    for (const [path, text] of expected) {
      await page.goto(path);
      await expect(page.getByText(text, { exact: false }).first(), path).toBeVisible();
    }
    await page.goto('/volunteers/reimbursement-letter');
    await expect(page.getByText('Use the online form')).toBeVisible();
    await context.close();
  });
});
