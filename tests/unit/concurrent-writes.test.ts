/**
 * One writer wins (docs/decisions/023): whatever runs at once, no edit is lost, a stored event is listed in
 * every month and grade it touches, no token outlives its account, and an administrator always remains. Every
 * call of these stores waits a random moment first, so concurrent writers interleave in many orders.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createEvent, deleteEvent, findEvent, listEvents, updateEvent } from '../../src/features/events/server/events.server';
import { requireUser } from '../../src/features/users/index.server';
import { putFormation } from '../../src/features/formations/formations.server';
import { issueToken } from '../../src/server/guard.server';
import { createUser, findUser, listUsers, removeUser, saveUser, updateUser } from '../../src/features/users/users.server';
import { type EventRecord, monthRange } from '../../src/features/events/core/event';
import { eventInputSchema, type EventInputValues } from '../../src/features/events/core/event-schema';
import { useJitteryMemoryStores } from '../../scripts/stores/memory-store';
import { storedGrade } from '../support/formations';
import { eventsDriftIn } from '../support/event-summaries';

const stores = useJitteryMemoryStores(15);
const PASSWORD = 'a-long-password';

beforeEach(async () => {
  process.env.JWT_SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
  await putFormation(storedGrade('kindergarten'));
  await putFormation(storedGrade('1st-grade'));
});

const input = (values: Partial<EventInputValues> = {}) =>
  eventInputSchema.parse({ title: 'Fun Run', startDt: '2026-01-10T09:00', endDt: '2026-01-10T12:00', ...values });
const settled = async <T>(calls: Promise<T>[]) => {
  const outcomes = await Promise.allSettled(calls);
  const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  return { won: outcomes.length - refused.length, statuses: refused.map((outcome) => (outcome.reason as { status?: number }).status) };
};
const monthOf = async (yyyyMm: string, grades?: string[]) =>
  (await listEvents({ range: monthRange(yyyyMm), scope: grades ? { kind: 'grades', grades } : { kind: 'all' }, limit: 50 })).map(
    (event) => event.id,
  );

describe('versioned edits of one event', () => {
  it('let exactly one of ten concurrent edits of one version win; the nine others are 409', async () => {
    const event = await createEvent(input());
    const edits = Array.from({ length: 10 }, (_, index) => updateEvent({ ...input({ title: `Edit ${index}` }), id: event.id, version: 1 }));
    expect(await settled(edits)).toEqual({ won: 1, statuses: Array(9).fill(409) });
    expect((await findEvent(event.id, { strong: true }))?.version).toBe(2);
  });

  it('refuses an edit that names no version (400)', async () => {
    const event = await createEvent(input());
    await expect(updateEvent({ ...input({ title: 'No version' }), id: event.id })).rejects.toMatchObject({
      status: 400,
      code: 'MISSING_VERSION',
    });
  });
});

describe('the month summaries under concurrent creates, moves and deletes', () => {
  const MONTHS = ['2026-01', '2026-02', '2026-03'];
  const moveTo = (month: string, grades: string[]) =>
    input({ startDt: `${month}-10T09:00`, endDt: `${month}-10T12:00`, grade_list: grades });

  it('lists every stored event in each month and grade it touches, and in no other, whatever the interleaving', async () => {
    for (let round = 0; round < 12; round += 1) {
      const events = await Promise.all([createEvent(input()), createEvent(input({ grade_list: ['kindergarten'] }))]);
      // Each editor moves an event from the version it read, then moves it again from the version it saved:
      // "to February and back" while another editor moves it elsewhere, and now and then a delete.
      const editor = async (event: EventRecord, first: string, second: string, grades: string[]) => {
        const saved = await updateEvent({ ...moveTo(first, grades), id: event.id, version: event.version }).catch(() => null);
        if (saved) await updateEvent({ ...moveTo(second, []), id: event.id, version: saved.version }).catch(() => null);
      };
      await Promise.all([
        editor(events[0]!, '2026-02', '2026-01', ['1st-grade']),
        editor(events[0]!, '2026-03', '2026-02', []),
        editor(events[1]!, '2026-02', '2026-01', ['kindergarten']),
        round % 3 === 0 ? deleteEvent(events[1]!.id).catch(() => null) : editor(events[1]!, '2026-01', '2026-03', ['1st-grade']),
      ]);
      // Every summary holds exactly the events that touch its month, as stored.
      expect(eventsDriftIn(stores().get('events'))).toEqual([]);
      for (const { id } of events) {
        const stored = await findEvent(id, { strong: true });
        for (const month of MONTHS) {
          const touches = stored?.startDt.startsWith(month) ?? false;
          expect((await monthOf(month)).includes(id)).toBe(touches);
          for (const slug of ['kindergarten', '1st-grade', 'school_wide']) {
            const inGrade = touches && (stored!.grade_list.length ? stored!.grade_list.includes(slug) : slug === 'school_wide');
            expect((await monthOf(month, [slug])).includes(id)).toBe(inGrade);
          }
        }
      }
    }
  });

  it('keeps every one of many events created, edited and deleted in one month at once', async () => {
    const first = await Promise.all(Array.from({ length: 12 }, (_, index) => createEvent(input({ title: `First ${index}` }))));
    const outcomes = await Promise.all([
      ...Array.from({ length: 12 }, (_, index) => createEvent(input({ title: `Second ${index}`, grade_list: ['kindergarten'] }))),
      ...first.slice(0, 4).map((event) => updateEvent({ ...input({ title: `${event.title} edited` }), id: event.id, version: 1 })),
      ...first.slice(4, 8).map((event) => updateEvent({ ...moveTo('2026-02', []), id: event.id, version: 1 })),
      ...first.slice(8, 10).map((event) => deleteEvent(event.id)),
    ]);
    expect(outcomes).toHaveLength(22);
    const january = await listEvents({ range: monthRange('2026-01'), scope: { kind: 'all' }, limit: 100 });
    expect(january.map((event) => event.title).sort()).toEqual(
      [
        ...Array.from({ length: 12 }, (_, index) => `Second ${index}`),
        ...[0, 1, 2, 3].map((index) => `First ${index} edited`),
        'First 10',
        'First 11',
      ].sort(),
    );
    expect((await monthOf('2026-02')).sort()).toEqual(
      first
        .slice(4, 8)
        .map((event) => event.id)
        .sort(),
    );
    expect(await monthOf('2026-01', ['kindergarten'])).toHaveLength(12);
    expect(eventsDriftIn(stores().get('events'))).toEqual([]);
  });
});

describe('accounts', () => {
  beforeEach(async () => {
    await saveUser({ userId: 'ann', name: 'Ann', scopes: ['events'], is_admin: true, password: PASSWORD });
    await saveUser({ userId: 'bob', name: 'Bob', scopes: ['forms'], is_admin: true, password: PASSWORD });
  });
  const bearer = (token: string) => new Request('http://localhost/v1/user_auth/users', { headers: { Authorization: `Bearer ${token}` } });
  const demote = async (userId: string) => {
    const user = (await findUser(userId))!;
    return updateUser(userId, { name: user.name, scopes: user.scopes, is_admin: false, version: user.version });
  };
  const admins = async () => (await listUsers()).filter((user) => user.is_admin).map((user) => user.userId);

  it('never accept an old token for a user id deleted and created again, even at the same version', async () => {
    await saveUser({ userId: 'carol', name: 'Carol', scopes: ['forms'], is_admin: false, password: PASSWORD });
    const token = await issueToken((await findUser('carol'))!);
    await expect(requireUser(bearer(token))).resolves.toMatchObject({ userId: 'carol' });
    await removeUser('carol');
    const again = await createUser({ userId: 'carol', name: 'Carol', scopes: ['forms', 'events'], is_admin: false, password: PASSWORD });
    expect(again.version).toBe(1);
    await expect(requireUser(bearer(token))).rejects.toMatchObject({ status: 401 });
    await expect(requireUser(bearer(await issueToken((await findUser('carol'))!)))).resolves.toMatchObject({ scopes: ['events', 'forms'] });
  });

  it('keep an administrator when the last two are demoted at once', async () => {
    expect(await settled([demote('ann'), demote('bob')])).toEqual({ won: 1, statuses: [409] });
    expect(await admins()).toHaveLength(1);
  });

  it('keep an administrator when the last two are removed, or one removed and one demoted, at once', async () => {
    expect(await settled([removeUser('ann'), removeUser('bob')])).toEqual({ won: 1, statuses: [409] });
    expect(await admins()).toHaveLength(1);
    await saveUser({ userId: 'ann', name: 'Ann', scopes: ['events'], is_admin: true, password: PASSWORD });
    await saveUser({ userId: 'bob', name: 'Bob', scopes: ['forms'], is_admin: true, password: PASSWORD });
    expect(await settled([removeUser('ann'), demote('bob')])).toEqual({ won: 1, statuses: [409] });
    expect(await admins()).toHaveLength(1);
  });

  it('keep an administrator when the CLI replaces one and the admin area demotes the other at once', async () => {
    const cli = saveUser({ userId: 'ann', name: 'Ann', scopes: ['events'], is_admin: false, password: PASSWORD });
    expect(await settled([cli, demote('bob')])).toEqual({ won: 1, statuses: [409] });
    expect(await admins()).toHaveLength(1);
  });
});
