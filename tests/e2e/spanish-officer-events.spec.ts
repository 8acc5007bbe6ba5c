/**
 * Events' own Spanish title and description (docs/decisions/070): the Spanish site shows them where the
 * officers wrote them (the popup, its page's title, the month's list, Home's list) and says nothing is English
 * only; an event without them shows its English marked lang="en" and the page says part of it is English
 * only; the English site shows the English. The Event Editor saves and loads them. Its events are in months of
 * 2072 no other test fills, under titles of its own, deleted at the end.
 */
import { expect, test, type Page } from '../support/test';
import { waitForIslands } from '../support/hydration';
import { createEvent, deleteEvent, marker, type TestEvent } from '../support/events';
import { auth, openSignedInAs, tokenFor } from '../support/sign-in';

const tag = marker();
const ENGLISH_ONLY_NOTE = 'Parte de esta página solo está en inglés.';
const translated = {
  title: `Science Night ${tag}`,
  title_es: `Noche de ciencias ${tag}`,
  description: 'Bring a friend.',
  description_es: 'Traiga a un amigo.',
};
let night: TestEvent;
let sale: TestEvent;
const made: string[] = [];

test.beforeAll(async ({ request }) => {
  const editor = await tokenFor(request, 'editor');
  // Alone in April 2072: nothing else on its month's pages lacks its Spanish.
  night = await createEvent(request, editor, { ...translated, startDt: '2072-04-08T19:00', endDt: '2072-04-08T21:00' });
  sale = await createEvent(request, editor, {
    title: `Bake Sale ${tag}`,
    description: 'Cash only.',
    startDt: '2072-05-09T09:00',
    endDt: '2072-05-09T11:00',
  });
  made.push(night.id, sale.id);
});

test.afterAll(async ({ request }) => {
  const editor = await tokenFor(request, 'editor');
  for (const id of made) await deleteEvent(request, editor, id);
});

const note = (page: Page) => page.getByText(ENGLISH_ONLY_NOTE);

test.describe("an event's Spanish title and description on the Spanish site", () => {
  test("/es/events/{id} shows them in the popup and the page's title, with no English-only note, drawn and hydrated", async ({ page }) => {
    await page.goto(`/es/events/${night.id}`);
    await expect(page).toHaveTitle(`${translated.title_es} · Eventos`);
    const popup = page.getByRole('dialog', { name: translated.title_es });
    const heading = popup.getByRole('heading', { level: 2, name: translated.title_es });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveAttribute('lang', /./);
    await expect(popup.locator('.event-description')).toHaveText(translated.description_es);
    await expect(popup.locator('.event-description')).not.toHaveAttribute('lang', /./);
    await expect(popup.getByText(translated.title)).toHaveCount(0);
    await expect(note(page)).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${translated.title_es} · `));

    await waitForIslands(page);
    await expect(popup.getByRole('heading', { level: 2 })).toHaveText(translated.title_es);
    await expect(popup.locator('.event-description')).toHaveText(translated.description_es);
    const google = new URL((await popup.getByRole('link', { name: /Google/ }).getAttribute('href'))!);
    expect(google.searchParams.get('text')).toBe(translated.title_es);
  });

  test("the month's list at /es/events shows the Spanish title, unmarked, with no English-only note", async ({ page }) => {
    await page.goto('/es/events?month=2072-04');
    await waitForIslands(page);
    const list = page.getByRole('region', { name: 'Eventos de este mes' });
    const item = list.getByRole('listitem').filter({ hasText: translated.title_es });
    await expect(item.getByRole('button', { name: translated.title_es })).toBeVisible();
    await expect(item.locator('[lang="en"]')).toHaveCount(0);
    await expect(note(page)).toHaveCount(0);
    await page
      .locator('.month-calendar')
      .getByRole('button', { name: /^viernes, 8 de abril: 1 evento$/ })
      .click();
    const day = page.getByRole('dialog', { name: 'viernes, 8 de abril' });
    await expect(day.locator('.day-events__title')).toHaveText(translated.title_es);
  });

  test('an event without them shows its English inside lang="en", and the page says part of it is English only', async ({ page }) => {
    await page.goto(`/es/events/${sale.id}`);
    await expect(page).toHaveTitle(`${sale.title} · Eventos`);
    const popup = page.getByRole('dialog', { name: sale.title });
    await expect(popup.getByRole('heading', { level: 2, name: sale.title })).toHaveAttribute('lang', 'en');
    await expect(popup.locator('.event-description')).toHaveAttribute('lang', 'en');
    await expect(note(page)).toBeVisible();

    await page.goto('/es/events?month=2072-05');
    await waitForIslands(page);
    const item = page.getByRole('region', { name: 'Eventos de este mes' }).getByRole('listitem').filter({ hasText: sale.title });
    await expect(item.getByText(sale.title)).toHaveAttribute('lang', 'en');
    await expect(note(page)).toBeVisible();
  });

  test('Home at /es lists the Spanish title, unmarked', async ({ page }) => {
    // The morning of the event's day: it is the first upcoming one.
    await page.clock.setFixedTime(new Date('2072-04-08T14:00:00Z'));
    await page.goto('/es');
    const section = page.locator('.home-events');
    await section.scrollIntoViewIfNeeded();
    await waitForIslands(page);
    const title = section.locator('.home-event__title').first();
    await expect(title).toHaveText(translated.title_es);
    await expect(title).not.toHaveAttribute('lang', /./);
  });

  test('the English site shows the English title and description', async ({ page }) => {
    await page.goto(`/events/${night.id}`);
    await expect(page).toHaveTitle(translated.title);
    const popup = page.getByRole('dialog', { name: translated.title });
    await expect(popup.getByRole('heading', { level: 2 })).toHaveText(translated.title);
    await expect(popup.locator('.event-description')).toHaveText(translated.description);
    await expect(page.getByText(translated.title_es)).toHaveCount(0);
  });
});

test.describe('the Event Editor', () => {
  test('saves the Spanish title and description it is given, and loads them again', async ({ page, request }) => {
    const token = await tokenFor(request, 'editor');
    const title = `Editor Fun Run ${tag}`;
    await openSignedInAs(page, 'editor', '/access/events?month=2072-06');
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByRole('heading', { name: 'New Event' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByLabel('Title in Spanish (optional)').fill(`Carrera divertida ${tag}`);
    await expect(page.getByLabel('Title in Spanish (optional)')).toHaveAccessibleDescription(
      'Shown on the Spanish site. While empty, the Spanish site shows the English.',
    );
    await page.getByLabel('Start').fill('2072-06-15T09:00');
    await page.getByLabel('End').fill('2072-06-15T11:00');
    await page.getByLabel('Description', { exact: true }).fill('Pledge your runner.');
    await page.getByLabel('Description in Spanish (optional)').fill('Apoye a su corredor.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully Created Event' })).toBeVisible();

    const listed = await request.get('/v2/api/event?per_page=50&start_dt=2072-06-01&end_dt=2072-07-01', { headers: auth(token) });
    const created = ((await listed.json()).results as Array<{ id: string; title: string }>).find((event) => event.title === title);
    expect(created, `${title} in June 2072`).toBeDefined();
    made.push(created!.id);
    const stored = (await (await request.get(`/v2/api/event/${created!.id}`, { headers: auth(token) })).json()).results;
    expect(stored).toMatchObject({ title_es: `Carrera divertida ${tag}`, description_es: 'Apoye a su corredor.' });

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
    await expect(page.getByLabel('Title in Spanish (optional)')).toHaveValue(`Carrera divertida ${tag}`);
    await expect(page.getByLabel('Description in Spanish (optional)')).toHaveValue('Apoye a su corredor.');
  });
});
