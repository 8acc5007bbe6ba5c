import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { auth, tokenFor } from '../support/sign-in';

const JPEG = readFileSync(new URL('../support/tiny.jpg', import.meta.url));
const jpegBase64 = `data:image/jpeg;base64,${JPEG.toString('base64')}`;

test.describe('photos of a committee (SPEC section 7, DESIGN section 6)', () => {
  test('uploads, lists in pages of 3, serves the bytes with long caching, and deletes', async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const created = await request.post('/v2/api/formation', {
      headers: auth(token),
      data: { type: 'committee', title: `Photo Club ${Date.now()}` },
    });
    const committee = (await created.json()).results as { _id: string; slug: string };

    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const upload = await request.post('/v2/api/photo', {
        headers: auth(token),
        data: { item_id: committee._id, type: 'committee', src: jpegBase64, title: `p${i}.jpg` },
      });
      expect(upload.status(), await upload.text()).toBe(200);
      const photo = (await upload.json()).results;
      expect(photo).toMatchObject({ item_id: committee._id, type: 'committee', title: `p${i}.jpg` });
      ids.push(photo._id);
    }
    const read = (await (await request.get(`/v2/api/formation/committee/${committee.slug}`)).json()).results;
    expect(read.image_count).toBe(4);

    const page1 = (await (await request.get(`/v2/api/photo/committee/${committee._id}?page=1&page_size=3`)).json()).results as Array<{
      _id: string;
      src: string;
    }>;
    const page2 = (await (await request.get(`/v2/api/photo/committee/${committee._id}?page=2&page_size=3`)).json()).results as Array<{
      _id: string;
    }>;
    expect(page1.map((photo) => photo._id)).toEqual(ids.slice(0, 3));
    expect(page2.map((photo) => photo._id)).toEqual(ids.slice(3));

    const image = await request.get(page1[0]!.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect(image.headers()['x-content-type-options']).toBe('nosniff');
    expect(image.headers()['cache-control']).toContain('max-age=31536000');
    expect(Buffer.compare(await image.body(), JPEG)).toBe(0);
    const etag = image.headers().etag!;
    expect((await request.get(page1[0]!.src, { headers: { 'If-None-Match': etag } })).status()).toBe(304);
    // A size suffix (the home images add one) names the same bytes.
    const sized = await request.get(`${page1[0]!.src}/m/1024x0`);
    expect(sized.status()).toBe(200);
    expect(Buffer.compare(await sized.body(), JPEG)).toBe(0);

    expect((await request.delete(`/v2/api/photo/${ids[0]}`, { headers: auth(token) })).status()).toBe(200);
    expect((await request.get(page1[0]!.src)).status()).toBe(404);
    const after = (await (await request.get(`/v2/api/formation/committee/${committee.slug}`)).json()).results;
    expect(after.image_count).toBe(3);

    // Deleting the committee deletes its photos too.
    expect((await request.delete(`/v2/api/formation/committee/${committee._id}`, { headers: auth(token) })).status()).toBe(200);
    expect((await request.get(`/v2/api/photo/image/${page2[0]!._id}`)).status()).toBe(404);
    const left = (await (await request.get(`/v2/api/photo/committee/${committee._id}?page=1&page_size=3`)).json()).results;
    expect(left).toEqual([]);
  });

  test('refuses a file that is not a JPEG by its first bytes, even when called one', async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const committees = (await (await request.get('/v2/api/formation/committee?include_fields=_id')).json()).results as Array<{
      _id: string;
    }>;
    const png = `data:image/jpeg;base64,${Buffer.from('\x89PNG\r\n\x1a\nfake').toString('base64')}`;
    const response = await request.post('/v2/api/photo', {
      headers: auth(token),
      data: { item_id: committees[0]!._id, type: 'committee', src: png, title: 'x.jpg' },
    });
    expect(response.status()).toBe(415);
  });

  test('refuses an oversized upload before decoding it, and photos for unknown items', async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const huge = 'A'.repeat(1_500_000);
    const tooLarge = await request.post('/v2/api/photo', {
      headers: auth(token),
      data: { item_id: 'x', type: 'committee', src: huge, title: 'x.jpg' },
    });
    expect(tooLarge.status()).toBe(413);
    const unknown = await request.post('/v2/api/photo', {
      headers: auth(token),
      data: { item_id: 'no-such-item', type: 'committee', src: jpegBase64, title: 'x.jpg' },
    });
    expect(unknown.status()).toBe(404);
  });

  // The other bad bodies are unit tests of the shared schema (tests/unit/schemas.test.ts).
  test('refuses an upload body the schema refuses with a 400 and a readable message', async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const response = await request.post('/v2/api/photo', {
      headers: auth(token),
      data: { item_id: 'x', type: 'page', src: jpegBase64, title: 'x.jpg' },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toMatch(/event, a grade or a committee/);
  });

  test('serves image addresses from their own function: other methods are a 405, unknown sub-paths a JSON 404', async ({ request }) => {
    // The photo function would read 'image' as a photo type; the image function answers for the photo.
    const missing = await request.get('/v2/api/photo/image/no-such-photo');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).error).toBe('There is no such photo.');
    const wrongMethod = await request.delete('/v2/api/photo/image/some-photo');
    expect(wrongMethod.status()).toBe(405);
    expect(wrongMethod.headers()['allow']).toBe('GET');
    const unknown = await request.get('/v2/api/photo/image/some-photo/x/y');
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).code).toBe('NOT_FOUND');
  });

  test('PUT /v2/api/photo/order saves a new order: the galleries and the cover follow it; a stale or bad order is refused', async ({
    request,
  }) => {
    const token = await tokenFor(request, 'editor');
    const created = await request.post('/v2/api/formation', {
      headers: auth(token),
      data: { type: 'committee', title: `Ordered ${Date.now()}` },
    });
    const committee = (await created.json()).results as { _id: string; slug: string };
    const ids: string[] = [];
    for (const title of ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']) {
      const upload = await request.post('/v2/api/photo', {
        headers: auth(token),
        data: { item_id: committee._id, type: 'committee', src: jpegBase64, title },
      });
      ids.push(((await upload.json()).results as { _id: string })._id);
    }
    const order = [ids[2]!, ids[0]!, ids[3]!, ids[1]!];
    const put = (data: unknown, headers: Record<string, string> = auth(token)) => request.put('/v2/api/photo/order', { headers, data });

    const saved = await put({ type: 'committee', item_id: committee._id, order });
    expect(saved.status(), await saved.text()).toBe(200);
    // The galleries read every page and sort by create_date (SPEC section 7): they show the new order.
    const pages = await Promise.all(
      [1, 2].map(
        async (page) => (await (await request.get(`/v2/api/photo/committee/${committee._id}?page=${page}&page_size=3`)).json()).results,
      ),
    );
    const shown = (pages.flat() as Array<{ _id: string; create_date: string }>).sort((a, b) => a.create_date.localeCompare(b.create_date));
    expect(shown.map((photo) => photo._id)).toEqual(order);
    // The first is the cover.
    const read = (await (await request.get(`/v2/api/formation/committee/${committee.slug}`, { headers: auth(token) })).json()).results;
    expect(read.image.src).toBe(`/v2/api/photo/image/${order[0]}`);
    expect(read.image_count).toBe(4);
    // Sending it again changes nothing.
    expect((await put({ type: 'committee', item_id: committee._id, order })).status()).toBe(200);

    // An order that does not name exactly the item's photos (one deleted meanwhile) is a 409; bad input a 400.
    const stale = await put({ type: 'committee', item_id: committee._id, order: order.slice(1) });
    expect(stale.status()).toBe(409);
    expect((await stale.json()).error).toBe('The photos of this item changed meanwhile. Reload it, then order them again.');
    expect((await put({ type: 'committee', item_id: committee._id, order: [...order, order[0]] })).status()).toBe(409);
    expect((await put({ type: 'committee', item_id: committee._id, order: 'abc' })).status()).toBe(400);
    expect((await put({ type: 'committee', item_id: '../x', order })).status()).toBe(400);
    expect((await put({ type: 'committee', item_id: 'no-such-committee', order })).status()).toBe(404);
    // Photos of committees are the formations scope's: the treasurer is refused, a visitor asked to sign in.
    expect((await put({ type: 'committee', item_id: committee._id, order }, auth(await tokenFor(request, 'treasurer')))).status()).toBe(
      403,
    );
    expect((await put({ type: 'committee', item_id: committee._id, order }, {})).status()).toBe(401);
  });
});
