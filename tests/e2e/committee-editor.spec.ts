import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { auth, openSignedInAs, tokenFor } from '../support/sign-in';

test.describe('committee editor', () => {
  test('an image wider than 512 px is uploaded as a 512 px wide JPEG, and can be marked for removal and kept', async ({ page }) => {
    await openSignedInAs(page, 'editor', '/access/committees');
    await page.getByRole('button', { name: 'Edit Uniform Exchange' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Committee' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Uniform Exchange');
    await page.getByLabel('Add images').setInputFiles('tests/support/wide.png');
    const item = page.locator('.image-uploader__item').last();
    await expect(item).toContainText('New');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully Created Event' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Committee' })).toBeHidden();

    const committee = (await (await page.request.get('/v2/api/formation/committee/uniform-exchange')).json()).results;
    expect(committee.image_count).toBe(1);
    const [photo] = (await (await page.request.get(`/v2/api/photo/committee/${committee._id}?page=1&page_size=3`)).json()).results;
    expect(photo.title).toBe('wide.png');
    const image = await page.request.get(photo.src);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    const size = await page.evaluate(async (src) => {
      const element = new Image();
      element.src = src;
      await element.decode();
      return [element.naturalWidth, element.naturalHeight];
    }, photo.src);
    expect(size).toEqual([512, 384]);

    // Marking a stored image for removal can be undone before saving.
    await page.getByRole('button', { name: 'Edit Uniform Exchange' }).click();
    await page.getByRole('button', { name: 'Remove wide.png' }).click();
    await expect(page.locator('.image-uploader__item')).toContainText('Will be removed');
    await page.getByRole('button', { name: 'Keep wide.png' }).click();
    await expect(page.locator('.image-uploader__item')).toContainText('Saved');
  });

  test('a file that is not an image is refused in the editor', async ({ page }) => {
    await openSignedInAs(page, 'editor', '/access/committees');
    await page.getByRole('button', { name: 'Add committee' }).click();
    await page.getByLabel('Add images').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert').filter({ hasText: 'not an image' })).toBeVisible();
    await expect(page.locator('.image-uploader__item')).toHaveCount(0);
  });

  test('Clear empties a new committee; Delete asks first and removes a saved one', async ({ page, request }) => {
    const token = await tokenFor(request, 'editor');
    const title = `Temporary ${Date.now().toString(36)}`;
    await request.post('/v2/api/formation', { headers: auth(token), data: { type: 'committee', title } });

    await openSignedInAs(page, 'editor', '/access/committees');
    await page.getByRole('button', { name: 'Add committee' }).click();
    await page.getByLabel('Title').fill('Something');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await page.getByRole('button', { name: 'Back' }).click();

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => messages).toEqual(['Are you sure you want to delete this committee?']);
    await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully Deleted committee' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
  });

  test('"Open position" stores the leader as Pending, empties and disables name and email, and the saved row is marked', async ({
    page,
    request,
  }) => {
    const title = `Open Chair Club ${Date.now().toString(36)}`;
    await openSignedInAs(page, 'editor', '/access/committees');
    await page.getByRole('button', { name: 'Add committee' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Add leader' }).click();
    await page.getByRole('textbox', { name: 'Position' }).fill('Chair');
    const name = page.getByRole('textbox', { name: 'Name' });
    const email = page.getByRole('textbox', { name: 'Email' });
    await name.fill('Someone');
    await email.fill('someone@example.org');
    const open = page.getByRole('checkbox', { name: /Open position/ });
    await open.check();
    await expect(name).toBeDisabled();
    await expect(name).toHaveValue('');
    await expect(email).toBeDisabled();
    await expect(email).toHaveValue('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully Created Event' })).toBeVisible();

    // The list shows the saved committee marked, with focus on its edit button.
    const edit = page.getByRole('button', { name: `Edit ${title}` });
    await expect(edit).toBeFocused();
    await expect(page.locator('.formation-row.saved-item')).toContainText(title);
    // The open position is counted apart from the leaders who hold one.
    await expect(page.locator('.formation-row.saved-item')).toContainText('0 leaders · 1 open position');
    await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(`Committee ${title} saved; it is marked in the list.`);

    const token = await tokenFor(request, 'editor');
    const slug = (
      await (await request.get('/v2/api/formation/committee?include_fields=title,slug', { headers: auth(token) })).json()
    ).results.find((item: { title: string }) => item.title === title).slug as string;
    const saved = (await (await request.get(`/v2/api/formation/committee/${slug}`, { headers: auth(token) })).json()).results;
    expect(saved.leadership).toEqual([{ position: 'Chair', name: 'Pending', email: '' }]);

    // Opened again, the box is ticked; unticked, the name is asked for.
    await edit.click();
    await expect(open).toBeChecked();
    await open.uncheck();
    await expect(name).toBeEnabled();
    await expect(name).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('the Committee tool lists committees A-Z, a committee added last among them', async ({ page, request }) => {
    const title = `Aaa Early ${Date.now().toString(36)}`;
    const created = await request.post('/v2/api/formation', {
      headers: auth(await tokenFor(request, 'editor')),
      data: { type: 'committee', title },
    });
    expect(created.status()).toBe(200);
    await openSignedInAs(page, 'editor', '/access/committees');
    const titles = page.locator('.formation-row__title');
    await expect(titles.first()).toHaveText(title);
    const shown = await titles.allTextContents();
    expect(shown.length).toBeGreaterThan(3);
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
  });

  test('the first photo is marked as the cover, and photos move by keyboard and are saved in that order', async ({ page, request }) => {
    const token = await tokenFor(request, 'editor');
    const title = `Cover Club ${Date.now().toString(36)}`;
    const created = await request.post('/v2/api/formation', { headers: auth(token), data: { type: 'committee', title } });
    const committee = (await created.json()).results as { _id: string; slug: string };
    const jpeg = `data:image/jpeg;base64,${readFileSync(new URL('../support/tiny.jpg', import.meta.url)).toString('base64')}`;
    const ids: string[] = [];
    for (const name of ['first.jpg', 'second.jpg']) {
      const upload = await request.post('/v2/api/photo', {
        headers: auth(token),
        data: { item_id: committee._id, type: 'committee', src: jpeg, title: name },
      });
      ids.push((await upload.json()).results._id);
    }

    await openSignedInAs(page, 'editor', '/access/committees');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const items = page.locator('.image-uploader__item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Cover');
    await expect(items.nth(1)).not.toContainText('Cover');
    await expect(page.getByRole('button', { name: 'Move first.jpg earlier' })).toBeDisabled();

    await page.getByRole('button', { name: 'Move second.jpg earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(0).getByRole('img')).toHaveAccessibleName('second.jpg');
    await expect(items.nth(0)).toContainText('Cover');
    await expect(items.nth(1)).not.toContainText('Cover');
    // At the front, the photo's other move button takes the focus; the move is announced.
    await expect(page.getByRole('button', { name: 'Move second.jpg later' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText('second.jpg moved to place 1 of 2.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully Created Event' })).toBeVisible();
    // The editor closes once every image call, the order's last, has finished (SPEC section 4).
    await expect(page.getByRole('heading', { name: 'Edit Committee' })).toBeHidden();

    const saved = (await (await request.get(`/v2/api/formation/committee/${committee.slug}`, { headers: auth(token) })).json()).results;
    expect(saved.image.src).toBe(`/v2/api/photo/image/${ids[1]}`);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(items.nth(0).getByRole('img')).toHaveAccessibleName('second.jpg');
    await expect(items.nth(0)).toContainText('Cover');
  });
});
