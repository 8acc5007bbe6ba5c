import { expect, test } from '@playwright/test';
import { newClient } from '../support/clients';

/**
 * The local emulation runs each function in a long-lived worker that serves many requests at once
 * (docs/decisions/008): parallel requests must each get their own answer, byte for byte.
 */
const READS = [
  '/v2/api/formation/grade?include_fields=title,slug,icon,colorCode,image',
  '/v2/api/formation/grade/kindergarten',
  '/v2/api/formation/committee?include_fields=title,slug,leadership,links',
  '/v1/api/page/home',
  '/v1/api/page/list/board-members',
  '/v1/api/datasource/volunteer-activities',
];

interface Answer {
  status: number;
  type: string | undefined;
  body: Buffer;
}

test.describe('local serving of functions', () => {
  test('70 parallel requests to different functions and resources each get their own answer', async ({ request }) => {
    const home = (await (await request.get('/v1/api/page/home')).json()).results as string[];
    const paths = [...READS, `${home[0]}/m/1024x0`];
    const answer = async (path: string): Promise<Answer> => {
      const response = await request.get(path);
      return { status: response.status(), type: response.headers()['content-type'], body: await response.body() };
    };
    const expected = new Map<string, Answer>();
    for (const path of paths) expected.set(path, await answer(path));
    expect(expected.get(paths[6]!)!.type).toBe('image/jpeg');

    const mixed = Array.from({ length: 70 }, (_, i) => paths[i % paths.length]!);
    // Writes without a token are refused with their own answer while the reads run.
    const writes = Array.from({ length: 10 }, () =>
      request.post('/v2/api/formation', { data: { type: 'committee', title: 'Never stored' } }),
    );
    const [reads, refused] = await Promise.all([Promise.all(mixed.map(answer)), Promise.all(writes)]);

    reads.forEach((got, i) => {
      const want = expected.get(mixed[i]!)!;
      expect(got.status, mixed[i]).toBe(200);
      expect(got.type, mixed[i]).toBe(want.type);
      expect(Buffer.compare(got.body, want.body), mixed[i]).toBe(0);
    });
    for (const response of refused) expect(response.status()).toBe(401);
  });

  test("keeps the runtime's internal x-nf-* headers, such as the timing of every blob call, from the client", async ({ request }) => {
    const response = await request.get('/v2/api/formation/committee?include_fields=title,slug,leadership,links');
    expect(response.status()).toBe(200);
    expect(Object.keys(response.headers()).filter((name) => name.startsWith('x-nf-'))).toEqual([]);
  });
});

/**
 * Netlify's CDN serves a prebuilt page or file to GET and HEAD only (docs/decisions/047): any other method
 * is a 405 naming them, in the API's error shape. Functions, the API's and the pages drawn on request,
 * answer their own methods.
 */
test.describe('methods on prebuilt pages and on functions', () => {
  // Pages, a rewrite (every admin address is the admin page), the 404 page, a file. (Home, the pages of the
  // officers' texts, the Committees page and the Volunteer Form are drawn on request: docs/decisions/054, 058,
  // 059, 074.)
  const PREBUILT = ['/access/', '/access/events', '/404.html', '/favicon.svg'];

  test('a prebuilt page or file answers POST, PUT, PATCH, DELETE and OPTIONS with 405 and Allow: GET, HEAD; GET and HEAD with itself', async ({
    request,
  }) => {
    for (const path of PREBUILT) {
      expect((await request.get(path)).status(), `GET ${path}`).toBe(200);
      expect((await request.head(path)).status(), `HEAD ${path}`).toBe(200);
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        const response = await request.fetch(path, { method, data: { title: 'Never stored' } });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers().allow, `${method} ${path}`).toBe('GET, HEAD');
        expect(response.headers()['x-content-type-options'], `${method} ${path}`).toBe('nosniff');
        expect(await response.json(), `${method} ${path}`).toEqual({
          error: 'This address accepts GET, HEAD only.',
          code: 'METHOD_NOT_ALLOWED',
        });
      }
    }
  });

  test('functions and pages drawn on request answer their own methods, and an unknown path is still a 404', async ({ request }) => {
    // From an address of its own, so the form limit of the address other tests send from is not touched.
    const submit = await newClient().post('/v1/api/submit-form', { data: {} });
    expect(submit.status()).toBe(400);
    const unserved = await request.delete('/v2/api/event');
    expect(unserved.status()).toBe(405);
    expect(unserved.headers().allow).toBe('GET');
    // The page function's own answer (Astro's check of a form post's origin), not the prebuilt pages' 405.
    // The Volunteer Form takes its own forms' POST (decision 074): from another site, refused the same way.
    for (const path of [
      '/',
      '/grades/3rd-grade',
      '/events/evt-3rd-grade-science-fair',
      '/committees',
      '/committees/book-fair',
      '/volunteers/forms',
    ]) {
      const drawn = await request.delete(path);
      expect(drawn.status(), path).toBe(403);
      expect(await drawn.text(), path).toBe('Cross-site DELETE form submissions are forbidden');
    }
    expect((await request.put('/no-such-page')).status()).toBe(404);
    // A form posted to the Volunteer Form from another site is refused before the page reads it.
    const multipart = new FormData();
    for (const [name, value] of Object.entries({ form_type: 'volunteer_request', name: 'Forged', volunteer_activity: 'book-fair' })) {
      multipart.set(name, value);
    }
    const forged = await newClient().post('/volunteers/forms', { headers: { origin: 'https://forged.example' }, multipart });
    expect(forged.status()).toBe(403);
  });
});
