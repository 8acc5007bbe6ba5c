import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { holdRequests } from '../support/hold-requests';
import { openSignedInAs } from '../support/sign-in';

/**
 * The site frame without React (docs/decisions/038): prebuilt header and footer plus one
 * small script that gives them the same behaviour the islands had.
 */
const GRADE_LIST = /\/v2\/api\/formation\/grade\?/;
const EMPTY_TEXT = 'More Information On The Way...';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const gradesLink = (page: Page) => mainNav(page).getByRole('link', { name: 'Grades', exact: true });

/** What the header bar and the footer read as, as a person sees them. */
/**
 * The header's and footer's text, the officers' contact addresses left out: the page refreshes those from the
 * site content after load (decision 018), and another test may have changed them since the build.
 */
const frameText = (page: Page) =>
  page.evaluate(() =>
    [document.querySelector<HTMLElement>('.site-header__bar')!, document.querySelector<HTMLElement>('footer')!].map((part) => {
      const copy = part.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[data-site-email]').forEach((address) => address.remove());
      document.body.append(copy);
      const text = copy.innerText;
      copy.remove();
      return text;
    }),
  );

test.describe('the site frame is prebuilt markup with one small script', () => {
  for (const path of ['/contactus', '/no-such-page']) {
    test(`${path} loads no island and at most 10 KB of script (gzip)`, async ({ page }) => {
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('astro-island')).toHaveCount(0);
      const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
      expect(scripts.length, 'the frame script loads').toBeGreaterThan(0);
      expect(bytes, 'gzip bytes of the scripts the page loads').toBeLessThanOrEqual(10 * 1024);
    });
  }

  test('at start the frame shows what was prebuilt; only the signed-in name changes after load', async ({ browser, page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const prebuilt = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const withoutScript = await prebuilt.newPage();
    await withoutScript.goto('/contactus');
    const built = await frameText(withoutScript);
    await prebuilt.close();

    const releaseGrades = await holdRequests(page, GRADE_LIST);
    await page.goto('/contactus');
    expect(await frameText(page)).toEqual(built);
    releaseGrades();
    await gradesLink(page).hover();
    await expect(mainNav(page).locator('.grade-links__title').first()).toBeVisible();

    await openSignedInAs(page, 'editor');
    await page.goto('/contactus');
    const [bar, footer] = await frameText(page);
    expect(bar).toBe(built[0]);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Erin Editor' })).toBeVisible();
    expect(footer).toBe(built[1]!.replace('Login', 'Erin Editor'));
  });
});

test.describe('the Grades panel (wide screens)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('each grade shows its icon in the grade colour, its title and Visit Our Grade', async ({ page, request }) => {
    const grades = (await (await request.get('/v2/api/formation/grade?include_fields=title,slug,icon,colorCode')).json()).results as Array<{
      title: string;
      slug: string;
      icon: string;
      colorCode?: string;
    }>;
    await page.goto('/contactus');
    await gradesLink(page).hover();
    const items = mainNav(page).locator('.grade-links__item');
    await expect(items).toHaveCount(grades.length);
    for (const [index, grade] of grades.entries()) {
      const item = items.nth(index);
      await expect(item).toHaveAttribute('href', `/grades/${grade.slug}`);
      await expect(item.locator('.grade-links__title')).toHaveText(grade.title);
      await expect(item.locator('.grade-links__visit')).toHaveText('Visit Our Grade');
      await expect(item.locator(`svg[data-icon="${grade.icon}"]`)).toHaveCount(1);
      if (grade.colorCode)
        expect(await item.locator('.grade-links__icon').evaluate((icon) => getComputedStyle(icon).getPropertyValue('--grade-color'))).toBe(
          `#${grade.colorCode}`,
        );
    }
    await expect(mainNav(page).getByText(EMPTY_TEXT)).toHaveCount(0);
  });

  test('by keyboard: Tab passes the panel by; its button opens it, Escape closes it back onto the button', async ({ page }) => {
    await page.goto('/contactus');
    const panel = mainNav(page).locator('.site-nav__panel--grades');
    const firstGrade = panel.locator('.grade-links__item').first();
    const toggle = mainNav(page).getByRole('button', { name: 'Grades links' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The focus on Grades opens nothing, nor does Escape move it: Tab goes on to the panel's button, then to the
    // next section.
    await gradesLink(page).focus();
    await expect(panel).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(gradesLink(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(panel).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Volunteers', exact: true })).toBeFocused();
    // The button opens the panel, and Tab goes into it.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(firstGrade).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstGrade).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    // Opened again, it closes once the focus leaves it.
    await page.keyboard.press('Space');
    await expect(firstGrade).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(gradesLink(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a slow grade list leaves a usable menu that fills in when it arrives', async ({ page }) => {
    const release = await holdRequests(page, GRADE_LIST);
    await page.goto('/contactus');
    await gradesLink(page).hover();
    await expect(mainNav(page).getByText(EMPTY_TEXT)).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Volunteers', exact: true }).hover();
    await expect(mainNav(page).getByRole('link', { name: 'Volunteer Form' })).toBeVisible();
    release();
    await gradesLink(page).hover();
    await expect(mainNav(page).locator('.grade-links__item').first()).toBeVisible();
    await expect(mainNav(page).getByText(EMPTY_TEXT)).toHaveCount(0);
  });

  test.describe('when the grade list fails', () => {
    test.use({ allowedConsoleErrors: [/\[EG01\] grade list failed to load|Failed to load resource/] });

    test('the panel keeps the empty text and every other link works', async ({ page }) => {
      await page.route(GRADE_LIST, (route) => route.fulfill({ status: 500, json: { error: 'down', code: 'DOWN' } }));
      await page.goto('/contactus');
      await gradesLink(page).hover();
      await expect(mainNav(page).getByText(EMPTY_TEXT)).toBeVisible();
      await mainNav(page).getByRole('link', { name: 'Events', exact: true }).click();
      await expect(page).toHaveURL(/\/events\/?$/);
    });
  });
});

test.describe('the side menu (phones)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('it locks the page behind it, reports itself expanded, closes on the backdrop and gives focus back', async ({ page }) => {
    await page.goto('/contactus');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    const grades = menu.getByRole('button', { name: 'Show grades' });
    await grades.click();
    await expect(menu.getByRole('button', { name: 'Hide grades' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.locator('.grade-links__item').first()).toBeVisible();
    await menu.getByRole('button', { name: 'Hide grades' }).click();
    await expect(menu.locator('.grade-links__item').first()).toBeHidden();

    // The backdrop: the part of the screen left of the panel.
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('the close button closes it; a link followed from it leaves no menu open behind', async ({ page }) => {
    await page.goto('/contactus');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await toggle.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Reimbursement Letter' }).click();
    await expect(page).toHaveTitle('Reimbursement Letter');
    await page.goBack();
    await expect(page).toHaveTitle('Contact Us');
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });
});

test.describe('the header lock', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px it locks past 82 px, unlocks back at the top, and a page opened scrolled starts locked`, async ({ page }) => {
      await page.setViewportSize({ width, height: 600 });
      await page.goto('/aboutus');
      const header = page.locator('.site-header');
      const bar = page.locator('.site-header__bar');
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect(header).toHaveClass(/site-header--locked/);
      await expect(bar).toHaveCSS('position', 'fixed');
      expect((await bar.boundingBox())!.y).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).not.toHaveClass(/site-header--locked/);

      await page.goto('/aboutus#hsaboard');
      await expect(header).toHaveClass(/site-header--locked/);
      await expectNoAxeViolations(page, `locked header at ${width}px`);
    });
  }

  for (const width of [390, 1280]) {
    test(`at ${width} px the bar is never half out of view at any scroll position, locked or not`, async ({ page }) => {
      await page.setViewportSize({ width, height: 600 });
      await page.goto('/aboutus');
      const bar = page.locator('.site-header__bar');
      for (let scrollY = 0; scrollY <= 120; scrollY += 6) {
        await page.evaluate((y) => window.scrollTo(0, y), scrollY);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
        const top = await bar.evaluate((element) => element.getBoundingClientRect().top);
        expect(top, `the bar's top at ${scrollY} px scrolled`).toBeGreaterThanOrEqual(0);
      }
    });
  }
});
