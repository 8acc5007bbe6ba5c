import { expect, test } from '@playwright/test';

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
