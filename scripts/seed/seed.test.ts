/**
 * A seed that finishes itself (docs/decisions/049): a first `npm start` stopped while it seeds (Ctrl+C, a
 * crash) used to leave a store the next start took for the maintainer's own data: one user, no grades, no
 * events. The seed says when it began and when it ended, so the next start seeds again; a store with data and
 * no such mark is never touched.
 */
import { describe, expect, it } from 'vitest';
import { seedDemoData } from './seed';
import { putRecord, openStore } from '../../src/server/store.server';
import { Crashed, useCrashingMemoryStores } from '../stores/crash-store';
import { DEMO_USERS } from '../demo/users';

const crash = useCrashingMemoryStores();
const keys = (store: string, prefix: string) =>
  [...(crash.stores().get(store)?.entries.keys() ?? [])].filter((key) => key.startsWith(prefix));

describe('the demo seed of `npm start`', () => {
  it('is done again, whole, by the next start when the first was stopped half-way', async () => {
    const whole = await seedDemoData({ reset: false });
    expect(whole).not.toBe(false);
    const wholeEvents = keys('events', 'event/').length;
    crash.fresh();
    crash.crashAfter(20);
    await expect(seedDemoData({ reset: false })).rejects.toBeInstanceOf(Crashed);
    crash.restart();
    expect(keys('users', 'user/').length).toBeLessThan(DEMO_USERS.length + 1);
    expect(keys('events', 'event/')).toHaveLength(0);

    expect(await seedDemoData({ reset: false })).toEqual(whole);
    expect(keys('users', 'user/')).toHaveLength(DEMO_USERS.length);
    expect(keys('events', 'event/')).toHaveLength(wholeEvents);
    // A finished seed is the maintainer's data from then on: the next start leaves it alone.
    expect(await seedDemoData({ reset: false })).toBe(false);
  }, 120_000);

  it("never touches a store that holds someone's data without a seed's mark", async () => {
    await putRecord(openStore('formations'), 'grade/mine', { title: 'Mine' });
    expect(await seedDemoData({ reset: false })).toBe(false);
    expect(keys('formations', '')).toEqual(['grade/mine']);
  });
});
