/**
 * The Site Content tool when no text lacks its Spanish (docs/decisions/071): the list of texts without Spanish
 * says "Every text has its Spanish version." and names no group; an event to come saved without its Spanish
 * title is then listed under Events. The demo's store always has texts without Spanish, so this test serves
 * the build on a store of its own (tests/support/own-server.ts) with its site texts, its board and an event to
 * come, each with its Spanish.
 */
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { createEvent, marker, schoolDay } from '../support/events';
import { startOwnServer } from '../support/own-server';
import { auth, signInAs, tokenFor } from '../support/sign-in';
import { ownServerPortOf, TEST_SLOT } from '../support/slots';
import { VERSION_HEADER } from '../../src/shared/edit-version';

test.use({ baseURL: `http://localhost:${ownServerPortOf(TEST_SLOT)}` });

test('the Site Content tool says every text has its Spanish version, and lists one saved without it', async ({ page, request }) => {
  // A server of its own to start, two widths with axe, and a save.
  test.setTimeout(300_000);
  const server = await startOwnServer();
  try {
    const token = await tokenFor(request, server.admin);
    const site = (await (await request.get('/v1/api/page/site', { headers: auth(token) })).json()).results;
    const siteSaved = await request.put('/v1/api/page/site', {
      headers: auth(token),
      data: {
        ...site,
        welcomeText: 'Welcome to the HSA!',
        welcomeText_es: '¡Bienvenidos a la HSA!',
        mission: 'We serve our school.',
        mission_es: 'Servimos a nuestra escuela.',
      },
    });
    expect(siteSaved.status(), await siteSaved.text()).toBe(200);
    const board = await request.get('/v1/api/page/list/board-members', { headers: auth(token) });
    const member = { title: 'President', title_es: 'Presidencia', name: 'Pat Lee', email: 'president@example.org', image: '' };
    const boardSaved = await request.put('/v1/api/page/list/board-members', {
      headers: auth(token),
      data: { members: [member], version: Number(board.headers()[VERSION_HEADER.toLowerCase()]) },
    });
    expect(boardSaved.status(), await boardSaved.text()).toBe(200);
    const today = schoolDay();
    const tag = marker();
    await createEvent(request, token, {
      title: `Lantern Walk ${tag}`,
      title_es: `Paseo de faroles ${tag}`,
      description: 'Bring a lantern.',
      description_es: 'Traiga un farol.',
      startDt: `${today}T00:00`,
      endDt: `${today}T23:30`,
    });

    await signInAs(page, server.admin, '/access/content');
    const missing = page.getByRole('region', { name: 'Texts without Spanish' });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // The events', committees', grades' and slots' texts are read after the tool opens.
      await expect(missing.getByRole('status')).toHaveCount(0, { timeout: 30_000 });
      await expect(missing.getByText('Every text has its Spanish version.', { exact: true })).toBeVisible();
      await expect(missing.getByRole('group')).toHaveCount(0);
      await expectNoAxeViolations(page, `Site content tool with every text in Spanish at ${width} px`);
    }

    const untranslated = `Book Fair ${tag}`;
    await createEvent(request, token, { title: untranslated, description: '', startDt: `${today}T00:00`, endDt: `${today}T23:30` });
    await page.reload();
    await expect(
      missing.getByRole('group', { name: 'Events' }).getByRole('link', { name: `${untranslated}: title`, exact: true }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(missing.getByText('Every text has its Spanish version.')).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
