import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEFAULT_SITE_CONTENT, type SiteContent } from '../../src/features/content/site-content';
import { auth, tokenFor } from '../support/sign-in';

/**
 * Page content, /v1/api/page/... (SPEC section 7; the Site content tool, docs/decisions/019): public reads, and saves
 * for the `content` scope or an administrator (who else is refused: tests/api/guard.spec.ts). Every test
 * puts back what it changed: other tests read the same pages.
 */
const JPEG = readFileSync(new URL('../support/tiny.jpg', import.meta.url));
const photoBody = (item_id: string) => ({ item_id, src: `data:image/jpeg;base64,${JPEG.toString('base64')}`, title: 'banner.jpg' });

async function readSite(request: APIRequestContext, token?: string): Promise<SiteContent> {
  const response = await request.get('/v1/api/page/site', { headers: token ? auth(token) : {} });
  expect(response.status()).toBe(200);
  return (await response.json()).results as SiteContent;
}

/** The home images or the board as the tool reads them: the spec's list, and the version beside it. */
async function readList<T>(request: APIRequestContext, token: string, path: string): Promise<{ list: T[]; version: number }> {
  const response = await request.get(path, { headers: auth(token) });
  expect(response.status()).toBe(200);
  return { list: (await response.json()).results as T[], version: Number(response.headers()['x-version']) };
}

async function uploadPagePhoto(request: APIRequestContext, token: string, item: 'home' | 'board'): Promise<string> {
  const response = await request.post('/v1/api/page/photo', { headers: auth(token), data: photoBody(item) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()).results as { src: string }).src;
}

test.describe('public reads (SPEC section 7)', () => {
  test('GET /v1/api/page/home answers the home images as base URLs that serve JPEGs', async ({ request }) => {
    const response = await request.get('/v1/api/page/home');
    expect(response.status()).toBe(200);
    const images = (await response.json()).results as string[];
    expect(images.length).toBeGreaterThanOrEqual(1);
    expect(images.length).toBeLessThanOrEqual(3);
    // The home page adds '/m/1024x0' to each base URL (SPEC, Home).
    const image = await request.get(`${images[0]}/m/1024x0`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
  });

  test('GET /v1/api/page/list/board-members answers the 8 board members with title, name, email and image, and the Spanish title beside', async ({
    request,
  }) => {
    const response = await request.get('/v1/api/page/list/board-members');
    expect(response.status()).toBe(200);
    const board = (await response.json()).results as Array<Record<string, string>>;
    expect(board).toHaveLength(8);
    // The Spanish title, '' for none, beside the spec's fields (docs/decisions/070).
    for (const member of board) expect(Object.keys(member).sort()).toEqual(['email', 'image', 'name', 'title', 'title_es']);
  });

  test('unknown page content is a 404 and other methods a 405', async ({ request }) => {
    expect((await request.get('/v1/api/page/nothing-here')).status()).toBe(404);
    expect((await request.post('/v1/api/page/home', { data: {} })).status()).toBe(405);
  });
});

test.describe('site texts and contacts', () => {
  test('answer the defaults publicly, and what an administrator saves, to everyone', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const before = await readSite(request, admin);
    expect(Object.keys(before).sort()).toEqual(Object.keys(DEFAULT_SITE_CONTENT).sort());
    const changed: SiteContent = {
      ...before,
      mission: `Our mission, revised ${Date.now()}`,
      volunteerCoordinator: { name: 'Pat Lee', email: 'pat@example.org' },
    };
    const saved = await request.put('/v1/api/page/site', { headers: auth(admin), data: changed });
    expect(saved.status(), await saved.text()).toBe(200);
    expect((await saved.json()).results.version).toBe(before.version + 1);
    const after = await readSite(request, admin);
    expect(after.mission).toBe(changed.mission);
    expect(after.volunteerCoordinator).toEqual({ name: 'Pat Lee', email: 'pat@example.org' });
    const stale = await request.put('/v1/api/page/site', { headers: auth(admin), data: before });
    expect(stale.status()).toBe(409);
    expect((await request.put('/v1/api/page/site', { headers: auth(admin), data: { ...before, version: after.version } })).status()).toBe(
      200,
    );
  });

  test('refuse bad texts with a 400 that says what is wrong', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const cases: Array<[Partial<SiteContent> | Record<string, unknown>, RegExp]> = [
      [{ hsaEmail: 'not-an-email' }, /valid email/],
      [{ mission: '' }, /mission/i],
      [{ mission: 'x'.repeat(3001) }, /at most 3000/],
      [{ links: { ...DEFAULT_SITE_CONTENT.links, volunteering: 'javascript:alert(1)' } }, /https:\/\//],
      [{ links: { ...DEFAULT_SITE_CONTENT.links, schoolSite: 'ftp://files.example.org' } }, /https:\/\//],
      [{ volunteerCoordinator: { name: 'Pat', email: 'nope' } }, /valid email/],
    ];
    for (const [patch, message] of cases) {
      const response = await request.put('/v1/api/page/site', {
        headers: auth(admin),
        data: { ...DEFAULT_SITE_CONTENT, version: 1, ...patch },
      });
      expect(response.status(), JSON.stringify(patch).slice(0, 80)).toBe(400);
      expect((await response.json()).error).toMatch(message);
    }
  });
});

test.describe('home images and the board', () => {
  test('an administrator uploads a home image and puts it first; the home call answers it and it serves at /m/1024x0', async ({
    request,
  }) => {
    const admin = await tokenFor(request, 'admin');
    const before = await readList<string>(request, admin, '/v1/api/page/home');
    const url = await uploadPagePhoto(request, admin, 'home');
    const saved = await request.put('/v1/api/page/home', {
      headers: auth(admin),
      data: { images: [url, ...before.list.slice(0, 2)], version: before.version },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(saved.headers()['x-version']).toBe(String(before.version + 1));
    const home = await readList<string>(request, admin, '/v1/api/page/home');
    expect(home.list[0]).toBe(url);
    const image = await request.get(`${url}/m/1024x0`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect(
      (await request.put('/v1/api/page/home', { headers: auth(admin), data: { images: before.list, version: home.version } })).status(),
    ).toBe(200);
  });

  test('refuse images that are not our page photos, more than 3, or twice the same', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const board = await uploadPagePhoto(request, admin, 'board');
    const home = await uploadPagePhoto(request, admin, 'home');
    const cases: Array<[string[], RegExp]> = [
      [['https://evil.example/x.jpg'], /uploaded photos/],
      [['/v2/api/photo/image/../../users'], /uploaded photos/],
      [['/v2/api/photo/image/no-such-photo'], /not one of the uploaded home page images/],
      [[board], /not one of the uploaded home page images/],
      [[home, home], /once/],
      [[home, home, home, home], /at most 3/],
    ];
    for (const [images, message] of cases) {
      const response = await request.put('/v1/api/page/home', { headers: auth(admin), data: { images, version: 1 } });
      expect(response.status(), images.join(',')).toBe(400);
      expect((await response.json()).error).toMatch(message);
    }
  });

  test('an administrator renames a board member and adds a portrait; the public board answers it', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const before = await readList<Record<string, string>>(request, admin, '/v1/api/page/list/board-members');
    const portrait = await uploadPagePhoto(request, admin, 'board');
    const members = before.list.map((member, index) => (index === 0 ? { ...member, name: 'Jordan Rivera', image: portrait } : member));
    try {
      const saved = await request.put('/v1/api/page/list/board-members', {
        headers: auth(admin),
        data: { members, version: before.version },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const board = (await (await request.get('/v1/api/page/list/board-members')).json()).results as Array<Record<string, string>>;
      // The public read may be cached briefly; the strong read shows the save at once.
      const strong = (await (await request.get('/v1/api/page/list/board-members', { headers: auth(admin) })).json()).results as Array<
        Record<string, string>
      >;
      expect(strong[0]).toMatchObject({ name: 'Jordan Rivera', image: portrait });
      expect(board.length).toBe(before.list.length);
      const bad = await request.put('/v1/api/page/list/board-members', {
        headers: auth(admin),
        data: { members: [{ title: 'President', name: '', email: 'x', image: '' }], version: before.version + 1 },
      });
      expect(bad.status()).toBe(400);
    } finally {
      const { version } = await readList(request, admin, '/v1/api/page/list/board-members');
      expect(
        (await request.put('/v1/api/page/list/board-members', { headers: auth(admin), data: { members: before.list, version } })).status(),
      ).toBe(200);
    }
  });
});
