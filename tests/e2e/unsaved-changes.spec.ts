import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { openSignedInAs } from '../support/sign-in';

/**
 * Unsaved changes are never lost without a word (docs/decisions/030): every way out of an admin form with typed
 * changes asks first ('Leave without saving?'); staying keeps the draft, agreeing leaves. Without changes
 * nothing asks.
 */
const QUESTION = 'You have unsaved changes. Leave without saving?';

/** Answers the next confirmation of the page, and tells what it asked. */
function answerNext(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

/** Every question the page asks from now on is recorded and refused. */
function recordQuestions(page: Page): string[] {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  return asked;
}

/** Types into the event title as a person does (a click, then keys), so the page has had a user gesture. */
async function newEventDraft(page: Page, title: string) {
  await openSignedInAs(page, 'editor', '/access/events');
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByRole('heading', { name: 'New Event' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).click();
  await page.keyboard.type(title);
}

const editorHeading = (page: Page) => page.getByRole('heading', { name: 'New Event' });
const listShown = (page: Page) => expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();

test.describe('unsaved changes in an admin editor', () => {
  test("the editor's All Events link asks; staying keeps the draft, leaving shows the list", async ({ page }) => {
    await newEventDraft(page, 'Draft by the Back link');
    const asked = answerNext(page, false);
    await page.getByRole('button', { name: 'All Events' }).click();
    expect(await asked).toBe(QUESTION);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Draft by the Back link');

    const again = answerNext(page, true);
    await page.getByRole('button', { name: 'All Events' }).click();
    expect(await again).toBe(QUESTION);
    await listShown(page);
  });

  test("the browser's Back closes the editor after asking, stays in the tool, and Forward opens it again", async ({ page }) => {
    await newEventDraft(page, 'Draft by the browser');
    const asked = answerNext(page, false);
    await page.goBack();
    expect(await asked).toBe(QUESTION);
    await expect(editorHeading(page)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Draft by the browser');
    await expect(page).toHaveURL(/\/access\/events$/);

    const again = answerNext(page, true);
    await page.goBack();
    expect(await again).toBe(QUESTION);
    await listShown(page);
    await expect(page).toHaveURL(/\/access\/events$/);
    await expect(page).toHaveTitle('Admin Calendar Tool');

    // Forward opens the editor again (without the draft, which was let go); Back closes it without a question.
    await page.goForward();
    await expect(editorHeading(page)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
    const asked2 = recordQuestions(page);
    await page.goBack();
    await listShown(page);
    expect(asked2).toEqual([]);
  });

  test('an Admin Menu entry asks; staying keeps the draft, leaving opens the entry', async ({ page }) => {
    await newEventDraft(page, 'Draft by the menu');
    const menu = page.getByRole('dialog', { name: 'Admin Menu' });
    await page.getByRole('button', { name: 'Admin Menu' }).click();
    const asked = answerNext(page, false);
    await menu.getByRole('link', { name: 'Home' }).click();
    expect(await asked).toBe(QUESTION);
    await expect(page).toHaveURL(/\/access\/events$/);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Draft by the menu');

    await page.getByRole('button', { name: 'Admin Menu' }).click();
    const again = answerNext(page, true);
    await menu.getByRole('link', { name: 'Home' }).click();
    expect(await again).toBe(QUESTION);
    await expect(page).toHaveURL(/\/access$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome /);
  });

  test('closing or reloading the tab asks the browser’s own question (beforeunload)', async ({ page }) => {
    await newEventDraft(page, 'Draft by closing');
    const closing = page.waitForEvent('dialog');
    const close = page.close({ runBeforeUnload: true });
    const dialog = await closing;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await close;
    expect(page.isClosed()).toBe(false);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Draft by closing');

    // Agreeing reloads: the draft is gone, the editor opens again from the tab's history.
    page.once('dialog', (reload) => {
      expect(reload.type()).toBe('beforeunload');
      void reload.accept();
    });
    await page.reload();
    await expect(editorHeading(page)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
  });

  test('without changes nothing asks: Back link, browser Back, menu, reload', async ({ page }) => {
    await openSignedInAs(page, 'editor', '/access/events');
    const asked = recordQuestions(page);
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(editorHeading(page)).toBeVisible();
    // The editor with nothing typed: no question pending, and no axe violation.
    await expectNoAxeViolations(page, 'Event Editor without changes');
    await page.getByRole('button', { name: 'All Events' }).click();
    await listShown(page);
    await page.getByRole('button', { name: 'Add Event' }).click();
    await page.goBack();
    await listShown(page);
    await page.getByRole('button', { name: 'Add Event' }).click();
    await page.reload();
    await expect(editorHeading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Admin Menu' }).click();
    await page.getByRole('dialog', { name: 'Admin Menu' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/access$/);
    expect(asked).toEqual([]);
  });

  test('the committee editor asks on its Back link after a change; Clear back to blank asks nothing', async ({ page }) => {
    await openSignedInAs(page, 'editor', '/access/committees');
    await page.getByRole('button', { name: 'Add committee' }).click();
    await page.getByLabel('Title').fill('Half-made committee');
    const asked = answerNext(page, false);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await asked).toBe(QUESTION);
    await expect(page.getByLabel('Title')).toHaveValue('Half-made committee');

    await page.getByRole('button', { name: 'Clear' }).click();
    const none = recordQuestions(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'New Committee' })).toBeHidden();
    expect(none).toEqual([]);
  });

  test("the user editor asks before another user's editor replaces it", async ({ page }) => {
    await openSignedInAs(page, 'admin', '/access/users');
    await page.getByRole('button', { name: 'Edit treasurer' }).click();
    await page.getByLabel('Name').fill('Terry Changed');
    const asked = answerNext(page, false);
    await page.getByRole('button', { name: 'Edit editor' }).click();
    expect(await asked).toBe(QUESTION);
    await expect(page.getByRole('heading', { name: 'Edit user treasurer' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Terry Changed');
  });

  test("the site content texts ask before the browser's Back leaves the tool", async ({ page }) => {
    await openSignedInAs(page, 'admin', '/access');
    await page.getByRole('link', { name: /Site Content/ }).click();
    await expect(page).toHaveURL(/\/access\/content$/);
    const mission = page.getByLabel('Mission (About Us)');
    await mission.fill('A mission not yet saved.');
    const asked = answerNext(page, false);
    await page.goBack();
    expect(await asked).toBe(QUESTION);
    await expect(page).toHaveURL(/\/access\/content$/);
    await expect(mission).toHaveValue('A mission not yet saved.');

    const again = answerNext(page, true);
    await page.goBack();
    expect(await again).toBe(QUESTION);
    await expect(page).toHaveURL(/\/access$/);
  });
});
