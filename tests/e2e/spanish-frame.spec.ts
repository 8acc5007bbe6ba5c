import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { waitForIslands } from '../support/hydration';
import { openSignedInAs } from '../support/sign-in';

/**
 * The frame of the Spanish site (DESIGN section 9): Spanish navigation and side menu, the language switch to
 * the same page, query and hash, the choice remembered in a cookie and offered back by a bar, never by a
 * redirect, and each page naming its language and its twin.
 */
const header = (page: Page) => page.locator('.site-header__bar');
const headerSwitch = (page: Page) => header(page).locator('.site-header__lang');
const bar = (page: Page) => page.getByRole('complementary', { name: /^(Idioma|Language)$/ });

async function langCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'hsa-lang');
}

/** Waits for the frame's script (it has made the school's link live by then) and the page's islands. */
async function frameReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.school-banner .external-link--waiting'));
  await waitForIslands(page);
}

test.describe('the language switch', () => {
  test('goes to the same page, query and hash in Spanish and back, and remembers each choice', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/events?month=2046-11#calendar');
    await frameReady(page);
    const toSpanish = headerSwitch(page);
    await expect(toSpanish).toHaveText('Español');
    await expect(toSpanish).toHaveAttribute('lang', 'es');
    await expect(toSpanish).toHaveAttribute('hreflang', 'es');
    await expect(toSpanish).toHaveAttribute('href', '/es/events?month=2046-11#calendar');
    await toSpanish.click();
    await expect(page).toHaveURL(/\/es\/events\?month=2046-11#calendar$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const spanish = await langCookie(page);
    expect(spanish).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax' });
    // Remembered for a year (give or take the test's own minutes).
    const inAYear = Date.now() / 1000 + 365 * 24 * 60 * 60;
    expect(Math.abs((spanish?.expires ?? 0) - inAYear)).toBeLessThan(600);

    await frameReady(page);
    const toEnglish = headerSwitch(page);
    await expect(toEnglish).toHaveText('English');
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/events\?month=2046-11#calendar$/);
    expect(new URL(page.url()).pathname).toBe('/events');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await langCookie(page))?.value).toBe('en');
  });

  test('follows the address as it changes after load: a new hash, a new query', async ({ page }) => {
    await page.goto('/es/contactus');
    await frameReady(page);
    await expect(headerSwitch(page)).toHaveAttribute('href', '/contactus');
    await page.evaluate(() => (window.location.hash = 'board-contacts-heading'));
    await expect(headerSwitch(page)).toHaveAttribute('href', '/contactus#board-contacts-heading');
    // A page's script may change the address without an event: the link is pointed again as it is followed.
    await page.evaluate(() => history.replaceState(null, '', '/es/contactus?from=menu#top'));
    await headerSwitch(page).click();
    await expect(page).toHaveURL(/\/contactus\?from=menu#top$/);
    expect(new URL(page.url()).pathname).toBe('/contactus');
  });

  test('a remembered language is offered by a bar, never by a redirect, and a dismissal lasts the session', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/aboutus');
    await frameReady(page);
    await expect(bar(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/aboutus$/);
    expect((await langCookie(page))?.value).toBe('es');
    // On the Spanish page the remembered language is the page's own: no bar.
    await frameReady(page);
    await expect(bar(page)).toHaveCount(0);

    // The next visit of an English page stays English and offers the Spanish one.
    await page.goto('/contactus?from=mail#board-contacts-heading');
    await frameReady(page);
    expect(new URL(page.url()).pathname).toBe('/contactus');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offer = bar(page);
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'es');
    await expect(offer).toHaveAccessibleName('Idioma');
    await expect(offer.getByText('¿Prefiere español?')).toBeVisible();
    const link = offer.getByRole('link', { name: 'Ver esta página en español' });
    await expect(link).toHaveAttribute('href', '/es/contactus?from=mail#board-contacts-heading');
    // Fixed at the bottom, inside a phone's width.
    const box = await offer.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'the language bar on a phone');

    // Keyboard: the dismiss button is reachable and named in the bar's language.
    const dismiss = offer.getByRole('button', { name: 'Cerrar aviso' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    await page.goto('/aboutus');
    await frameReady(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test('a Spanish page visited by someone who chose English offers the English page in English', async ({ page }) => {
    await page.goto('/es/volunteers');
    await frameReady(page);
    await headerSwitch(page).click();
    await expect(page).toHaveURL(/\/volunteers$/);
    await page.goto('/es/volunteers/reimbursement-letter#reimbursement-steps');
    await frameReady(page);
    expect(new URL(page.url()).pathname).toBe('/es/volunteers/reimbursement-letter');
    const offer = bar(page);
    await expect(offer).toHaveAttribute('lang', 'en');
    await expect(offer.getByText('Prefer English?')).toBeVisible();
    await offer.getByRole('link', { name: 'View this page in English' }).click();
    await expect(page).toHaveURL(/\/volunteers\/reimbursement-letter#reimbursement-steps$/);
    expect(new URL(page.url()).pathname).toBe('/volunteers/reimbursement-letter');
  });
});

test.describe('the Spanish frame', () => {
  test('the header and footer are Spanish and lead to Spanish pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/es/aboutus');
    await frameReady(page);
    await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute('href', '#main');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const expected = [
      ['Inicio', '/es'],
      ['Quiénes somos', '/es/aboutus'],
      ['Comités', '/es/committees'],
      ['Grados', '/es/grades'],
      ['Voluntarios', '/es/volunteers'],
      ['Eventos', '/es/events'],
      ['Contáctenos', '/es/contactus'],
    ];
    for (const [name, href] of expected) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    await expect(nav.getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute('aria-current', 'page');

    const grades = (await (await page.request.get('/v2/api/formation/grade?include_fields=title,slug')).json()).results as Array<{
      title: string;
      slug: string;
    }>;
    await nav.getByRole('link', { name: 'Grados', exact: true }).hover();
    const first = nav.getByRole('link', { name: new RegExp(`^${grades[0]!.title}`) });
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('href', `/es/grades/${grades[0]!.slug}`);
    await expect(first).toContainText('Ver la página del grado');
    await expect(first.locator('.grade-links__title')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page, 'Spanish grades panel open');
    await nav.getByRole('link', { name: 'Voluntarios', exact: true }).hover();
    await expect(nav.getByRole('link', { name: 'Carta de reembolso' })).toHaveAttribute('href', '/es/volunteers/reimbursement-letter');
    await expect(nav.getByRole('link', { name: 'Formulario de voluntarios' })).toHaveAttribute('href', '/es/volunteers/forms');

    await expect(
      header(page)
        .getByRole('link', { name: /^St\. Brigid/ })
        .first(),
    ).toHaveAttribute('href', '/es');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Asociación de Hogar y Escuela de St. Brigid', { exact: true })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Pie de página' }).getByRole('link', { name: 'Eventos' })).toHaveAttribute(
      'href',
      '/es/events',
    );
    await expect(footer.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/access/login');
  });

  test('the Spanish footer names a signed-in officer as the English one does', async ({ page }) => {
    await openSignedInAs(page, 'editor');
    await page.goto('/es/contactus');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Erin Editor' })).toHaveAttribute('href', '/access');
  });

  test('while no grades are stored the Spanish panel says more information is coming', async ({ page }) => {
    await page.route('**/v2/api/formation/grade?**', (route) => route.fulfill({ json: { results: [] } }));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/es/contactus');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Grados', exact: true }).hover();
    await expect(nav.getByText('Pronto habrá más información...')).toBeVisible();
  });

  test('on a phone the Spanish side menu opens, folds its grades open and offers English', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/es/events');
    await frameReady(page);
    // The bar keeps its switch beside the menu button, inside the phone's width.
    const toEnglish = headerSwitch(page);
    await expect(toEnglish).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    const [switchBox, toggleBox] = [await toEnglish.boundingBox(), await toggle.boundingBox()];
    expect(switchBox!.x + switchBox!.width).toBeLessThanOrEqual(toggleBox!.x);
    expect(toggleBox!.x + toggleBox!.width).toBeLessThanOrEqual(390);

    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menú del sitio' });
    await expect(menu.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/es/contactus');
    await expect(menu.getByRole('link', { name: 'Eventos' })).toHaveAttribute('aria-current', 'page');
    const english = menu.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('href', '/events');
    await expect(english).toHaveAttribute('lang', 'en');
    const grades = menu.getByRole('button', { name: 'Mostrar grados' });
    await expect(grades).toHaveAttribute('aria-expanded', 'false');
    await grades.click();
    await expect(menu.getByRole('button', { name: 'Ocultar grados' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: /Kindergarten/ })).toHaveAttribute('href', /^\/es\/grades\//);
    await expectNoAxeViolations(page, 'Spanish side menu open');
    await menu.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(menu).toBeHidden();
  });

  for (const [path, width] of [
    ['/', 1121],
    ['/es', 1241],
  ] as const) {
    test(`${path} at ${width} px, the narrowest with the whole navigation, fits its bar on the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.locator('.site-nav')).toBeVisible();
      await expect(page.locator('.mobile-menu__toggle')).toBeHidden();
      const box = await headerSwitch(page).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // One pixel less and the side menu takes over.
      await page.setViewportSize({ width: width - 1, height: 800 });
      await expect(page.locator('.site-nav')).toBeHidden();
      await expect(page.locator('.mobile-menu__toggle')).toBeVisible();
    });
  }

  test('the school link asks in Spanish before it opens a new tab', async ({ page }) => {
    await page.goto('/es');
    await frameReady(page);
    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: /St\. Brigid Catholic School/ }).click();
    await expect.poll(() => prompts).toEqual(['Se abrirá un sitio externo en una pestaña nueva. ¿Desea continuar?']);
  });
});

test.describe('each page names its language and its twin', () => {
  for (const path of ['/', '/aboutus', '/events', '/volunteers/reimbursement-letter']) {
    test(`${path} and its Spanish twin`, async ({ page, baseURL }) => {
      const spanishPath = path === '/' ? '/es' : `/es${path}`;
      for (const [address, lang] of [
        [path, 'en'],
        [spanishPath, 'es'],
      ] as const) {
        await page.goto(address);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]));
        expect(alternates, `${address} on ${baseURL}`).toEqual([
          ['en', path],
          ['es', spanishPath],
          ['x-default', path],
        ]);
      }
    });
  }
});
