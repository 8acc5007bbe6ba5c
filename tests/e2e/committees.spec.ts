import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { auth, signInAs, tokenFor } from '../support/sign-in';

test.describe('committees', () => {
  test('an editor creates a committee with a pending leader and a link; the public page shows both pills and the popup', async ({
    page,
  }) => {
    const title = `Garden Helpers ${Date.now().toString(36)}`;
    await signInAs(page, 'editor', '/access/committees');
    await expect(page).toHaveTitle('Admin Committee Tool');
    await page.getByRole('button', { name: 'Add committee' }).click();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Add leader' }).click();
    await page.getByLabel('Position').fill('Chair');
    await page.getByLabel('Name').fill('Pending');
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByLabel('Link text').fill('Sign Up');
    await page.getByLabel('Link address').fill('signup.example.org/garden');
    await expectNoAxeViolations(page, 'committee editor');
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully Created Event' })).toBeVisible();
    await expect(page.getByText(title, { exact: true })).toBeVisible();

    await page.goto('/committees');
    const card = page.getByRole('button', { name: new RegExp(title) });
    await expect(card).toContainText('Open Chair');
    await expect(card).toContainText('Sign ups available');
    await card.click();
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('PENDING')).toBeVisible();
    await expect(popup.getByRole('link', { name: /Sign Up/ })).toHaveAttribute('href', 'https://signup.example.org/garden');
    await expect(popup.getByRole('link', { name: /Sign Up/ })).toHaveAttribute('target', '_blank');
    await expect(popup.getByText('Currently No Images For This Committee')).toBeVisible();
    await expect(popup.getByText(title.charAt(0), { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    await expectNoAxeViolations(page, 'committee popup');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('search narrows the cards, the filter keeps open chairs or signup links, and an empty result says so', async ({ page }) => {
    await page.goto('/committees');
    await expect(page).toHaveTitle('Committee Page');
    const cards = page.locator('.committee-card');
    const cardTitles = page.locator('.committee-card__title');
    await expect(cards.first()).toBeVisible();
    const titles = await cardTitles.allTextContents();
    expect(titles.length, 'the demo data has several committees').toBeGreaterThan(2);
    // Search for the last card: it moves to the top and the first card goes away.
    const first = titles[0]!;
    const last = titles[titles.length - 1]!;
    await page.getByPlaceholder('Search For Committees').fill(last);
    await expect(cardTitles.first()).toHaveText(last);
    await expect(cards.getByText(first, { exact: true })).toHaveCount(0);
    expect(await cards.count()).toBeLessThan(titles.length);
    await page.getByPlaceholder('Search For Committees').fill('');
    await expect(cardTitles).toHaveText(titles);
    await page.getByLabel('Filter By').selectOption({ label: 'Active Signup Links' });
    for (const card of await cards.all()) await expect(card).toContainText('Sign ups available');
    await page.getByLabel('Filter By').selectOption({ label: 'Open Chair Positions' });
    for (const card of await cards.all()) await expect(card).toContainText('Open Chair');
    await page.getByPlaceholder('Search For Committees').fill('zzzzzzzz');
    await expect(page.getByText('Sorry there are no committees for this search, try updating your search & filter.')).toBeVisible();
    await expectNoAxeViolations(page, 'committees page');
  });

  test('a committee with photos shows the gallery, a single image and View All', async ({ page }) => {
    const committees = (await (await page.request.get('/v2/api/formation/committee?include_fields=title,slug')).json()).results as Array<{
      title: string;
      slug: string;
    }>;
    // The gallery needs two photos (a committee another test gave one photo would not do).
    let withPhotos: { title: string } | undefined;
    for (const committee of committees) {
      const detail = (await (await page.request.get(`/v2/api/formation/committee/${committee.slug}`)).json()).results;
      if (detail.image_count > 1) withPhotos ??= committee;
    }
    expect(withPhotos, 'the demo data has a committee with two photos or more').toBeTruthy();
    await page.goto('/committees');
    await page.getByRole('button', { name: new RegExp(withPhotos!.title) }).click();
    const popup = page.getByRole('dialog', { name: withPhotos!.title });
    const thumbs = popup.locator('.photo-gallery__thumb');
    await expect(thumbs.first()).toBeVisible();
    await thumbs.nth(1).click();
    const viewAll = popup.getByRole('button', { name: 'View All' });
    await expect(viewAll).toBeFocused();
    await expect(thumbs).toHaveCount(0);
    await viewAll.click();
    await expect(thumbs.nth(1)).toBeFocused();
  });

  test('a committee removed after the page loaded: No Committee Information, and the toast inside the popup', async ({ page, request }) => {
    const token = await tokenFor(request, 'editor');
    const title = `Gone Committee ${Date.now().toString(36)}`;
    const made = await request.post('/v2/api/formation', {
      headers: auth(token),
      data: { type: 'committee', title, icon: 'groups_2', colorCode: '#00295f', links: [], leadership: [] },
    });
    expect(made.status()).toBe(200);
    const { _id } = (await made.json()).results as { _id: string };
    await page.goto('/committees');
    const card = page.getByRole('button', { name: new RegExp(title) });
    await expect(card).toBeVisible();
    expect((await request.delete(`/v2/api/formation/committee/${_id}`, { headers: auth(token) })).status()).toBe(200);
    await card.click();
    const popup = page.getByRole('dialog', { name: 'No Committee Information' });
    await expect(popup).toBeVisible();
    // Inside the dialog: a toast of the page's own would sit under the modal, out of reach.
    await expect(popup.getByRole('alert').filter({ hasText: 'Sorry, We are unable to retrieve this committee' })).toBeVisible();
  });
});
