import { expect, test, type Locator, type Page } from '../support/test';
import { auth, demoUser, tokenFor } from '../support/sign-in';
import { createEvent, deleteEvent, marker } from '../support/events';
import { formData, SUBMIT, treasurerToken, validFormData } from '../support/forms';
import { waitForIslands } from '../support/hydration';
import { restorePage } from '../support/content';

/**
 * Everything by keyboard (DESIGN section 7): popups open with Enter, keep focus inside, close on
 * Escape and give focus back; a form is filled and sent; calendar months move; an officer signs in and
 * uses the admin tools. No click and no mouse in this file: only key presses, and typing into the field
 * that has focus.
 */
const tag = marker();

/** Opens a page and waits for its islands: a key pressed on a control not yet hydrated does nothing. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
}

/** Presses Tab (or Shift+Tab) until the target has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/**
 * Where focus is: in the open dialog; out of the document, on the browser's own controls (the document
 * itself has lost focus: a modal <dialog> lets Tab go there past its last control, as browsers do); or
 * anywhere else in the page, `body` included, which is focus escaping the dialog.
 */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    if (!document.hasFocus()) return 'browser';
    const active = document.activeElement;
    if (active?.closest('dialog[open], [role="dialog"]')) return 'dialog';
    return active && active !== document.body ? `page: ${active.outerHTML.slice(0, 80)}` : 'page: body';
  });

/**
 * Tabs forwards and backwards well past the dialog's controls: after every press focus is in the dialog,
 * or (one press at most) on the browser's controls, from which the next press brings it back to the
 * dialog. Focus on the page behind the dialog, or on its body, fails.
 */
async function expectFocusTrapped(page: Page, presses = 25): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    let previous = await focusPlace(page);
    for (let index = 0; index < presses; index += 1) {
      await page.keyboard.press(key);
      const place = await focusPlace(page);
      expect(place, `focus after ${index + 1} presses of ${key}`).toMatch(previous === 'browser' ? /^dialog$/ : /^(dialog|browser)$/);
      previous = place;
    }
  }
}

/** Opens a popup from its opener with Enter, checks the trap, closes it with Escape and checks focus came back. */
async function popupRoundTrip(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await focusPlace(page)).toBe('dialog');
  await expectFocusTrapped(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

async function signInByKeyboard(page: Page, userId: 'admin' | 'treasurer', path: string): Promise<void> {
  await visit(page, path);
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(userId);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(demoUser(userId).password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Admin Menu' })).toBeVisible();
}

test.describe('public pages by keyboard', () => {
  test('the phone menu opens, keeps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/contactus');
    await popupRoundTrip(page, page.getByRole('button', { name: 'Open menu' }), page.getByRole('dialog'));
  });

  test('calendar months move by keyboard and an event dot opens its popup', async ({ page, request }) => {
    const editor = await tokenFor(request, 'editor');
    const june = await createEvent(request, editor, {
      title: `Keyboard Picnic ${tag}`,
      startDt: '2047-06-14T11:00',
      endDt: '2047-06-14T13:00',
    });
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await visit(page, '/events?month=2047-06');
      await expect(page.getByRole('heading', { name: 'June 2047' })).toBeVisible();
      const dot = page.locator('button.event-dot').filter({ hasText: june.title });
      await popupRoundTrip(page, dot, page.getByRole('dialog', { name: june.title }));

      await tabTo(page, page.getByRole('button', { name: /Jul\. 2047/ }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'July 2047' })).toBeVisible();
      await expect(page).toHaveURL(/month=2047-07/);
      await tabTo(page, page.getByRole('button', { name: /Jun\. 2047/ }), { back: true });
      await page.keyboard.press('Space');
      await expect(page.getByRole('heading', { name: 'June 2047' })).toBeVisible();
    } finally {
      await deleteEvent(request, editor, june.id);
    }
  });

  test('a committee popup opens from its card and closes back to it', async ({ page }) => {
    await visit(page, '/committees');
    const card = page.locator('button.committee-card').first();
    await expect(card).toBeVisible();
    const title = (await card.locator('.committee-card__title').textContent())!;
    await popupRoundTrip(page, card, page.getByRole('dialog', { name: title }));
  });

  test('logged volunteer hours are filled in and sent by keyboard', async ({ page }) => {
    await visit(page, '/volunteers/forms?form=volunteer_hours_request');
    const form = page.getByRole('tabpanel');
    const name = `Keyboard Hours ${tag}`;
    await tabTo(page, form.getByRole('textbox', { name: 'Name', exact: true }));
    await page.keyboard.type(name);
    await tabTo(page, form.getByLabel('Email'));
    await page.keyboard.type('kim@example.org');
    await tabTo(page, form.getByRole('combobox', { name: 'Volunteer Activity', exact: true }));
    await page.keyboard.type('Fun Run');
    await expect(form.getByRole('combobox', { name: 'Volunteer Activity', exact: true })).toHaveValue('fun-run');
    await tabTo(page, form.getByLabel('Activity Date'));
    await page.keyboard.type('03142026');
    await expect(form.getByLabel('Activity Date')).toHaveValue('2026-03-14');
    await tabTo(page, form.getByLabel('Number of Hours'));
    await page.keyboard.type('2.5');
    const submit = form.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const toast = page.getByRole('alert').filter({ hasText: 'Form Submitted Successfully' });
    await expect(toast).toBeVisible();
    // The toast's close button, given focus while the keyboard is in use, shows the focus ring as every control
    // does, and closes the toast.
    const close = page.locator('.Toastify__toast').filter({ hasText: 'Form Submitted Successfully' }).getByRole('button');
    await close.focus();
    expect(await close.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(toast).toBeHidden();
  });
});

test.describe('the admin area by keyboard', () => {
  test('sign in, the Admin Menu, and a new event from the Events Tool', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByKeyboard(page, 'admin', '/access/login');
    const menuButton = page.getByRole('button', { name: 'Admin Menu' });
    await popupRoundTrip(page, menuButton, page.getByRole('dialog', { name: 'Admin Menu' }));

    // The menu leads to the Events Tool.
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Admin Menu' });
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('link', { name: 'Events Tool' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('Admin Calendar Tool');

    const title = `Keyboard Meeting ${tag}`;
    await tabTo(page, page.getByRole('button', { name: 'Add Event' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'New Event' })).toBeVisible();
    await tabTo(page, page.getByRole('textbox', { name: 'Title', exact: true }));
    await page.keyboard.type(title);
    const month = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' }).slice(0, 7);
    await tabTo(page, page.getByLabel('Start'));
    await page.getByLabel('Start').fill(`${month}-01T00:20`);
    await tabTo(page, page.getByLabel('End'));
    await page.getByLabel('End').fill(`${month}-01T01:00`);
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully Created Event' })).toBeVisible();
    const edit = page.getByRole('button', { name: `Edit ${title}` });
    await expect(edit).toBeVisible();

    const token = await tokenFor(request, 'admin');
    const listed = (
      await (await request.get(`/v2/api/event?per_page=50&start_dt=${month}-01&end_dt=${month}-02`, { headers: auth(token) })).json()
    ).results as Array<{ id: string; title: string }>;
    const made = listed.find((event) => event.title === title);
    expect(made).toBeDefined();
    await deleteEvent(request, token, made!.id);
  });

  test("the Users tool's reset-password dialog and the Site content tool", async ({ page, request }) => {
    await signInByKeyboard(page, 'admin', '/access/login');
    await visit(page, '/access/users');
    await popupRoundTrip(page, page.getByRole('button', { name: 'Reset password of treasurer' }), page.getByRole('dialog'));

    const admin = await tokenFor(request, 'admin');
    const site = (await (await request.get('/v1/api/page/site', { headers: auth(admin) })).json()).results;
    try {
      await visit(page, '/access/content');
      const mission = page.getByLabel('Mission (About Us)');
      await expect(mission).toHaveValue(site.mission);
      await tabTo(page, mission);
      await page.keyboard.press('Control+End');
      await page.keyboard.type(` ${tag}`);
      await tabTo(page, page.getByRole('button', { name: 'Save texts' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'Site texts saved' })).toBeVisible();
      const saved = (await (await request.get('/v1/api/page/site', { headers: auth(admin) })).json()).results;
      expect(saved.mission).toBe(`${site.mission} ${tag}`);
    } finally {
      await restorePage(request, admin, '/v1/api/page/site', site);
    }
  });

  test('the forms dashboard: tabs by arrow keys, a row marked read and unread', async ({ page, request }) => {
    const name = `Keyboard Row ${tag}`;
    expect(
      (
        await request.post(SUBMIT, { data: { form_type: 'volunteer_request', form_data: validFormData('volunteer_request', name) } })
      ).status(),
    ).toBe(200);
    await signInByKeyboard(page, 'treasurer', '/access/forms');
    const firstTab = page.getByRole('tab', { name: 'Volunteer Requests' });
    await tabTo(page, firstTab);
    // Arrows move between the tabs; Enter opens the one with focus (tabs with manual activation).
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Reimbursements' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Reimbursements' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(firstTab).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(firstTab).toHaveAttribute('aria-selected', 'true');

    const row = page.getByRole('row', { name: new RegExp(name) });
    await tabTo(page, row.getByRole('button', { name: 'Mark as read' }), { max: 200 });
    await page.keyboard.press('Enter');
    await expect(row.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    const rows = (
      await (
        await request.get(`${formData('volunteer_request')}?page=1&page_size=20`, { headers: auth(await treasurerToken(request)) })
      ).json()
    ).results as Array<{
      status: string;
      form_data: Record<string, unknown>;
    }>;
    expect(rows.find((candidate) => JSON.stringify(candidate.form_data).includes(name))?.status).toBe('COMPLETE');

    await tabTo(page, row.getByRole('button', { name: 'Mark as unread' }), { max: 200 });
    await page.keyboard.press('Enter');
    await expect(row.getByRole('button', { name: 'Mark as read' })).toBeVisible();
  });

  test('a committee made in the Committee Tool, and the Account screen reached from the menu', async ({ page, request }) => {
    const title = `Keyboard Committee ${tag}`;
    await signInByKeyboard(page, 'admin', '/access/committees');
    await expect(page).toHaveTitle('Admin Committee Tool');
    await tabTo(page, page.getByRole('button', { name: 'Add committee' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Title'));
    await page.keyboard.type(title);
    await tabTo(page, page.getByRole('button', { name: 'Add leader' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('textbox', { name: 'Position' }));
    await page.keyboard.type('Chair');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Name')).toBeFocused();
    await page.keyboard.type('Pat Keys');
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully Created Event' })).toBeVisible();
    await expect(page.getByText(title, { exact: true })).toBeVisible();

    const made = (
      (await (await request.get('/v2/api/formation/committee?include_fields=_id,title')).json()).results as Array<{
        _id: string;
        title: string;
      }>
    ).find((committee) => committee.title === title);
    expect(made).toBeDefined();
    expect(
      (await request.delete(`/v2/api/formation/committee/${made!._id}`, { headers: auth(await tokenFor(request, 'admin')) })).status(),
    ).toBe(200);

    await tabTo(page, page.getByRole('button', { name: 'Admin Menu' }), { back: true });
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('dialog', { name: 'Admin Menu' }).getByRole('link', { name: 'Account' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('Admin Account');
    await tabTo(page, page.getByLabel('Current password'));
  });
});
