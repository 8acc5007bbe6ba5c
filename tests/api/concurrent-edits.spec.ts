/**
 * One writer wins (docs/decisions/023), against the local emulation with its real blob store: N concurrent
 * edits of one version give exactly one success and N-1 answers of 409; an edit without a version is a 400; a
 * token never outlives its account; an administrator always remains.
 */
import { expect, test, type APIResponse } from '@playwright/test';
import { createEvent, createGrade, deleteEvent, deleteGrade, marker } from '../support/events';
import { auth, freshTokenFor, tokenFor } from '../support/sign-in';

const EDITS = 10;
const USERS = '/v1/user_auth/users';

async function statusesOf(calls: Promise<APIResponse>[]): Promise<{ ok: number; conflicts: number; messages: string[] }> {
  const responses = await Promise.all(calls);
  const conflicts = responses.filter((response) => response.status() === 409);
  const messages = await Promise.all(conflicts.map(async (response) => ((await response.json()) as { error: string }).error));
  return {
    ok: responses.filter((response) => response.status() === 200).length,
    conflicts: conflicts.length,
    messages: [...new Set(messages)],
  };
}

const ONE_WINNER = {
  ok: 1,
  conflicts: EDITS - 1,
  messages: ['Someone else changed this item since you opened it. Reload it, then make your change again.'],
};

test.describe('ten concurrent edits of one version', () => {
  test('of an event: one saved, nine 409 with a message to reload; the event is listed in its one month', async ({ request }) => {
    const editor = await tokenFor(request, 'editor');
    const title = `Race ${marker()}`;
    const event = await createEvent(request, editor, { title, startDt: '2031-01-15T09:00', endDt: '2031-01-15T10:00', grade_list: [] });
    const months = ['2031-02', '2031-03', '2031-04', '2031-05', '2031-06'];
    const edits = Array.from({ length: EDITS }, (_, index) => {
      const month = months[index % months.length];
      return request.post('/v2/api/event/update', {
        headers: auth(editor),
        data: {
          id: event.id,
          version: 1,
          title: `${title} ${index}`,
          startDt: `${month}-10T09:00`,
          endDt: `${month}-10T10:00`,
          grade_list: [],
        },
      });
    });
    expect(await statusesOf(edits)).toEqual(ONE_WINNER);
    const stored = (await (await request.get(`/v2/api/event/${event.id}`, { headers: auth(editor) })).json()).results as {
      version: number;
      startDt: string;
    };
    expect(stored.version).toBe(2);
    for (const month of ['2031-01', ...months]) {
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
      const listed = (
        await (await request.get(`/v2/api/event?per_page=50&start_dt=${month}-01&end_dt=${next}-01`, { headers: auth(editor) })).json()
      ).results as Array<{ id: string }>;
      expect(
        listed.some((item) => item.id === event.id),
        month,
      ).toBe(stored.startDt.startsWith(month));
    }
    await deleteEvent(request, editor, event.id);
  });

  test('of a committee: one saved, nine 409', async ({ request }) => {
    const editor = await tokenFor(request, 'editor');
    const created = await request.post('/v2/api/formation', {
      headers: auth(editor),
      data: { type: 'committee', title: `Race Committee ${marker()}`, links: [], leadership: [] },
    });
    const committee = (await created.json()).results as { _id: string; title: string; version: number };
    const edits = Array.from({ length: EDITS }, (_, index) =>
      request.put('/v2/api/formation', {
        headers: auth(editor),
        data: {
          type: 'committee',
          _id: committee._id,
          version: committee.version,
          title: committee.title,
          links: [],
          leadership: [{ position: 'Chair', name: `Chair ${index}`, email: '' }],
        },
      }),
    );
    expect(await statusesOf(edits)).toEqual(ONE_WINNER);
    expect((await request.delete(`/v2/api/formation/committee/${committee._id}`, { headers: auth(editor) })).status()).toBe(200);
  });

  test('of a user: one saved, nine 409', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const userId = `race-${marker()}`;
    const created = await request.post(USERS, {
      headers: auth(admin),
      data: { userId, name: 'Race', scopes: ['forms'], is_admin: false, password: 'a-long-password' },
    });
    const { version } = (await created.json()).results as { version: number };
    const scopes = [['events'], ['formations'], ['forms'], ['content'], ['events', 'forms']];
    const edits = Array.from({ length: EDITS }, (_, index) =>
      request.put(`${USERS}/${userId}`, {
        headers: auth(admin),
        data: { name: `Race ${index}`, scopes: scopes[index % scopes.length], is_admin: false, version },
      }),
    );
    expect(await statusesOf(edits)).toEqual(ONE_WINNER);
    expect((await request.delete(`${USERS}/${userId}`, { headers: auth(admin) })).status()).toBe(200);
  });

  test('of the site texts and of the board: one saved, nine 409', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const site = (await (await request.get('/v1/api/page/site', { headers: auth(admin) })).json()).results as {
      version: number;
      welcomeText: string;
    };
    const texts = Array.from({ length: EDITS }, (_, index) =>
      request.put('/v1/api/page/site', { headers: auth(admin), data: { ...site, welcomeText: `${site.welcomeText} ${index}` } }),
    );
    expect(await statusesOf(texts)).toEqual(ONE_WINNER);
    const board = await request.get('/v1/api/page/list/board-members', { headers: auth(admin) });
    const members = (await board.json()).results as unknown[];
    const version = Number(board.headers()['x-version']);
    expect(version).toBeGreaterThan(0);
    const saves = Array.from({ length: EDITS }, () =>
      request.put('/v1/api/page/list/board-members', { headers: auth(admin), data: { members, version } }),
    );
    expect(await statusesOf(saves)).toEqual(ONE_WINNER);
  });
});

test.describe('an edit without a version', () => {
  test('is a 400 for an event, a grade, the site texts and the home images; nothing changes', async ({ request }) => {
    const editor = await tokenFor(request, 'editor');
    const admin = await tokenFor(request, 'admin');
    const title = `Versionless ${marker()}`;
    const event = await createEvent(request, editor, { title, startDt: '2031-01-15T09:00', endDt: '2031-01-15T10:00', grade_list: [] });
    const grade = await createGrade(request, editor, `Grade ${marker()}`, '#123456');
    const answers = await Promise.all([
      request.post('/v2/api/event/update', {
        headers: auth(editor),
        data: { id: event.id, title: 'Overwritten', startDt: event.startDt, endDt: event.endDt, grade_list: [] },
      }),
      request.put('/v2/api/formation', {
        headers: auth(editor),
        data: { type: 'grade', _id: grade._id, title: 'Overwritten', icon: 'school', colorCode: '#000000', links: [], leadership: [] },
      }),
      request.put('/v1/api/page/site', {
        headers: auth(admin),
        data: { ...((await (await request.get('/v1/api/page/site')).json()).results as object), version: undefined },
      }),
      request.put('/v1/api/page/home', { headers: auth(admin), data: { images: [] } }),
    ]);
    for (const answer of answers) {
      expect(answer.status()).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(/which version/);
    }
    expect(((await (await request.get(`/v2/api/event/${event.id}`)).json()).results as { title: string }).title).toBe(title);
    await deleteEvent(request, editor, event.id);
    await deleteGrade(request, editor, grade._id);
  });
});

test.describe('accounts', () => {
  test('a token of a deleted user never works for a user created again under the same id', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const userId = `revived-${marker()}`;
    const create = (scopes: string[]) =>
      request.post(USERS, {
        headers: auth(admin),
        data: { userId, name: 'Revived', scopes, is_admin: false, password: 'a-long-password' },
      });
    expect((await create(['forms'])).status()).toBe(200);
    const old = await tokenFor(request, { userId, password: 'a-long-password' });
    expect((await request.get('/v1/user_auth/form-data/volunteer_request', { headers: auth(old) })).status()).toBe(200);
    expect((await request.delete(`${USERS}/${userId}`, { headers: auth(admin) })).status()).toBe(200);
    expect((await create(['forms', 'events'])).status()).toBe(200);
    expect((await request.get('/v1/user_auth/form-data/volunteer_request', { headers: auth(old) })).status()).toBe(401);
    expect((await request.delete(`${USERS}/${userId}`, { headers: auth(admin) })).status()).toBe(200);
  });

  test('two administrators demoting each other at once leave one administrator', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const otherId = `admin-${marker()}`;
    const created = await request.post(USERS, {
      headers: auth(admin),
      data: { userId: otherId, name: 'Second Admin', scopes: ['events'], is_admin: true, password: 'a-long-password' },
    });
    expect(created.status()).toBe(200);
    const other = await tokenFor(request, { userId: otherId, password: 'a-long-password' });
    const users = (await (await request.get(USERS, { headers: auth(admin) })).json()).results as Array<{
      userId: string;
      name: string;
      scopes: string[];
      is_admin: boolean;
      version: number;
    }>;
    const admins = users.filter((user) => user.is_admin);
    expect(admins.map((user) => user.userId).sort()).toEqual(['admin', otherId].sort());
    const demote = (token: string, user: (typeof users)[number]) =>
      request.put(`${USERS}/${user.userId}`, {
        headers: auth(token),
        data: { name: user.name, scopes: user.scopes, is_admin: false, version: user.version },
      });
    const answers = await Promise.all([
      demote(
        other,
        admins.find((user) => user.userId === 'admin')!,
      ),
      demote(
        admin,
        admins.find((user) => user.userId === otherId)!,
      ),
    ]);
    expect(answers.filter((answer) => answer.status() === 200)).toHaveLength(1);
    // Whoever is still an administrator lists the users; the other is refused (403). The demo administrator
    // signs in anew: a demotion ends their earlier tokens.
    const demoAdmin = await freshTokenFor(request, 'admin');
    const demoAdminList = await request.get(USERS, { headers: auth(demoAdmin) });
    const survivorToken =
      demoAdminList.status() === 200 ? demoAdmin : await tokenFor(request, { userId: otherId, password: 'a-long-password' });
    const after = (await (await request.get(USERS, { headers: auth(survivorToken) })).json()).results as typeof users;
    expect(after.filter((user) => user.is_admin)).toHaveLength(1);
    // Put the demo administrator back as the other tests expect, and remove the second one.
    const { name, scopes, is_admin, version } = after.find((user) => user.userId === 'admin')!;
    if (!is_admin)
      expect(
        (await request.put(`${USERS}/admin`, { headers: auth(survivorToken), data: { name, scopes, is_admin: true, version } })).status(),
      ).toBe(200);
    // Signed in anew for the tests after, since putting them back changed the demo administrator again.
    const restored = await freshTokenFor(request, 'admin');
    expect((await request.delete(`${USERS}/${otherId}`, { headers: auth(restored) })).status()).toBe(200);
  });
});
