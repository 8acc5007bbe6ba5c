import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { waitForIslands } from '../support/hydration';

/**
 * The content pages in Spanish (DESIGN section 9): Spanish titles, headings and links to Spanish pages, the
 * officers' texts marked English with the page's one note saying so, and no axe violation on a phone or a
 * desktop.
 */
const ENGLISH_ONLY_NOTE = 'Parte de esta página solo está en inglés.';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
}

/** Nothing wider than the screen at 390 px: long Spanish words wrap. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
}

const headings = (page: Page) => page.getByRole('main').getByRole('heading').allInnerTexts();

for (const width of [390, 1280]) {
  test.describe(`Spanish content pages at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('home welcomes families in Spanish, its welcome text marked English', async ({ page }) => {
      await open(page, '/es');
      await expect(page).toHaveTitle('St. Brigid HSA');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^La Asociación de Hogar y Escuela de St\. Brigid/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenidos a la Asociación de Hogar y Escuela de St. Brigid');
      await expect(page.locator('[data-site-text="welcomeText"]')).toHaveAttribute('lang', 'en');
      await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Bienvenidos, padres de familia' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Eventos de la HSA' })).toBeVisible();
      await expect(page.getByText('Lo que viene en la escuela. Elija un evento para ver los detalles.')).toBeVisible();
      const card = page.locator('.welcome-card').first();
      await expect(card).toHaveAttribute('href', /^\/es\/grades\//);
      await expect(card.locator('.welcome-card__title')).toHaveAttribute('lang', 'en');
      await expect(card.locator('.welcome-card__cta')).toHaveText('Ver la página del grado');
      await expect(page.getByRole('button', { name: 'Siguiente: grado' })).toBeVisible();
      await expect(page.locator('.welcome-carousel')).toHaveAttribute('aria-roledescription', 'carrusel');
      await expect(page.locator('.welcome-carousel__slide').first()).toHaveAttribute('aria-label', /^1 de \d+$/);
      const photo = page.locator('.home-banner__images img').first();
      if ((await photo.count()) > 0) await expect(photo).toHaveAttribute('alt', /^Vida escolar, foto 1 de \d$/);
      if (width === 390) await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `/es at ${width}px`);
    });

    test('Quiénes somos: headings in Spanish, the mission and board titles marked English', async ({ page }) => {
      await open(page, '/es/aboutus');
      await expect(page).toHaveTitle('Quiénes somos');
      expect(await headings(page)).toEqual([
        'Quiénes somos',
        'Nuestra misión',
        'Junta directiva de la HSA',
        'Junta ejecutiva',
        'Copresidentes',
        'Equipos',
      ]);
      await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(1);
      await expect(page.locator('[data-site-text="mission"]')).toHaveAttribute('lang', 'en');
      const titles = page.locator('.board-card__title');
      expect(await titles.count()).toBeGreaterThan(0);
      // No title has its Spanish in the demo: each shows its English, marked (docs/decisions/070).
      for (const title of await titles.all()) await expect(title.locator('[lang="en"]')).toHaveCount(1);
      await expect(
        page.getByText(/^La junta ejecutiva está formada por 8 directivos elegidos por los padres de familia de St\. Brigid/),
      ).toBeVisible();
      if (width === 390) await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `/es/aboutus at ${width}px`);
    });

    test('Contáctenos: Spanish texts, links to the Spanish board', async ({ page }) => {
      await open(page, '/es/contactus');
      await expect(page).toHaveTitle('Contáctenos');
      expect(await headings(page)).toEqual(['Contáctenos', 'Escriba a la HSA', 'Dónde estamos', 'Junta directiva de la HSA']);
      await expect(page.locator('.contact-lead')).toHaveText(/^Para consultas sencillas, escríbanos a \S+@\S+\.$/);
      await expect(page.getByRole('link', { name: 'junta directiva de la HSA' })).toHaveAttribute('href', '/es/aboutus#hsaboard');
      await expect(
        page.getByRole('link', { name: 'Abrir el mapa de St. Brigid Catholic School (se abre en una pestaña nueva)' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sitio web de la escuela (se abre en una pestaña nueva)' })).toBeVisible();
      await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(1);
      for (const title of await page.locator('.board-contact__title').all()) await expect(title.locator('[lang="en"]')).toHaveCount(1);
      if (width === 390) await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `/es/contactus at ${width}px`);
    });

    test('Voluntarios: Spanish texts, the forms link stays Spanish, the sign-up asks in Spanish', async ({ page }) => {
      await open(page, '/es/volunteers');
      await expect(page).toHaveTitle('Voluntarios');
      expect(await headings(page)).toEqual(['Voluntarios', 'Coordinación de voluntarios', 'Inscríbase para ayudar']);
      await expect(page.getByText('La HSA ofrece oportunidades de voluntariado durante todo el año escolar.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Use los formularios de voluntarios' })).toHaveAttribute('href', '/es/volunteers/forms');
      // No officers' text but a name: no English-only note.
      await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(0);
      const signUp = page.getByRole('link', { name: 'Inscripción de voluntarios (se abre en una pestaña nueva)' });
      await expect(signUp).toBeVisible();
      if (width === 390) await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `/es/volunteers at ${width}px`);
      const prompts: string[] = [];
      page.once('dialog', (dialog) => {
        prompts.push(dialog.message());
        void dialog.dismiss();
      });
      await signUp.click();
      await expect.poll(() => prompts).toEqual(['Se abrirá un sitio externo en una pestaña nueva. ¿Desea continuar?']);
    });

    test('Carta de reembolso: Spanish letter and steps, dollars as written in the US', async ({ page }) => {
      await open(page, '/es/volunteers/reimbursement-letter');
      await expect(page).toHaveTitle('Carta de reembolso');
      expect(await headings(page)).toEqual([
        'Carta de reembolso',
        'Pasos para recibir su reembolso',
        'Use el formulario en línea',
        'A través de la tesorería de la HSA',
        'Los contratos necesitan aprobación',
        'Pago a un proveedor',
      ]);
      await expect(page.getByRole('link', { name: 'Vea los pasos para recibir su reembolso' })).toHaveAttribute(
        'href',
        '#reimbursement-steps',
      );
      await expect(page.getByRole('list', { name: 'Pasos del reembolso' })).toBeVisible();
      // The arrows are named in Spanish; on a phone the steps scroll, so the next one is there to press.
      await expect(page.getByRole('button', { name: 'Anterior: paso' })).toBeDisabled();
      const next = page.getByRole('button', { name: 'Siguiente: paso' });
      if (width === 390) await expect(next).toBeEnabled();
      else await expect(next).toBeVisible();
      await expect(page.locator('.info-note')).toHaveText(
        'La HSA no puede reembolsar más de $250.00 por cheque. Si el monto aprobado es mayor, comuníquese primero con la tesorería.',
      );
      await expect(page.getByRole('link', { name: 'formulario de reembolso en línea (se abre en una pestaña nueva)' })).toBeVisible();
      await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(0);
      if (width === 390) await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `/es/volunteers/reimbursement-letter at ${width}px`);
    });
  });
}
