import { expect, test } from '../support/test';
import { addEventPhoto, createEvent, deleteEvent, marker } from '../support/events';
import { tokenFor } from '../support/sign-in';

/**
 * Every public page with JavaScript off (docs/decisions/032, 033): its heading and frame show, no placeholder
 * waits forever, and each part that needs JavaScript says so in a sentence (or shows its content).
 */
const PAGES: Array<{ path: string; heading: RegExp }> = [
  { path: '/', heading: /Welcome|Home and School/i },
  { path: '/aboutus', heading: /About/i },
  { path: '/contactus', heading: /Contact/i },
  { path: '/volunteers', heading: /Volunteer/i },
  { path: '/volunteers/forms', heading: /Volunteer/i },
  { path: '/volunteers/reimbursement-letter', heading: /Reimbursement/i },
  { path: '/events', heading: /Events|Calendar/i },
  { path: '/grades', heading: /Grades/i },
  { path: '/committees', heading: /Committees/i },
  { path: '/no-such-page', heading: /404/ },
];

/** What only a script can ever finish: spinners, skeletons, busy regions. */
const WAITING = '.spinner, .skeleton, .island-loading__busy, [aria-busy="true"]';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} shows its heading and never waits forever`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await expect(page.locator(WAITING).filter({ visible: true })).toHaveCount(0);
      for (const island of await page.locator('.island-loading').all()) {
        await expect(island.locator('.island-loading__noscript')).toBeVisible();
        await expect(island.locator('.island-loading__noscript')).toContainText('needs JavaScript');
      }
    });
  }

  test("an event's address shows the event, its photo and its month, and says what needs JavaScript", async ({ page, request }) => {
    const editor = await tokenFor(request, 'editor');
    const event = await createEvent(request, editor, {
      title: `Plain Fair ${marker()}`,
      startDt: '2044-04-08T10:00',
      endDt: '2044-04-08T12:00',
      location: 'Library',
      event_links: [{ key: 'Sign Up', value: 'https://signup.example.org/fair' }],
    });
    await addEventPhoto(request, editor, event.id, 'fair.jpg');
    try {
      await page.goto(`/events/${event.id}`);
      await expect(page.getByRole('heading', { name: event.title, level: 2 })).toBeVisible();
      await expect(page.getByRole('img', { name: `${event.title}, photo 1 of 1` })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: 'Library' })).toBeVisible();
      // Its links work without a script; its Close button, which needs one, is not shown.
      await expect(page.getByRole('link', { name: /Sign Up/ })).toHaveAttribute('href', 'https://signup.example.org/fair');
      await expect(page.getByRole('button', { name: 'Close' }).filter({ visible: true })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'April 2044' })).toBeVisible();
      await expect(page.locator(WAITING).filter({ visible: true })).toHaveCount(0);
      await expect(page.getByText('The buttons on this page need JavaScript')).toBeVisible();
    } finally {
      await deleteEvent(request, editor, event.id);
    }
  });

  for (const { prefix, next, previous, june, april } of [
    { prefix: '', next: /next month/i, previous: /previous month/i, june: 'June 2047', april: 'April 2047' },
    { prefix: '/es', next: /mes siguiente/i, previous: /mes anterior/i, june: 'junio de 2047', april: 'abril de 2047' },
  ]) {
    test(`the calendar's arrows ask the page for the neighbouring month (decision 074) (${prefix || '/'})`, async ({ page }) => {
      await page.goto(`${prefix}/events?month=2047-05`);
      await page.getByRole('button', { name: next }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/events\\?month=2047-06$`));
      await expect(page.locator('.month-calendar h2')).toHaveText(june);
      await page.getByRole('button', { name: previous }).click();
      await page.getByRole('button', { name: previous }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/events\\?month=2047-04$`));
      await expect(page.locator('.month-calendar h2')).toHaveText(april);
    });
  }

  for (const { prefix, search, filter, show, openChair, oneShown } of [
    { prefix: '', search: 'Search', filter: 'Filter By', show: 'Show committees', openChair: 'Open Chair', oneShown: '1 committee shown' },
    {
      prefix: '/es',
      search: 'Buscar',
      filter: 'Filtrar por',
      show: 'Mostrar comités',
      openChair: 'Puesto libre',
      oneShown: 'Se muestra 1 comité',
    },
  ]) {
    test(`the committees' search and filter ask the page for the cards they select (decision 074) (${prefix || '/'})`, async ({ page }) => {
      await page.goto(`${prefix}/committees`);
      const cards = page.locator('.committee-card');
      const all = await cards.count();
      await page.getByRole('searchbox', { name: search }).fill('book');
      await page.getByRole('button', { name: show }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/committees\\?q=book&filter=alphabetical$`));
      await expect(page.getByRole('searchbox', { name: search })).toHaveValue('book');
      await expect(cards.filter({ hasText: 'Book Fair' })).toHaveCount(1);
      expect(await cards.count()).toBeLessThan(all);
      // One card, told in the singular.
      await expect(cards).toHaveCount(1);
      await expect(page.getByRole('status').filter({ hasText: oneShown })).toHaveText(oneShown);

      await page.getByRole('searchbox', { name: search }).fill('');
      await page.getByRole('combobox', { name: filter }).selectOption('open-leadership');
      await page.getByRole('button', { name: show }).click();
      await expect(page).toHaveURL(/filter=open-leadership$/);
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) await expect(card).toContainText(openChair);
    });
  }

  test('a grade page shows its frame and says what needs JavaScript', async ({ page }) => {
    await page.goto('/grades/3rd-grade');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator(WAITING).filter({ visible: true })).toHaveCount(0);
    // The navigation's Grades panel says so too, hidden until hovered: the page itself must say it visibly.
    await expect(page.getByText('needs JavaScript').filter({ visible: true }).first()).toBeVisible();
  });
});
