/**
 * Committees' descriptions and grades' and committees' link labels in Spanish (docs/decisions/070): written in
 * the Committee and Grade tools under their English, shown on /es/committees (cards, popup, a committee's
 * address) and /es/grades/{slug} where given, else the English marked lang="en" with the page's note that part
 * of it is only in English. The English pages keep the English. The committees and the grade are this file's
 * own, removed at the end.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { gotoHydrated } from '../support/hydration';
import { auth, openSignedInAs, tokenFor } from '../support/sign-in';

const ENGLISH_ONLY_NOTE = 'Parte de esta página solo está en inglés.';
const tag = Date.now().toString(36);

interface Saved {
  _id: string;
  slug: string;
  title: string;
}

const translated = {
  title: `Bilingual Helpers ${tag}`,
  description: 'Welcomes new families at the start of the year.',
  description_es: 'Da la bienvenida a las familias nuevas al comienzo del año.',
  links: [{ key: 'Sign Up', key_es: 'Inscríbase', value: 'https://signup.example.org/bilingual' }],
};
const english = {
  title: `English Only Helpers ${tag}`,
  description: 'Keeps the lost and found tidy every Friday.',
  links: [{ key: 'Volunteer Form', value: 'https://signup.example.org/lost-and-found' }],
};
const grade = {
  title: `Bilingual Grade ${tag}`,
  links: [
    { key: 'Class Page', key_es: 'Página de la clase', value: 'https://example.org/class' },
    { key: 'Supply List', value: 'https://example.org/supplies' },
  ],
};

let editor: string;
/** What this file saved, by kind: removed at the end. */
const saved: { committee: Saved[]; grade: Saved[] } = { committee: [], grade: [] };
let translatedCommittee: Saved;
let englishCommittee: Saved;
let savedGrade: Saved;

async function save(request: APIRequestContext, type: 'committee' | 'grade', data: Record<string, unknown>): Promise<Saved> {
  const response = await request.post('/v2/api/formation', { headers: auth(editor), data: { type, ...data } });
  expect(response.status(), await response.text()).toBe(200);
  const body: { results: Saved } = await response.json();
  saved[type].push(body.results);
  return body.results;
}

test.beforeAll(async ({ request }) => {
  editor = await tokenFor(request, 'editor');
  translatedCommittee = await save(request, 'committee', translated);
  englishCommittee = await save(request, 'committee', english);
  savedGrade = await save(request, 'grade', { icon: 'school', colorCode: '#2a6f4e', ...grade });
});

test.afterAll(async ({ request }) => {
  const kinds: Array<keyof typeof saved> = ['committee', 'grade'];
  for (const type of kinds) {
    for (const item of saved[type].splice(0)) {
      expect((await request.delete(`/v2/api/formation/${type}/${item._id}`, { headers: auth(editor) })).status()).toBe(200);
    }
  }
});

const card = (page: Page, title: string) => page.locator('.committee-card').filter({ hasText: title });

test.describe('committees in Spanish', () => {
  for (const width of [390, 1280]) {
    test(`/es/committees shows a committee's Spanish description and link label, and another's English marked (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/es/committees');
      const spanishCard = card(page, translated.title);
      const spanishDescription = spanishCard.locator('.committee-card__description');
      await expect(spanishDescription).toHaveText(translated.description_es);
      await expect(spanishDescription.locator('[lang]')).toHaveCount(0);
      await expect(spanishCard).not.toContainText(translated.description);

      const englishDescription = card(page, english.title).locator('.committee-card__description [lang="en"]');
      await expect(englishDescription).toHaveText(english.description);
      // That English description is drawn on the page: it says so, once.
      await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(1);
      await expectNoAxeViolations(page, `/es/committees with Spanish and English descriptions at ${width} px`);

      await spanishCard.click();
      const popup = page.getByRole('dialog', { name: translated.title });
      await expect(popup).toBeVisible();
      await expect(popup.locator('.committee-popup__description')).toHaveText(translated.description_es);
      await expect(popup.locator('.committee-popup__description [lang]')).toHaveCount(0);
      const pill = popup.getByRole('link', { name: /Inscríbase/ });
      await expect(pill).toHaveAttribute('href', translated.links[0]!.value);
      await expect(pill.locator('[lang="en"]')).toHaveCount(0);
      await expect(popup.getByRole('link', { name: /Sign Up/ })).toHaveCount(0);
      await expectNoAxeViolations(page, `the Spanish popup of a translated committee at ${width} px`);
    });
  }

  test("a committee's /es/ address: its own texts in Spanish, or in English marked so", async ({ page }) => {
    await gotoHydrated(page, `/es/committees/${translatedCommittee.slug}`);
    const popup = page.getByRole('dialog', { name: translated.title });
    await expect(popup.locator('.committee-popup__description')).toHaveText(translated.description_es);
    await expect(popup.getByRole('link', { name: /Inscríbase/ })).toBeVisible();

    await gotoHydrated(page, `/es/committees/${englishCommittee.slug}`);
    const untranslated = page.getByRole('dialog', { name: english.title });
    await expect(untranslated.locator('.committee-popup__description [lang="en"]')).toHaveText(english.description);
    await expect(untranslated.getByRole('link', { name: /Volunteer Form/ }).locator('[lang="en"]')).toHaveText('Volunteer Form');
    await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(1);
    await expectNoAxeViolations(page, "an untranslated committee's Spanish popup");
  });

  test('the English page keeps the English, unmarked, and no note', async ({ page }) => {
    await gotoHydrated(page, `/committees/${translatedCommittee.slug}`);
    await expect(card(page, translated.title).locator('.committee-card__description')).toHaveText(translated.description);
    const popup = page.getByRole('dialog', { name: translated.title });
    await expect(popup.locator('.committee-popup__description')).toHaveText(translated.description);
    await expect(popup.getByRole('link', { name: /Sign Up/ })).toBeVisible();
    await expect(popup.locator('[lang]')).toHaveCount(0);
    await expect(page.getByText(translated.description_es)).toHaveCount(0);
    await expect(page.getByText('Inscríbase')).toHaveCount(0);
    await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(0);
  });
});

test.describe("a grade's link labels in Spanish", () => {
  test('/es/grades/{slug} shows the Spanish label where given and the English one marked; /grades/{slug} the English', async ({ page }) => {
    await gotoHydrated(page, `/es/grades/${savedGrade.slug}`);
    const pills = page.locator('.grade-page__links');
    const classPage = pills.getByRole('link', { name: /Página de la clase/ });
    await expect(classPage).toHaveAttribute('href', grade.links[0]!.value);
    await expect(classPage.locator('[lang]')).toHaveCount(0);
    await expect(pills.getByRole('link', { name: /Supply List/ }).locator('[lang="en"]')).toHaveText('Supply List');
    await expect(pills).not.toContainText('Class Page');
    await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(1);
    await expectNoAxeViolations(page, `/es/grades/${savedGrade.slug} with Spanish and English link labels`);

    await gotoHydrated(page, `/grades/${savedGrade.slug}`);
    await expect(page.locator('.grade-page__links a')).toHaveText([/^Class Page/, /^Supply List/]);
    await expect(page.locator('.grade-page__links [lang]')).toHaveCount(0);
  });
});

test.describe('the tools save the Spanish versions (the admin stays English)', () => {
  test("the Committee tool: the description's and a link label's Spanish, under their English, with the hint once", async ({
    page,
    request,
  }) => {
    await openSignedInAs(page, 'editor', '/access/committees');
    await page.getByRole('button', { name: `Edit ${english.title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Committee' })).toBeVisible();
    await expect(page.getByText('Shown on the Spanish site. While empty, the Spanish site shows the English.')).toHaveCount(1);
    const description = page.getByRole('textbox', { name: 'Description in Spanish (optional)' });
    await expect(description).toHaveValue('');
    // Over the English limit, the field says so and nothing is sent.
    await description.fill('x'.repeat(301));
    await description.blur();
    await expect(page.getByText('The Spanish description can be at most 300 characters.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await description.fill('  Mantiene ordenados los objetos perdidos cada viernes. ');
    await page.getByRole('textbox', { name: 'Link text in Spanish (optional)' }).fill('Formulario de voluntarios');
    await expectNoAxeViolations(page, 'the committee editor with its Spanish fields');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully Created Event' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${english.title}` })).toBeVisible();

    const { results: read } = await (
      await request.get(`/v2/api/formation/committee/${englishCommittee.slug}`, { headers: auth(editor) })
    ).json();
    expect(read.description).toBe(english.description);
    expect(read.description_es).toBe('Mantiene ordenados los objetos perdidos cada viernes.');
    expect(read.links).toEqual([{ ...english.links[0], key_es: 'Formulario de voluntarios' }]);

    // The editor opens again with what was saved.
    await page.getByRole('button', { name: `Edit ${english.title}` }).click();
    await expect(description).toHaveValue('Mantiene ordenados los objetos perdidos cada viernes.');
    await expect(page.getByRole('textbox', { name: 'Link text in Spanish (optional)' })).toHaveValue('Formulario de voluntarios');
  });

  test("the Grade tool: each link's Spanish label under its text, with the hint once", async ({ page, request }) => {
    await openSignedInAs(page, 'editor', '/access/grades');
    await page.getByRole('button', { name: `Edit ${grade.title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Grade' })).toBeVisible();
    await expect(page.getByText('Shown on the Spanish site. While empty, the Spanish site shows the English.')).toHaveCount(1);
    const spanishLabels = page.getByRole('textbox', { name: 'Link text in Spanish (optional)' });
    await expect(spanishLabels).toHaveCount(2);
    await expect(spanishLabels.nth(0)).toHaveValue('Página de la clase');
    await expect(spanishLabels.nth(1)).toHaveValue('');
    await spanishLabels.nth(1).fill('Lista de útiles');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully Created Event' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${grade.title}` })).toBeVisible();

    const { results: read } = await (await request.get(`/v2/api/formation/grade/${savedGrade.slug}`, { headers: auth(editor) })).json();
    expect(read.links).toEqual([grade.links[0], { ...grade.links[1], key_es: 'Lista de útiles' }]);
  });
});
