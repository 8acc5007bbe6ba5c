/**
 * Each admin editor links to its saved item on the public site, in a new tab (docs/decisions/056): a
 * committee to its popup, a grade to its page, an event to /events/{id}, the site texts, home images and
 * board to the pages that show them. A new item, not saved yet, has no such link.
 */
import { expect, test, type Locator, type Page } from '../support/test';
import { openSignedInAs, tokenFor } from '../support/sign-in';
import { createEvent, deleteEvent } from '../support/events';

const VIEW = /^View on the site/;

/** Follows a link into its new tab and answers that page. */
async function follow(page: Page, link: Locator = page.getByRole('link', { name: VIEW })): Promise<Page> {
  await expect(link).toHaveAttribute('target', '_blank');
  const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await opened.waitForLoadState();
  return opened;
}

test.describe('View on the site', () => {
  test('the Committee Editor links to the saved committee popup; a new committee has no link', async ({ page }) => {
    await openSignedInAs(page, 'editor', '/access/committees');
    await page.getByRole('button', { name: 'Add committee' }).click();
    await expect(page.getByRole('heading', { name: 'New Committee' })).toBeVisible();
    await expect(page.getByRole('link', { name: VIEW })).toHaveCount(0);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Edit Uniform Exchange' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Uniform Exchange');
    await expect(page.getByRole('link', { name: VIEW })).toHaveAttribute('href', '/committees/uniform-exchange');
    const site = await follow(page);
    await expect(site.getByRole('dialog').getByRole('heading', { name: 'Uniform Exchange' })).toBeVisible();
    // The editor stays where it was.
    await expect(page.getByLabel('Title')).toHaveValue('Uniform Exchange');
  });

  test('the Grade Editor links to the grade page', async ({ page, request }) => {
    await openSignedInAs(page, 'editor', '/access/grades');
    const grades = (await (await request.get('/v2/api/formation/grade?include_fields=title,slug')).json()).results as Array<{
      title: string;
      slug: string;
    }>;
    const grade = grades[0]!;
    await page.getByRole('button', { name: `Edit ${grade.title}` }).click();
    await expect(page.getByLabel('Title')).toHaveValue(grade.title);
    await expect(page.getByRole('link', { name: VIEW })).toHaveAttribute('href', `/grades/${grade.slug}`);
    const site = await follow(page);
    await expect(site).toHaveTitle(`${grade.title} Page`);
  });

  test('the Event Editor links to /events/{id}, which opens the saved event', async ({ page, request }) => {
    const token = await tokenFor(request, 'editor');
    const title = `Site Link Picnic ${Date.now().toString(36)}`;
    const event = await createEvent(request, token, { title, startDt: '2028-02-01T10:00', endDt: '2028-02-01T12:00' });
    try {
      await openSignedInAs(page, 'editor', '/access/events?month=2028-02');
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
      await expect(page.getByRole('link', { name: VIEW })).toHaveAttribute('href', `/events/${event.id}`);
      const site = await follow(page);
      await expect(site.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible();
    } finally {
      await deleteEvent(request, token, event.id);
    }
  });

  test('Site Content links the pages its texts, home images and board are on', async ({ page }) => {
    await openSignedInAs(page, 'admin', '/access/content');
    const part = (name: string) => page.getByRole('region', { name });
    await expect(part('Texts and contacts').getByRole('link', { name: /^Contact Us/ })).toHaveAttribute('href', '/contactus');
    await expect(part('Home images').getByRole('link', { name: VIEW })).toHaveAttribute('href', '/');
    await expect(part('Board members').getByRole('link', { name: VIEW })).toHaveAttribute('href', '/aboutus#hsaboard');
    const site = await follow(page, part('Texts and contacts').getByRole('link', { name: /^Contact Us/ }));
    await expect(site).toHaveURL(/\/contactus$/);
  });
});
