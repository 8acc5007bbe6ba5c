/**
 * GET/PUT /v1/user_auth/notifications (docs/decisions/034; DESIGN section 9): the forms scope, the contract's
 * fields exactly, 400 for an invalid address, 409 for a stale version, and whether mail is set up.
 */
import { expect, test } from '@playwright/test';
import { FORM_TYPES } from '../../src/features/forms/form-types';
import { treasurerToken } from '../support/forms';
import { auth, tokenFor } from '../support/sign-in';

const PATH = '/v1/user_auth/notifications';

interface Answer {
  results: Record<string, unknown> & { version: number };
  mail: { configured: boolean };
}

const lists = (address: string) => Object.fromEntries(FORM_TYPES.map((form) => [form, [address]]));

test.describe('GET/PUT /v1/user_auth/notifications', () => {
  test('needs a token with the forms scope', async ({ request }) => {
    expect((await request.get(PATH)).status()).toBe(401);
    expect((await request.put(PATH, { data: { ...lists('a@example.org'), version: 0 } })).status()).toBe(401);
    const editor = await tokenFor(request, 'editor');
    expect((await request.get(PATH, { headers: auth(editor) })).status()).toBe(403);
    expect((await request.put(PATH, { headers: auth(editor), data: { ...lists('a@example.org'), version: 0 } })).status()).toBe(403);
    expect((await request.delete(PATH, { headers: auth(editor) })).status()).toBe(405);
  });

  test('answers the four forms’ addresses and the version exactly, mail set up beside them, and saves a new version', async ({
    request,
  }) => {
    const token = await treasurerToken(request);
    const read = await request.get(PATH, { headers: auth(token) });
    expect(read.status()).toBe(200);
    expect(read.headers()['cache-control']).toBe('private, no-store');
    const before = (await read.json()) as Answer;
    expect(Object.keys(before.results).sort()).toEqual([...FORM_TYPES, 'version'].sort());
    for (const form of FORM_TYPES) expect(Array.isArray(before.results[form])).toBe(true);
    expect(before.mail).toEqual({ configured: true });

    const address = `officer.${Math.random().toString(36).slice(2, 8)}@example.org`;
    const saved = await request.put(PATH, { headers: auth(token), data: { ...lists(address), version: before.results.version } });
    expect(saved.status()).toBe(200);
    const after = (await saved.json()) as Answer;
    expect(after.results).toEqual({ ...lists(address), version: before.results.version + 1 });
    expect(((await (await request.get(PATH, { headers: auth(token) })).json()) as Answer).results).toEqual(after.results);
  });

  test('refuses an invalid address with 400 and a stale version with 409; of concurrent saves of one version one wins', async ({
    request,
  }) => {
    const token = await treasurerToken(request);
    const { version } = ((await (await request.get(PATH, { headers: auth(token) })).json()) as Answer).results;
    for (const bad of ['not an address', 'Eve <eve@example.org>', 'eve@example.org\r\nBcc: x@evil.test', 'a@example.org, b@example.org']) {
      const refused = await request.put(PATH, {
        headers: auth(token),
        data: { ...lists('ok@example.org'), volunteer_request: [bad], version },
      });
      expect(refused.status(), bad).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toContain('Please enter a valid email address.');
    }
    expect((await request.put(PATH, { headers: auth(token), data: lists('ok@example.org') })).status()).toBe(400);

    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        request.put(PATH, { headers: auth(token), data: { ...lists(`race${index}@example.org`), version } }),
      ),
    );
    expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 409, 409, 409, 409]);
    const stale = await request.put(PATH, { headers: auth(token), data: { ...lists('late@example.org'), version } });
    expect(stale.status()).toBe(409);
  });
});
