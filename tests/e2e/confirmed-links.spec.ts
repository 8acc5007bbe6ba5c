import { expect, test, type Page } from '../support/test';
import { DEFAULT_SITE_CONTENT } from '../../src/features/content/site-content';
import { school } from '../../src/config/school';
import { expectNoAxeViolations } from '../support/a11y';

/** SPEC sections 1 and 2: the confirm prompt before an outside site opens in a new tab. */
const PROMPT = 'You will be navigated to an external site in a new tab. Do you want to continue?';
/** What a visitor without JavaScript reads beside such a link instead (docs/decisions/028). */
const NOTICE = 'You will be navigated to an external site in a new tab:';
const SIGN_UP = DEFAULT_SITE_CONTENT.links.volunteering;

/** The notice as it reads inside a sentence: an aside in parentheses. */
const aside = (address: string) => `(${NOTICE} ${address})`;

/** The site frame's script, which also makes the page's links to outside sites live (docs/decisions/040). */
const FRAME_SCRIPT = '**/_astro/SiteHeader.astro_astro_type_script_*.js';

const signUpLink = (page: Page) => page.getByRole('link', { name: /Volunteer sign-up/ });

/** A link that needs a confirmation never navigates without it (docs/decisions/028, 040). */
test.describe('links that ask before opening an outside site', () => {
  for (const { width, hasTouch } of [
    { width: 390, hasTouch: true },
    { width: 1280, hasTouch: false },
  ]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 844 }, hasTouch });

      test('the Volunteers sign-up link, used before its script has loaded, opens nothing; then it asks first', async ({
        page,
        context,
      }) => {
        const outside: string[] = [];
        await context.route('https://signup.example.org/**', (route) => {
          outside.push(route.request().url());
          return route.fulfill({ body: 'sign-up', contentType: 'text/html' });
        });
        // The page's one script (the site frame's, which makes such links live) is held back: the prebuilt
        // link is all there is.
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route(FRAME_SCRIPT, async (route) => {
          await released;
          await route.continue();
        });
        // Module scripts hold the load event back, so the page is awaited by what it shows. Until its styles
        // arrive, the variant for JavaScript off is in the page too: the link is the one that asks first.
        await page.goto('/volunteers', { waitUntil: 'commit' });
        const link = page.locator('a[data-external-link]', { hasText: 'Volunteer sign-up' });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', SIGN_UP);
        await expect(link).toHaveClass(/external-link--waiting/);
        // Inert as a visitor first sees it: the page paints once its styles are in, and they take the link's
        // pointer events; a script may see the link laid out before that, as a person cannot.
        await expect(link).toHaveCSS('pointer-events', 'none');
        // A tap or click where the link is (force: no waiting until it takes events); the keyboard cannot reach it.
        if (hasTouch) await link.tap({ force: true });
        else await link.click({ force: true });
        await expect(link).toHaveAttribute('tabindex', '-1');

        release();
        await expect(link).not.toHaveAttribute('tabindex');
        // A new tab opens at the click; the script arrived after it, so a navigation would show by now.
        expect(context.pages()).toHaveLength(1);
        expect(outside).toEqual([]);

        // Hydrated: the spec's prompt first; dismissed, nothing opens; accepted, the site opens in a new tab.
        const prompts: string[] = [];
        page.once('dialog', (dialog) => {
          prompts.push(dialog.message());
          void dialog.dismiss();
        });
        await link.click();
        await expect.poll(() => prompts).toEqual([PROMPT]);
        page.once('dialog', (dialog) => void dialog.accept());
        const opened = context.waitForEvent('page');
        await link.click();
        expect((await opened).url()).toBe(SIGN_UP);
        expect(context.pages()).toHaveLength(2);
      });
    });
  }

  test('the Volunteers page makes the sign-up link live at once, not when it scrolls into view, with no island', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 400 });
    await page.goto('/volunteers');
    const link = signUpLink(page);
    await expect(link).not.toHaveAttribute('tabindex');
    await expect(link).not.toHaveAttribute('aria-disabled');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('astro-island')).toHaveCount(0);
  });

  test('with JavaScript off, each such link shows the prompt’s words and the address beside it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/volunteers');
    const card = page.getByRole('region', { name: 'Sign Up To Help' });
    const link = card.getByRole('link', { name: 'Volunteer sign-up' });
    await expect(link).toHaveCount(1);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', SIGN_UP);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleDescription(`${NOTICE} ${SIGN_UP}`);
    await expect(card.getByText(NOTICE)).toBeVisible();
    await expect(card.getByText(SIGN_UP)).toBeVisible();

    // The site banner's school link, on every page.
    const banner = page.getByRole('link', { name: school.name });
    await expect(banner).toHaveCount(1);
    // In the navy banner the notice stands on a line of its own, without the aside's brackets.
    await expect(banner).toHaveAccessibleDescription(`${NOTICE} ${school.schoolSiteUrl}`);

    await page.goto('/volunteers/reimbursement-letter');
    const formLink = page.getByRole('link', { name: 'online reimbursement form' });
    await expect(formLink).toHaveCount(1);
    await expect(formLink).toHaveAccessibleDescription(aside(DEFAULT_SITE_CONTENT.links.reimbursementForm));
    await expect(page.getByText(DEFAULT_SITE_CONTENT.links.reimbursementForm)).toBeVisible();
    await context.close();
  });

  test('once its script has run the Volunteers page has no leftover of the JavaScript-off variant, and axe finds nothing', async ({
    page,
  }) => {
    await page.goto('/volunteers');
    await expect(signUpLink(page)).not.toHaveAttribute('tabindex');
    await expect(signUpLink(page)).toHaveCount(1);
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await expectNoAxeViolations(page, 'volunteers');
  });
});
