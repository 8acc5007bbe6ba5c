import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { waitForIslands } from '../support/hydration';

/**
 * Server state is shared by the islands of a page (docs/decisions/026): the grade list that the navigation, the home
 * carousel, the calendar legend and the event popup all show is read once per page.
 */
const GRADE_LIST_PATH = '/v2/api/formation/grade';

/** Counts the page's requests for the grade list (not for one grade, /v2/api/formation/grade/{slug}). */
function countGradeListRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === GRADE_LIST_PATH) count += 1;
  });
  return () => count;
}

async function gradeTitles(request: APIRequestContext): Promise<string[]> {
  const { results } = (await (await request.get(`${GRADE_LIST_PATH}?include_fields=title,slug`)).json()) as {
    results: Array<{ title: string }>;
  };
  expect(results.length, 'the demo data has grades').toBeGreaterThan(1);
  return results.map((grade) => grade.title);
}

test.describe('the grade list is fetched once per page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('home: the navigation panel, the Welcome Parents carousel and an event popup share one request', async ({ page, request }) => {
    const titles = await gradeTitles(request);
    const gradeListRequests = countGradeListRequests(page);
    await page.goto('/');
    await waitForIslands(page);

    await expect(page.locator('.welcome-card__title')).toHaveText(titles);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Grades', exact: true }).hover();
    await expect(nav.locator('.grade-links__title')).toHaveText(titles);

    const events = page.getByRole('region', { name: 'HSA Events' }).locator('.home-event:not(.home-event--placeholder)');
    await events.first().click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('list', { name: 'Grades' })).toBeVisible();

    expect(gradeListRequests()).toBe(1);
  });

  test('events: the navigation panel, the calendar legend, the dots and an event popup share one request', async ({ page, request }) => {
    const titles = await gradeTitles(request);
    const gradeListRequests = countGradeListRequests(page);
    await page.goto('/events');
    await waitForIslands(page);

    const legend = page.getByRole('region', { name: 'Calendar legend' });
    await expect(legend.getByRole('listitem')).toHaveText(['School wide', 'Multiple Grades', ...titles]);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Grades', exact: true }).hover();
    await expect(nav.locator('.grade-links__title')).toHaveText(titles);
    // The pointer leaves the navigation, whose hover panel would otherwise cover the list.
    await legend.hover();
    await expect(nav.locator('.grade-links__title').first()).toBeHidden();

    const list = page.getByRole('region', { name: 'Events this month' });
    await list.getByRole('button').first().click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('list', { name: 'Grades' })).toBeVisible();

    expect(gradeListRequests()).toBe(1);
  });
});
