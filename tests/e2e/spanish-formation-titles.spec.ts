/**
 * Grades' and committees' titles in Spanish (docs/decisions/093): written in the Grade and Committee tools under
 * Title, shown on every Spanish page that names the grade or committee (cards, popups, a grade's page and its
 * title, the header's panel and the phone menu, the calendar's legend and an event's grade pill, a grade's
 * feed), unmarked; an English page keeps the English. The grade, committees and event are this file's own,
 * removed at the end.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { gotoHydrated } from '../support/hydration';
import { auth, openSignedInAs, tokenFor } from '../support/sign-in';
import { createEvent, deleteEvent, schoolDay } from '../support/events';

const ENGLISH_ONLY_NOTE = 'Parte de esta página solo está en inglés.';
const tag = Date.now().toString(36);

interface Saved {
  _id: string;
  slug: string;
  title: string;
}

const committee = {
  title: `Welcome Table ${tag}`,
  title_es: `Mesa de bienvenida ${tag}`,
  description: 'Greets new families.',
  description_es: 'Recibe a las familias nuevas.',
};
const englishCommittee = { title: `Bake Crew ${tag}`, description: 'Bakes for every sale.', description_es: 'Hornea para cada venta.' };
const grade = {
  title: `Pre-K Blue ${tag}`,
  title_es: `Prekínder azul ${tag}`,
  links: [{ key: 'Class Page', key_es: 'Página de la clase', value: 'https://example.org/prek' }],
};

let editor: string;
const saved: { committee: Saved[]; grade: Saved[] } = { committee: [], grade: [] };
let savedGrade: Saved;
let savedCommittee: Saved;
let eventId = '';

async function save(request: APIRequestContext, type: 'committee' | 'grade', data: Record<string, unknown>): Promise<Saved> {
  const response = await request.post('/v2/api/formation', { headers: auth(editor), data: { type, ...data } });
  expect(response.status(), await response.text()).toBe(200);
  const body: { results: Saved } = await response.json();
  saved[type].push(body.results);
  return body.results;
}

test.beforeAll(async ({ request }) => {
  editor = await tokenFor(request, 'editor');
  savedCommittee = await save(request, 'committee', committee);
  await save(request, 'committee', englishCommittee);
  savedGrade = await save(request, 'grade', { icon: 'school', colorCode: '#2a6f4e', ...grade });
  const today = schoolDay();
  eventId = (
    await createEvent(request, editor, {
      title: `Story Hour ${tag}`,
      title_es: `Hora del cuento ${tag}`,
      startDt: `${today}T00:00`,
      endDt: `${today}T23:30`,
      grade_list: [savedGrade.slug],
    })
  ).id;
});

test.afterAll(async ({ request }) => {
  if (eventId) await deleteEvent(request, editor, eventId);
  for (const type of ['committee', 'grade'] as const) {
    for (const item of saved[type].splice(0)) {
      expect((await request.delete(`/v2/api/formation/${type}/${item._id}`, { headers: auth(editor) })).status()).toBe(200);
    }
  }
});

const committeeCard = (page: Page, title: string) => page.locator('.committee-card').filter({ hasText: title });

test.describe("a committee's Spanish title", () => {
  for (const width of [390, 1280]) {
    test(`/es/committees shows it on the card and the popup, unmarked, another's English marked (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/es/committees');
      const card = committeeCard(page, committee.title_es);
      await expect(card.locator('.committee-card__title')).toHaveText(committee.title_es);
      await expect(card.locator('.committee-card__title')).not.toHaveAttribute('lang');
      await expect(card).not.toContainText(committee.title);
      await expect(committeeCard(page, englishCommittee.title).locator('.committee-card__title')).toHaveAttribute('lang', 'en');
      await expectNoAxeViolations(page, `/es/committees with Spanish and English titles at ${width} px`);

      await card.click();
      const popup = page.getByRole('dialog', { name: committee.title_es });
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
      await expect(popup.locator('.committee-popup__initial')).toHaveText('M');
    });
  }

  test('the Spanish search finds a committee by either title, with scripts and without', async ({ page, browser }) => {
    await gotoHydrated(page, '/es/committees');
    const search = page.getByRole('searchbox');
    await search.fill('bienvenida');
    await expect(page.locator('.committee-card')).toHaveCount(1);
    await expect(page.locator('.committee-card')).toContainText(committee.title_es);
    await search.fill('welcome table');
    await expect(page.locator('.committee-card').first()).toContainText(committee.title_es);

    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScripts.newPage();
    await plain.goto(`/es/committees?q=${encodeURIComponent('Mesa de bienvenida')}`);
    await expect(plain.locator('.committee-card').first()).toContainText(committee.title_es);
    await noScripts.close();
  });

  test('the Spanish volunteer form offers it by its Spanish title, as it does the general activities', async ({ page }) => {
    await gotoHydrated(page, '/es/volunteers/forms');
    const activity = page.getByRole('combobox', { name: 'Actividad de voluntariado' });
    const option = activity.locator(`option[value="${savedCommittee.slug}"]`);
    await expect(option).toHaveText(committee.title_es);
    await expect(option).not.toHaveAttribute('lang');
    await expect(activity.locator('option[value="other"]')).toHaveText('Otra');
    await expect(activity.locator(`option:text-is("${englishCommittee.title}")`)).toHaveAttribute('lang', 'en');
    // That one, and the demo's committees, have no Spanish name: the page says part of it is English only.
    await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(1);

    await gotoHydrated(page, '/volunteers/forms');
    await expect(page.getByRole('combobox', { name: 'Volunteer Activity' }).locator(`option[value="${savedCommittee.slug}"]`)).toHaveText(
      committee.title,
    );
  });

  test("the English page keeps the English title, and the committee's address names the dialog in English", async ({ page }) => {
    await gotoHydrated(page, `/committees/${savedCommittee.slug}`);
    await expect(page.getByRole('dialog', { name: committee.title })).toBeVisible();
    await expect(page.getByText(committee.title_es)).toHaveCount(0);
  });
});

test.describe("a grade's Spanish title", () => {
  test('/es/grades shows it on its card; /es/grades/{slug} in its title, heading and info card, with no English note', async ({ page }) => {
    await gotoHydrated(page, '/es/grades');
    const link = page.locator('.grade-card__link', { hasText: grade.title_es });
    await expect(link).toHaveAttribute('href', `/es/grades/${savedGrade.slug}`);
    await expect(link).not.toHaveAttribute('lang');
    await expect(page.getByText(grade.title, { exact: true })).toHaveCount(0);

    // A month with no events: the demo's school-wide events of this month have no Spanish titles.
    await gotoHydrated(page, `/es/grades/${savedGrade.slug}?month=2040-01`);
    await expect(page).toHaveTitle(new RegExp(grade.title_es));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(grade.title_es);
    await expect(page.getByRole('heading', { level: 1 }).locator('[lang]')).toHaveCount(0);
    await expect(page.locator('#grade-info-heading')).toHaveText(grade.title_es);
    await expect(page.locator('#grade-info-heading')).not.toHaveAttribute('lang');
    await expect(page.getByRole('link', { name: new RegExp(`Calendario de ${grade.title_es}`) })).toBeVisible();
    // Its title and link label have their Spanish: nothing on the page is English only.
    await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(0);
    await expect(page.getByText(grade.title, { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, `/es/grades/${savedGrade.slug} with its Spanish title`);

    await gotoHydrated(page, `/grades/${savedGrade.slug}`);
    await expect(page).toHaveTitle(new RegExp(grade.title));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(grade.title);
    await expect(page.getByText(grade.title_es)).toHaveCount(0);
  });

  test("the Spanish header's panel names it in Spanish, unmarked; the English header in English", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/es/');
    const spanishNav = page.getByRole('navigation', { name: 'Principal' });
    await spanishNav.getByRole('button', { name: 'Enlaces de Grados' }).click();
    const spanishLink = spanishNav.getByRole('link', { name: new RegExp(grade.title_es) });
    await expect(spanishLink).toBeVisible();
    await expect(spanishLink.locator('.grade-links__title')).not.toHaveAttribute('lang');

    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Grades links' }).click();
    await expect(nav.getByRole('link', { name: new RegExp(grade.title) })).toBeVisible();
  });

  test('the Spanish phone menu names it in Spanish (390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/es/events');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú del sitio' });
    await menu.getByRole('button', { name: 'Mostrar grados' }).click();
    const item = menu.locator('.grade-links__item', { hasText: grade.title_es });
    await expect(item).toBeVisible();
    await expect(item.locator('.grade-links__title')).not.toHaveAttribute('lang');
  });

  test("the Spanish calendar's legend and the event's grade pill name it in Spanish", async ({ page }) => {
    await gotoHydrated(page, '/es/events');
    const legend = page.locator('.calendar-legend');
    await expect(legend.getByText(grade.title_es)).toBeVisible();
    await expect(legend.getByText(grade.title_es).locator('xpath=self::*[@lang]')).toHaveCount(0);

    await gotoHydrated(page, `/es/events/${eventId}`);
    const pill = page.getByRole('dialog').locator('.event-grade-pill', { hasText: grade.title_es });
    await expect(pill).toBeVisible();
    await expect(pill).not.toHaveAttribute('lang');
  });

  test("a grade's feed asked from a Spanish page is named by its Spanish title", async ({ request }) => {
    const spanish = await (await request.get(`/v2/api/calendar/${savedGrade.slug}.ics?lang=es`)).text();
    expect(spanish).toContain(`X-WR-CALNAME:`);
    expect(spanish.replace(/\r\n[ \t]/g, '')).toMatch(new RegExp(`X-WR-CALNAME:.*${grade.title_es}`));
    const english = await (await request.get(`/v2/api/calendar/${savedGrade.slug}.ics`)).text();
    expect(english.replace(/\r\n[ \t]/g, '')).toMatch(new RegExp(`X-WR-CALNAME:.*${grade.title}`));
  });
});

test.describe('the tools save the Spanish title (the admin stays English)', () => {
  test('the Grade tool: "Spanish version (optional)" under Title, its limit, and the hint once', async ({ page, request }) => {
    await openSignedInAs(page, 'editor', '/access/grades');
    await page.getByRole('button', { name: `Edit ${grade.title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Grade' })).toBeVisible();
    await expect(page.getByText('Shown on the Spanish site. While empty, the Spanish site shows the English.')).toHaveCount(1);
    // One field is called Title; its Spanish version is right under it, described by the hint.
    await expect(page.getByRole('textbox', { name: /title/i })).toHaveCount(1);
    const title = page.getByRole('textbox', { name: 'Spanish version (optional)' });
    await expect(title).toHaveValue(grade.title_es);
    await expect(title).toHaveAccessibleDescription('Shown on the Spanish site. While empty, the Spanish site shows the English.');
    await title.fill('x'.repeat(81));
    await title.blur();
    await expect(page.getByText('The Spanish title can be at most 80 characters.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await title.fill(`  Prekínder celeste ${tag} `);
    await expectNoAxeViolations(page, 'the grade editor with its Spanish title');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully Created Event' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${grade.title}` })).toBeVisible();

    const { results: read } = await (await request.get(`/v2/api/formation/grade/${savedGrade.slug}`, { headers: auth(editor) })).json();
    expect(read).toMatchObject({ title: grade.title, title_es: `Prekínder celeste ${tag}`, slug: savedGrade.slug });
    // Put back for the other tests of this file, whatever order they run in.
    const restored = await request.put('/v2/api/formation', {
      headers: auth(editor),
      data: { ...read, ...grade, type: 'grade', icon: 'school', colorCode: '#2a6f4e' },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  });
});
