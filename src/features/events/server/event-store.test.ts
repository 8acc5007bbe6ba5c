import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEvent, listEvents, setEventPhotos, updateEvent } from './events.server';
import { derivedSummaries, ID_SLUG_MAX, newEventId, summaryDifference, touchesMonth, withRecords } from './event-store.server';
import { putFormation } from '../../formations/index.server';
import { isSafeId } from '../../../shared/ids';
import { setStoreFactory, type BlobStore } from '../../../server/store.server';
import { type EventRecord, monthRange } from '../core/event';
import { eventInputSchema, type EventInputValues } from '../core/event-schema';
import { MemoryStore } from '../../../../scripts/stores/memory-store';
import { eventsDriftIn } from '../../../../tests/support/event-summaries';
import { storedGrade } from '../../../../tests/support/formations';

const event = (id: string, startDt: string, endDt: string, values: Partial<EventRecord> = {}): EventRecord => ({
  id,
  name: id,
  title: id,
  slug: id,
  location: '',
  description: '',
  grade_list: [],
  startDt,
  endDt,
  event_links: [],
  images: [],
  version: 1,
  updatedAt: '',
  ...values,
});

describe('readable event ids', () => {
  it("are the title's slug and a short random part", () => {
    expect(newEventId('Book Fair')).toMatch(/^book-fair-[a-z0-9]{4}$/);
    expect(newEventId('Pre-K & Kindergarten Mass!')).toMatch(/^pre-k-kindergarten-mass-[a-z0-9]{4}$/);
  });

  it('differ for the same title', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newEventId('Book Fair')));
    expect(ids.size).toBeGreaterThan(190);
  });

  it('stay safe key material whatever the title', () => {
    for (const title of ['../../users', '?x=1#frag', '   ', 'Ünïcödé Fête', '日本語', 'a'.repeat(200), `${'b'.repeat(39)}-x`, '-_-']) {
      const id = newEventId(title);
      expect(isSafeId(id), `${title} -> ${id}`).toBe(true);
      expect(id.length).toBeLessThanOrEqual(ID_SLUG_MAX + 5);
    }
    expect(newEventId('日本語')).toMatch(/^event-[a-z0-9]{4}$/);
  });
});

describe('month summaries (pure)', () => {
  const camp = event('camp', '2025-12-29T09:00', '2026-01-02T15:00');
  const fair = event('fair', '2025-12-06T10:00', '2025-12-06T14:00');

  it('hold an event in every month it touches, sorted by start', () => {
    expect(touchesMonth(camp, '2025-12')).toBe(true);
    expect(touchesMonth(camp, '2026-01')).toBe(true);
    expect(touchesMonth(camp, '2026-02')).toBe(false);
    expect(Object.fromEntries([...derivedSummaries([camp, fair])].map(([month, events]) => [month, events.map((e) => e.id)]))).toEqual({
      '2025-12': ['fair', 'camp'],
      '2026-01': ['camp'],
    });
  });

  it('hold a series in every month one of its dates touches, a date moved on its own and skipped dates included', () => {
    // Every other Monday from 1 Dec 2025 for 5 dates: Dec 1, 15, 29, Jan 12 (skipped), Jan 26, moved to Mar 2.
    const series = event('walk', '2025-12-01T07:00', '2025-12-01T08:00', {
      rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=5',
      exdates: ['2026-01-12'],
      overrides: { '2026-01-26': { startDt: '2026-03-02T07:00', endDt: '2026-03-02T08:00' } },
    });
    expect([...derivedSummaries([series])].map(([month]) => month)).toEqual(['2025-12', '2026-03']);
    expect(touchesMonth(series, '2026-01')).toBe(false);
    expect(touchesMonth(series, '2026-03')).toBe(true);
  });

  it('put an event as its record says, take out one gone or moved, and keep the others', () => {
    const moved = { ...camp, startDt: '2026-02-01T09:00', endDt: '2026-02-01T10:00' };
    expect(withRecords([fair, camp], '2025-12', ['camp'], [moved]).map((e) => e.id)).toEqual(['fair']);
    expect(withRecords([fair], '2025-12', ['camp'], [camp]).map((e) => e.id)).toEqual(['fair', 'camp']);
    expect(withRecords([fair, camp], '2025-12', ['fair'], [null]).map((e) => e.id)).toEqual(['camp']);
    expect(withRecords([{ ...fair, title: 'Old' }], '2025-12', ['fair'], [fair])).toEqual([fair]);
  });

  it('name what a stored summary lacks, holds in excess, and holds otherwise than the record; key order does not matter', () => {
    const reordered = Object.fromEntries(Object.entries(fair).reverse()) as EventRecord;
    expect(summaryDifference([reordered], [fair])).toEqual({ missing: [], stray: [], outdated: [] });
    expect(summaryDifference([{ ...fair, title: 'Old' }, event('gone', '2025-12-01T09:00', '2025-12-01T10:00')], [fair, camp])).toEqual({
      missing: ['camp'],
      stray: ['gone'],
      outdated: ['fair'],
    });
  });
});

describe('a sync that read the records before another writer saved', () => {
  let hold: ((key: string) => Promise<void>) | null = null;
  const events = new Map<string, MemoryStore>();

  beforeEach(async () => {
    events.clear();
    // Every store answers as memory does; a `get` may be held after it has read, while `hold` runs.
    setStoreFactory((name) => {
      if (!events.has(name)) events.set(name, new MemoryStore());
      const store = events.get(name)!;
      return new Proxy(store, {
        get(target, property) {
          const value = Reflect.get(target, property, target) as unknown;
          if (typeof value !== 'function') return value;
          if (property !== 'get') return value.bind(target);
          return async (key: string, options?: { type?: string }) => {
            const answer = await store.get(key, options);
            const held = hold;
            if (held) await held(key);
            return answer;
          };
        },
      }) as unknown as BlobStore;
    });
    await putFormation(storedGrade('kindergarten'));
  });

  afterEach(() => setStoreFactory(null));

  const input = (values: Partial<EventInputValues> = {}) =>
    eventInputSchema.parse({ title: 'Fun Run', startDt: '2025-03-05T09:00', endDt: '2025-03-05T12:00', ...values });

  it('never writes its older copy over the newer one: its conditional write fails and it reads again', async () => {
    const created = await createEvent(input());
    // The photo call's sync reads the summary, then the record; right after that read, an officer's edit
    // saves and syncs in full. The photo sync's copy is now older than the summary's.
    hold = async (key) => {
      if (key !== `event/${created.id}`) return;
      hold = null;
      await updateEvent({ ...input({ title: 'Fun Run, renamed' }), id: created.id, version: 1 });
    };
    await setEventPhotos(created.id, ['/v2/api/photo/image/a']);
    const [listed] = await listEvents({ range: monthRange('2025-03'), scope: { kind: 'all' }, limit: 10 });
    expect(listed).toMatchObject({ title: 'Fun Run, renamed', version: 2, images: ['/v2/api/photo/image/a'] });
    expect(eventsDriftIn(events.get('events'))).toEqual([]);
  });
});
