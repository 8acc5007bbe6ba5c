import { expect, test, type APIRequestContext } from '@playwright/test';
import type { BoardMember } from '../../src/features/content/page-content';
import type { SiteContent } from '../../src/features/content/site-content';
import { restorePage } from '../support/content';
import { auth, tokenFor } from '../support/sign-in';

/**
 * The officers' site texts and board titles in Spanish (docs/decisions/070): stored beside the English, read
 * back by every GET, held to the English's length. Every test puts back what it changed.
 */
const SITE = '/v1/api/page/site';
const BOARD = '/v1/api/page/list/board-members';

async function read<T>(request: APIRequestContext, path: string, token?: string): Promise<{ results: T; version: number }> {
  const response = await request.get(path, { headers: token ? auth(token) : {} });
  expect(response.status()).toBe(200);
  const results = (await response.json()).results as T;
  return { results, version: Number(response.headers()['x-version']) };
}

test.describe('site texts and board titles in Spanish', () => {
  test('are saved beside the English and read back, publicly too; a save without them stores none', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const { results: site } = await read<SiteContent>(request, SITE, admin);
    const board = await read<BoardMember[]>(request, BOARD, admin);
    expect(site).toMatchObject({ welcomeText_es: '', mission_es: '' });
    try {
      const saved = await request.put(SITE, {
        headers: auth(admin),
        data: { ...site, welcomeText_es: '  ¡Bienvenidos a la HSA!  ', mission_es: 'Servimos a nuestra escuela.' },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      expect((await saved.json()).results).toMatchObject({
        welcomeText_es: '¡Bienvenidos a la HSA!',
        mission_es: 'Servimos a nuestra escuela.',
      });
      const after = (await read<SiteContent>(request, SITE, admin)).results;
      expect(after).toMatchObject({
        welcomeText: site.welcomeText,
        welcomeText_es: '¡Bienvenidos a la HSA!',
        mission_es: 'Servimos a nuestra escuela.',
      });
      // A client that does not know the Spanish fields stores none, as with any optional field left out.
      const { welcomeText_es: _welcome, mission_es: _mission, ...english } = after;
      const without = await request.put(SITE, { headers: auth(admin), data: english });
      expect(without.status(), await without.text()).toBe(200);
      expect((await read<SiteContent>(request, SITE, admin)).results).toMatchObject({ welcomeText_es: '', mission_es: '' });

      const members = board.results.map((member, index) => (index === 1 ? { ...member, title_es: 'Vicepresidencia' } : member));
      const boardSaved = await request.put(BOARD, { headers: auth(admin), data: { members, version: board.version } });
      expect(boardSaved.status(), await boardSaved.text()).toBe(200);
      const strong = (await read<BoardMember[]>(request, BOARD, admin)).results;
      expect(strong.map((member) => member.title_es)).toEqual(board.results.map((_, index) => (index === 1 ? 'Vicepresidencia' : '')));
      expect(strong[1]?.title).toBe(board.results[1]?.title);
    } finally {
      await restorePage(request, admin, SITE, { ...site });
      await restorePage(request, admin, BOARD, { members: board.results });
    }
  });

  test('longer than the English may be: a 400 that says so', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const { results: site } = await read<SiteContent>(request, SITE, admin);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ welcomeText_es: 'x'.repeat(601) }, 'The Spanish welcome text can be at most 600 characters.'],
      [{ mission_es: 'x'.repeat(3001) }, 'The Spanish mission can be at most 3000 characters.'],
      [{ mission_es: 42 }, 'The Spanish mission must be text.'],
    ];
    for (const [patch, message] of cases) {
      const response = await request.put(SITE, { headers: auth(admin), data: { ...site, ...patch } });
      expect(response.status(), JSON.stringify(patch).slice(0, 60)).toBe(400);
      expect((await response.json()).error).toContain(message);
    }
    const board = await read<BoardMember[]>(request, BOARD, admin);
    const members = board.results.map((member, index) => (index === 0 ? { ...member, title_es: 'x'.repeat(81) } : member));
    const response = await request.put(BOARD, { headers: auth(admin), data: { members, version: board.version } });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toContain('The Spanish board title can be at most 80 characters.');
    // Nothing was stored.
    expect((await read<SiteContent>(request, SITE, admin)).results.version).toBe(site.version);
    expect((await read<BoardMember[]>(request, BOARD, admin)).version).toBe(board.version);
  });
});
