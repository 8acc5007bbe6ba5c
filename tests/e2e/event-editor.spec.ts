import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import { schoolToday } from '../../src/features/events/core/event-time';
import { expectNoAxeViolations } from '../support/a11y';
import { holdRequests } from '../support/hold-requests';
import { auth, openSignedInAs, tokenFor } from '../support/sign-in';

const JPEG = readFileSync(new URL('../support/tiny.jpg', import.meta.url));

interface ApiEvent {
  id: string;
  title: string;
  startDt: string;
  endDt: string;
  grade_list: string[];
  event_links: Array<{ key: string; value: string }>;
  image_count: number;
}

/**
 * The Events Manager shows the current month; events made here start on its first day just after midnight,
 * so they come first in its list whatever else the month holds.
 */
const month = schoolToday().slice(0, 7);
/**
 * Next month, for an event made through the API and then edited: the Events Manager opens the current month
 * on today (docs/decisions/054), and a later month from its first day.
 */
const nextMonth = (() => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
})();
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('not a JPEG');
}

async function readEvent(request: APIRequestContext, token: string, id: string): Promise<ApiEvent> {
  const response = await request.get(`/v2/api/event/${id}`, { headers: auth(token) });
  expect(response.status()).toBe(200);
  return (await response.json()).results as ApiEvent;
}

async function openNewEvent(page: Page) {
  await openSignedInAs(page, 'editor', '/access/events');
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByRole('heading', { name: 'New Event' })).toBeVisible();
}

test.describe('the Event Editor (SPEC, Events Manager; sections 4, 5 and 8)', () => {
  test('creates a two-day event with two grades and two photos, resized, dropping a bad link row', async ({ page, request }) => {
    const token = await tokenFor(request, 'editor');
    const grades = (await (await request.get('/v2/api/formation/grade?include_fields=title,slug')).json()).results as Array<{
      title: string;
      slug: string;
    }>;
    const chosen = grades.slice(1, 3);
    expect(chosen).toHaveLength(2);
    const title = unique('Editor Overnight Trip');

    await openNewEvent(page);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByLabel('Start').fill(`${month}-01T00:05`);
    await page.getByLabel('End').fill(`${month}-02T21:30`);
    await page.getByLabel('Location').fill('Camp Letts');
    await page.getByLabel('Description', { exact: true }).fill('Two days away.');
    for (const grade of chosen) await page.getByRole('checkbox', { name: grade.title, exact: true }).check();
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByLabel('Link text').nth(0).fill('X');
    await page.getByLabel('Link address').nth(0).fill('https://example.org/dropped');
    await page.getByLabel('Link text').nth(1).fill('Packing List');
    await page.getByLabel('Link address').nth(1).fill('example.org/packing');
    await page.getByLabel('Link address').nth(1).focus();
    await expect(page.getByText('This link will be left out when you submit.')).toBeVisible();
    await page.getByLabel('Add images').setInputFiles(['tests/support/tiny.jpg', 'tests/support/wide.png']);
    await expect(page.locator('.image-uploader__item')).toHaveCount(2);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Successfully Created Event')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New Event' })).toBeHidden();

    const list = (
      await (await request.get(`/v2/api/event?per_page=50&start_dt=${month}-01&end_dt=${month}-03`, { headers: auth(token) })).json()
    ).results as ApiEvent[];
    const created = list.find((event) => event.title === title);
    expect(created, `${title} in the month`).toBeDefined();
    const event = await readEvent(request, token, created!.id);
    expect(event).toMatchObject({
      startDt: `${month}-01T00:05`,
      endDt: `${month}-02T21:30`,
      grade_list: chosen.map((grade) => grade.slug),
      event_links: [{ key: 'Packing List', value: 'https://example.org/packing' }],
      image_count: 2,
    });

    const photos = (await (await request.get(`/v2/api/photo/event/${event.id}?page=1&page_size=3`)).json()).results as Array<{
      title: string;
      src: string;
    }>;
    expect(photos.map((photo) => photo.title).sort()).toEqual(['tiny.jpg', 'wide.png']);
    for (const photo of photos) {
      const image = await request.get(photo.src);
      expect(image.headers()['content-type']).toBe('image/jpeg');
      const size = jpegSize(await image.body());
      expect(size.width, photo.title).toBeLessThanOrEqual(512);
      if (photo.title === 'wide.png') expect(size).toEqual({ width: 512, height: 384 });
    }
    await request.delete(`/v2/api/event/delete/${event.id}`, { headers: auth(token) });
  });

  test('edits an event: new title, a photo removed, the removal undone and done again; then deletes it after asking', async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, 'editor');
    const title = unique('Editor Bake Sale');
    const made = await request.post('/v2/api/event/new', {
      headers: auth(token),
      data: { title, startDt: `${nextMonth}-01T00:10`, endDt: `${nextMonth}-01T02:00` },
    });
    const { id } = (await made.json()).results as ApiEvent;
    for (const name of ['first.jpg', 'second.jpg']) {
      const upload = await request.post('/v2/api/photo', {
        headers: auth(token),
        data: { item_id: id, type: 'event', src: `data:image/jpeg;base64,${JPEG.toString('base64')}`, title: name },
      });
      expect(upload.status()).toBe(200);
    }

    await openSignedInAs(page, 'editor', `/access/events?month=${nextMonth}`);
    // While the event loads, its form cannot be used: it starts again with the event's values once loaded, and
    // what was typed or added meanwhile would be dropped.
    const release = await holdRequests(page, new RegExp(`/v2/api/event/${id}`));
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeDisabled();
    await expect(page.getByLabel('Add images')).toBeDisabled();
    release();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeEnabled();
    await expect(page.getByLabel('Add images')).toBeEnabled();
    await expect(page.getByLabel('Start')).toHaveValue(`${nextMonth}-01T00:10`);
    await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);
    const renamed = `${title} Renamed`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Remove first.jpg' }).click();
    await expect(page.locator('.image-uploader__item').first()).toContainText('Will be removed');
    await page.getByRole('button', { name: 'Keep first.jpg' }).click();
    await expect(page.locator('.image-uploader__item').first()).toContainText('Saved');
    await page.getByRole('button', { name: 'Remove first.jpg' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Successfully Created Event')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeHidden();
    expect(await readEvent(request, token, id)).toMatchObject({ title: renamed, image_count: 1 });

    await page.getByRole('button', { name: `Edit ${renamed}` }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(renamed);
    await expect(page.locator('.image-uploader__item')).toHaveCount(1);
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => messages).toEqual(['Are you sure you want to delete this event?']);
    await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Successfully Deleted Event')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeHidden();
    expect((await request.get(`/v2/api/event/${id}`, { headers: auth(token) })).status()).toBe(404);
  });

  test('keeps Submit disabled while a required field fails, and says when the start falls after the end', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/\[toast\] Please ensure start date falls before end date/);
    await openNewEvent(page);
    const submit = page.getByRole('button', { name: 'Submit' });
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await page.getByLabel('Start').fill(`${month}-10T18:00`);
    await page.getByLabel('End').fill(`${month}-10T20:00`);
    await expect(submit).toBeDisabled();
    await title.fill('Movie Night');
    await expect(submit).toBeEnabled();
    await title.fill('');
    await expect(submit).toBeDisabled();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please add a title.')).toBeVisible();
    await title.fill('Movie Night');

    await page.getByLabel('End').fill('');
    await expect(submit).toBeDisabled();
    await expect(page.getByText('Missing Date Information For Event')).toBeVisible();

    await page.getByLabel('End').fill(`${month}-10T17:00`);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, 'Please ensure start date falls before end date')).toBeVisible();
    const end = page.getByLabel('End');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toBeFocused();
    await expect(page.locator('.field__error').filter({ hasText: 'Please ensure start date falls before end date' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New Event' })).toBeVisible();
    await end.fill(`${month}-10T21:00`);
    await expect(page.locator('.field__error')).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(title).toHaveValue('');
    await page.getByRole('button', { name: 'All Events' }).click();
    await expect(page.getByRole('heading', { name: 'New Event' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();
  });

  test('works by keyboard: focus starts on the heading, grades tick with Space, Enter submits', async ({ page, request }) => {
    const title = unique('Editor Keyboard Night');
    await openNewEvent(page);
    await expect(page.getByRole('heading', { name: 'New Event' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
    await page.keyboard.type(title);
    await page.getByLabel('Start').fill(`${month}-01T00:15`);
    await page.getByLabel('End').fill(`${month}-01T01:00`);
    const preK = page.getByRole('checkbox').first();
    await preK.focus();
    await page.keyboard.press('Space');
    await expect(preK).toBeChecked();
    await page.getByRole('textbox', { name: 'Title', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Successfully Created Event')).toBeVisible();

    const token = await tokenFor(request, 'editor');
    const list = (
      await (await request.get(`/v2/api/event?per_page=50&start_dt=${month}-01&end_dt=${month}-02`, { headers: auth(token) })).json()
    ).results as ApiEvent[];
    const created = list.find((event) => event.title === title);
    expect(created?.grade_list).toHaveLength(1);
    await request.delete(`/v2/api/event/delete/${created!.id}`, { headers: auth(token) });
  });

  for (const width of [390, 1280]) {
    test(`has no axe violations at ${width} px with the editor open, problems and images shown`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openNewEvent(page);
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill('x');
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill('');
      await page.getByRole('button', { name: 'Add link' }).click();
      await page.getByLabel('Link text').fill('A');
      await page.getByLabel('Link address').focus();
      await page.getByLabel('Add images').setInputFiles('tests/support/tiny.jpg');
      await expect(page.locator('.image-uploader__item')).toHaveCount(1);
      await expect(page.getByText('This link will be left out when you submit.')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `event editor at ${width} px`);
    });
  }
});
