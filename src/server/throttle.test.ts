import { describe, expect, it } from 'vitest';
import { newRecordId } from './store.server';
import { clearAttempts, clientAddress, recordAttempt, type ThrottleRule } from './throttle.server';
import { useJitteryMemoryStores, useMemoryStores } from '../../scripts/stores/memory-store';

const RULE: ThrottleRule = { name: 'login-pair', limit: 5, windowMs: 15 * 60 * 1000 };
const attempt = (now?: number) => recordAttempt(RULE, 'editor', 'Too many', { now });
const stores = useMemoryStores();

const throttleKeys = () => [...(stores().get('throttle')?.entries.keys() ?? [])];

describe('throttling (DESIGN section 6)', () => {
  it('allows the limit, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) await attempt();
    await expect(attempt()).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': expect.any(String) } });
  });

  it('counts attempts made in parallel: exactly the limit get through', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => attempt()));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBe(5);
    // Refused attempts leave nothing behind.
    expect(throttleKeys().length).toBe(5);
  });

  it('refuses at once, after one listing, when the window is full of settled attempts; one made a moment ago may still withdraw', async () => {
    const start = Date.now();
    for (let i = 0; i < 5; i += 1) await attempt(start - 60_000);
    const store = stores().get('throttle')!;
    let listings = 0;
    const list = store.list.bind(store);
    store.list = async (options) => {
      listings += 1;
      return list(options);
    };
    await expect(attempt(start)).rejects.toMatchObject({ status: 429 });
    expect(listings).toBe(1);
    // Five attempts made just now may be deciding still: the refused one looks again before it gives up.
    await clearAttempts(RULE, 'editor');
    for (let i = 0; i < 5; i += 1) await attempt(start);
    listings = 0;
    await expect(attempt(start)).rejects.toMatchObject({ status: 429 });
    expect(listings).toBeGreaterThan(1);
  });

  it('forgets attempts older than the window, and all of them when cleared', async () => {
    const start = Date.now();
    for (let i = 0; i < 5; i += 1) await attempt(start);
    await expect(attempt(start + RULE.windowMs + 1)).resolves.toEqual(expect.any(String));
    for (let i = 0; i < 5; i += 1) await attempt().catch(() => undefined);
    await clearAttempts(RULE, 'editor');
    await expect(attempt()).resolves.toEqual(expect.any(String));
  });

  it('deletes a bounded number of expired attempts per request, so one request never walks a long history', async () => {
    const old = Date.now() - 2 * RULE.windowMs;
    const first = await attempt(old);
    const prefix = first.slice(0, first.lastIndexOf('/') + 1);
    const store = stores().get('throttle')!;
    for (let i = 1; i <= 40; i += 1) await store.setJSON(`${prefix}${newRecordId(new Date(old + i))}`, {});
    const deletes: string[] = [];
    const remove = store.delete.bind(store);
    store.delete = async (key: string) => {
      deletes.push(key);
      return remove(key);
    };
    await attempt();
    expect(deletes.length).toBeGreaterThan(0);
    expect(deletes.length).toBeLessThanOrEqual(10);
  });

  it('attempts that always meet at the edge do not all withdraw: the first in order takes the room left', async () => {
    const EDGE: ThrottleRule = { name: 'edge', limit: 2, windowMs: 60_000 };
    const tryEdge = () => recordAttempt(EDGE, 'editor', 'Too many');
    await tryEdge();
    // The worst order, every time: each listing and each write of the throttle waits until every attempt still
    // deciding has come to the same step (or longer than any pause between tries has passed), so all of them write,
    // then all of them count.
    const store = stores().get('throttle')!;
    let deciding = 0;
    let gate: Array<() => void> = [];
    const open = () => {
      const waiting = gate;
      gate = [];
      waiting.forEach((resolve) => resolve());
    };
    const inStep = () =>
      new Promise<void>((resolve) => {
        const group = gate;
        group.push(resolve);
        if (group.length >= deciding) open();
        else if (group.length === 1) setTimeout(() => gate === group && open(), 1500);
      });
    const [list, setJSON] = [store.list.bind(store), store.setJSON.bind(store)];
    store.list = async (options) => (await inStep(), list(options));
    store.setJSON = async (key, value, options) => (await inStep(), setJSON(key, value, options));
    deciding = 3;
    const outcomes = await Promise.allSettled(Array.from({ length: deciding }, () => tryEdge().finally(() => (deciding -= 1))));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(throttleKeys()).toHaveLength(2);
  });
});

describe('a burst limit inside a longer window', () => {
  const MINUTE = 60 * 1000;
  const BURSTY: ThrottleRule = { name: 'submit-form', limit: 5, windowMs: 60 * MINUTE, burst: { limit: 2, windowMs: MINUTE } };
  const send = (now: number) => recordAttempt(BURSTY, '203.0.113.9', 'Too many', { now });

  it('refuses the burst past its limit until its minute has passed, then the window past its own', async () => {
    const start = Date.now();
    await send(start);
    await send(start + 1000);
    await expect(send(start + 2000)).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '58' } });
    await send(start + MINUTE + 1);
    await send(start + 2 * MINUTE);
    await send(start + 4 * MINUTE);
    // Five in the hour: the window is full although the last minute holds one.
    await expect(send(start + 6 * MINUTE)).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': String(54 * 60) } });
    await expect(send(start + 60 * MINUTE + 1)).resolves.toEqual(expect.any(String));
  });

  it('lets exactly the burst through when attempts arrive in parallel', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => send(Date.now())));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBe(2);
  });
});

// Every store call waits a random few turns of the event loop (seeded), so parallel attempts interleave
// their listings, writes and withdrawals in many orders.
for (const seed of [1, 2, 3]) {
  describe(`N + k attempts at once admit exactly N (interleaving ${seed})`, () => {
    const jittery = useJitteryMemoryStores(seed);
    const MINUTE = 60 * 1000;
    // As the form submissions' rule per address: 120 a minute within 600 an hour.
    const PER_ADDRESS: ThrottleRule = { name: 'submit-form', limit: 600, windowMs: 60 * MINUTE, burst: { limit: 120, windowMs: MINUTE } };

    async function burst(count: number, rule: ThrottleRule, now?: number) {
      const outcomes = await Promise.allSettled(
        Array.from({ length: count }, () => recordAttempt(rule, '203.0.113.7', 'Too many', { now })),
      );
      const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as { status: number }] : []));
      return { admitted: outcomes.length - refused.length, refusedStatuses: new Set(refused.map((reason) => reason.status)) };
    }
    const stored = () => jittery().get('throttle')?.entries.size ?? 0;

    it('130 at once against 120 a minute: 120 admitted, 10 refused with 429, and only the admitted stay counted', async () => {
      const { admitted, refusedStatuses } = await burst(130, PER_ADDRESS);
      expect(admitted).toBe(120);
      expect([...refusedStatuses]).toEqual([429]);
      expect(stored()).toBe(120);
      // The minute is full: one more is refused.
      expect((await burst(1, PER_ADDRESS)).admitted).toBe(0);
    });

    it('the room left in a window is filled exactly, whichever attempts of a burst come first', async () => {
      const start = Date.now();
      expect((await burst(3, RULE, start)).admitted).toBe(3);
      expect((await burst(9, RULE, start + 1)).admitted).toBe(2);
      expect(stored()).toBe(5);
    });
  });
}

describe('the address a request is counted under', () => {
  it('groups IPv6 addresses by their /64 network', () => {
    const a = clientAddress({ ip: '2001:db8:1:2:aaaa:bbbb:cccc:dddd' });
    expect(clientAddress({ ip: '2001:0db8:0001:0002::1' })).toBe(a);
    expect(clientAddress({ ip: '2001:DB8:1:2::ffff' })).toBe(a);
    expect(clientAddress({ ip: '2001:db8:1:3::1' })).not.toBe(a);
    expect(clientAddress({ ip: '::1' })).not.toBe(clientAddress({ ip: '::2:0:0:0:1' }));
  });

  it('keeps IPv4 addresses whole, also when written as IPv4-mapped IPv6', () => {
    expect(clientAddress({ ip: '203.0.113.9' })).toBe('203.0.113.9');
    expect(clientAddress({ ip: '::ffff:203.0.113.9' })).toBe('203.0.113.9');
    expect(clientAddress({ ip: '203.0.113.10' })).not.toBe('203.0.113.9');
  });

  it('puts requests without an address in one shared bucket', () => {
    expect(clientAddress({ ip: '' })).toBe('unknown');
    expect(clientAddress(undefined)).toBe('unknown');
  });
});
