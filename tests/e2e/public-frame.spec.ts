import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { waitForIslands } from '../support/hydration';
import { openSignedInAs } from '../support/sign-in';

const PAGES = [
  { path: '/', title: 'St. Brigid HSA' },
  { path: '/aboutus', title: 'About Us' },
  { path: '/committees', title: 'Committee Page' },
  { path: '/grades', title: 'Grades' },
  { path: '/volunteers', title: 'Volunteer Page' },
  { path: '/volunteers/reimbursement-letter', title: 'Reimbursement Letter' },
  { path: '/volunteers/forms', title: 'Volunteer Form' },
  { path: '/events', title: 'Events' },
  { path: '/contactus', title: 'Contact Us' },
];

/** Collects the page's Content-Security-Policy violations (DESIGN section 6), reported or blocked: none are expected. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('public frame', () => {
  for (const { path, title } of PAGES) {
    test(`${path} has its own title, the frame, no axe violation and no CSP violation`, async ({ page }) => {
      const violations = await recordCspViolations(page);
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await waitForIslands(page);
      await expectNoAxeViolations(page);
      expect(await violations()).toEqual([]);
    });
  }

  test('the admin login screen breaks no CSP rule once its form has validated', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/access/login');
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Password').fill('x');
    await page.getByLabel('Username').fill('');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('unknown paths show the not-found page with a link home', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Sorry this page was not found.')).toBeVisible();
    await page.getByRole('link', { name: /home page/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/this/does/not/exist');
    await expectNoAxeViolations(page, '404 page');
  });

  test('the navigation has every link and the Grades panel lists the grades from the API', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About Us', 'Committees', 'Grades', 'Volunteers', 'Events', 'Contact Us']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const grades = (await (await page.request.get('/v2/api/formation/grade?include_fields=title,slug')).json()).results as Array<{
      title: string;
      slug: string;
    }>;
    await nav.getByRole('link', { name: 'Grades', exact: true }).hover();
    const first = nav.getByRole('link', { name: new RegExp(`^${grades[0]!.title}`) });
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('href', `/grades/${grades[0]!.slug}`);
    await expect(first).toContainText('Visit Our Grade');
    await expectNoAxeViolations(page, 'grades panel open');
    await nav.getByRole('link', { name: 'Volunteers', exact: true }).hover();
    await expect(nav.getByRole('link', { name: 'Reimbursement Letter' })).toHaveAttribute('href', '/volunteers/reimbursement-letter');
    await expect(nav.getByRole('link', { name: 'Volunteer Form' })).toHaveAttribute('href', '/volunteers/forms');
  });

  test('while no grades are loaded the panel says more information is on the way', async ({ page }) => {
    await page.route('**/v2/api/formation/grade?**', (route) => route.fulfill({ json: { results: [] } }));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Grades', exact: true }).hover();
    await expect(nav.getByText('More Information On The Way...')).toBeVisible();
  });

  test('on a phone the side menu opens with a collapsible Grades list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/events');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    const toggle = menu.getByRole('button', { name: 'Show grades' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(menu.getByRole('link', { name: /Kindergarten/ })).toBeVisible();
    await expectNoAxeViolations(page, 'mobile menu open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the header locks once the page is scrolled more than 82 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/contactus');
    await waitForIslands(page);
    await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'));
    const header = page.locator('.site-header');
    await page.evaluate(() => window.scrollTo(0, 80));
    await expect(header).not.toHaveClass(/site-header--locked/);
    await page.evaluate(() => window.scrollTo(0, 83));
    await expect(header).toHaveClass(/site-header--locked/);
  });

  test('the school link asks for confirmation before opening a new tab', async ({ page, context }) => {
    await context.route('https://www.stbrigid-school.example.org/**', (route) => route.fulfill({ body: 'school site' }));
    await page.goto('/');
    await waitForIslands(page);
    const link = page.getByRole('link', { name: /St\. Brigid Catholic School/ });
    await expect(link).toHaveAttribute('target', '_blank');
    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.dismiss();
    });
    await link.click();
    await expect.poll(() => prompts).toEqual(['You will be navigated to an external site in a new tab. Do you want to continue?']);
    page.once('dialog', (dialog) => void dialog.accept());
    const popup = context.waitForEvent('page');
    await link.click();
    expect((await popup).url()).toBe('https://www.stbrigid-school.example.org/');
    // Tabs open in click order: had the dismissed prompt opened one, there would be three pages now.
    expect(context.pages()).toHaveLength(2);
  });

  test('the footer shows Login, or the signed-in user linking to /access', async ({ page }) => {
    await page.goto('/contactus');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/access/login');
    await openSignedInAs(page, 'editor');
    await page.goto('/contactus');
    await expect(footer.getByRole('link', { name: 'Erin Editor' })).toHaveAttribute('href', '/access');
  });
});
