import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useMemoryStores } from '../../../../scripts/stores/memory-store';
import { createRecord, keyOf } from '../../../server/store.server';
import type { SheetRecord } from '../core/sheet';
import { ensureManageLink, readManageLink } from './manage-links.server';
import { keepSheet, moveSheet } from './sheet-moves.server';
import { sheetMoveOwed } from './moves-owed.server';
import { changeNoticeJob } from './change-notices.server';
import { openJob } from '../../../server/jobs.server';
import { changeSheetRecord, freezeSheet, readMovedSheet, readSheet, sheetKey, signupsStore } from './sheets.server';

useMemoryStores();
beforeAll(() => vi.stubEnv('JWT_SECRET', 'unit-test-secret-that-is-long-enough-0123456789'));
afterAll(() => vi.unstubAllEnvs());
afterEach(() => vi.useRealTimers());

/** Saves come one after another: each a minute after the one before. */
const aMinuteLater = () => vi.setSystemTime(Date.now() + 60_000);

const TUESDAY = 'book-fair-ab12_20300319';
const WEDNESDAY = 'book-fair-ab12_20300320';
const NEW_SERIES = 'book-fair-cd34_20300319';

const sheetOf = (eventId: string, signupIds: string[], more: Partial<SheetRecord> = {}): SheetRecord => ({
  event_id: eventId,
  slots: [{ id: 'slot-1', title: 'Cashier', title_es: '', capacity: 2 }],
  closes_at: null,
  notify: [],
  version: 1,
  updated_at: '2030-01-01T00:00:00.000Z',
  entries: signupIds.map((id) => ({
    id,
    slot_id: 'slot-1',
    name: 'Fran Ford',
    email: `${id}@example.org`,
    phone: '',
    status: 'confirmed' as const,
    created_at: '2030-01-02T00:00:00.000Z',
  })),
  ...more,
});
/** A sheet as a move's copy reads: marked with the save that made it. */
const copyOf = (eventId: string, signupIds: string[], save: string) => ({ ...sheetOf(eventId, signupIds), moved_by: save });

describe("a date's sheet moved to the id its date goes on under (docs/decisions/094)", () => {
  it('is copied whole, its links point there, the day is marked for reminders, and the old id takes no change', async () => {
    await createRecord(signupsStore(), sheetKey(TUESDAY), sheetOf(TUESDAY, ['signup-1']));
    const token = await ensureManageLink(TUESDAY, 'signup-1');

    const moved = await moveSheet(TUESDAY, NEW_SERIES, 'save0001', '2030-03-19T17:00');
    expect(moved).toEqual({ sheet: copyOf(NEW_SERIES, ['signup-1'], 'save0001'), moved: true });
    expect(await readSheet(TUESDAY)).toBeNull();
    expect(await readMovedSheet(TUESDAY)).toEqual(copyOf(NEW_SERIES, ['signup-1'], 'save0001'));
    expect(await readManageLink(token)).toEqual({ event_id: NEW_SERIES, signup_id: 'signup-1' });
    expect(await signupsStore().get(keyOf('due', '2030-03-19', NEW_SERIES))).not.toBeNull();
    await expect(
      changeSheetRecord(TUESDAY, (sheet) => ({ sheet: { ...sheet, notify: ['x@example.org'] }, value: null })),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it('run again by the same save (after a stop) changes nothing, even after the copy lost a slot and its sign-ups', async () => {
    await createRecord(signupsStore(), sheetKey(TUESDAY), sheetOf(TUESDAY, ['signup-1']));
    await moveSheet(TUESDAY, NEW_SERIES, 'save0001', '2030-03-19T17:00');
    await changeSheetRecord(NEW_SERIES, (sheet) => ({ sheet: { ...sheet, slots: [], entries: [] }, value: null }));

    const again = await moveSheet(TUESDAY, NEW_SERIES, 'save0001', '2030-03-19T17:00');
    expect(again).toEqual({ sheet: { ...copyOf(NEW_SERIES, [], 'save0001'), slots: [] }, moved: true });
  });

  it('moves a date back and forth: each time the sheet lands over the one that moved away from there', async () => {
    await createRecord(signupsStore(), sheetKey(TUESDAY), sheetOf(TUESDAY, ['signup-1']));
    const token = await ensureManageLink(TUESDAY, 'signup-1');

    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await moveSheet(TUESDAY, WEDNESDAY, 'save0001', '2030-03-20T17:00'))?.moved).toBe(true);
    aMinuteLater();
    expect((await moveSheet(WEDNESDAY, TUESDAY, 'save0002', '2030-03-19T17:00'))?.moved).toBe(true);
    expect(await readSheet(TUESDAY)).toEqual(copyOf(TUESDAY, ['signup-1'], 'save0002'));
    expect(await readSheet(WEDNESDAY)).toBeNull();
    expect(await readManageLink(token)).toEqual({ event_id: TUESDAY, signup_id: 'signup-1' });
    aMinuteLater();
    expect((await moveSheet(TUESDAY, WEDNESDAY, 'save0003', '2030-03-20T17:00'))?.moved).toBe(true);
    expect(await readMovedSheet(TUESDAY)).toEqual(copyOf(WEDNESDAY, ['signup-1'], 'save0003'));
  });

  it('run again by an older save after a later one moved the date on, changes nothing', async () => {
    await createRecord(signupsStore(), sheetKey(TUESDAY), sheetOf(TUESDAY, ['signup-1']));
    const token = await ensureManageLink(TUESDAY, 'signup-1');
    vi.useFakeTimers({ toFake: ['Date'] });
    await moveSheet(TUESDAY, WEDNESDAY, 'save0001', '2030-03-20T17:00');
    aMinuteLater();
    await moveSheet(WEDNESDAY, NEW_SERIES, 'save0002', '2030-03-19T17:00');
    aMinuteLater();

    expect(await moveSheet(TUESDAY, WEDNESDAY, 'save0001', '2030-03-20T17:00')).toBeNull();
    expect(await readSheet(WEDNESDAY)).toBeNull();
    expect(await readMovedSheet(TUESDAY)).toEqual(copyOf(NEW_SERIES, ['signup-1'], 'save0002'));
    expect(await readManageLink(token)).toEqual({ event_id: NEW_SERIES, signup_id: 'signup-1' });
  });

  it('is kept where it is when its date came back before a move stopped half-way was finished', async () => {
    await createRecord(signupsStore(), sheetKey(TUESDAY), sheetOf(TUESDAY, ['signup-1']));
    await freezeSheet(TUESDAY, WEDNESDAY, 'save0001');

    expect(await keepSheet(TUESDAY, 'save0001')).toEqual(sheetOf(TUESDAY, ['signup-1']));
    expect(await readSheet(TUESDAY)).toEqual(sheetOf(TUESDAY, ['signup-1']));
    expect(await keepSheet(TUESDAY, 'save0002')).toEqual(sheetOf(TUESDAY, ['signup-1']));
  });

  it("tells a sign-up's mail job that a move of its sheet is owed while a save that moves dates names it", async () => {
    const before = { title: 'Book Fair', startDt: '2030-03-19T18:00', endDt: '2030-03-19T19:00', location: 'Gym' };
    await openJob(changeNoticeJob, { save: 'aaaa0001', sheets: [{ event_id: TUESDAY, ...before }] });
    expect(await sheetMoveOwed(TUESDAY)).toBe(false);
    const moved = { series: 'book-fair-ab12', from: '2030-03-12', to: 'book-fair-cd34', shift: 0 };
    await openJob(changeNoticeJob, { save: 'aaaa0002', sheets: [{ event_id: TUESDAY, ...before }], moved });
    expect(await sheetMoveOwed(TUESDAY)).toBe(true);
    expect(await sheetMoveOwed(WEDNESDAY)).toBe(false);
  });

  it('never overwrites a sheet the new id has of its own: the old one stays, frozen, and says it did not move', async () => {
    await createRecord(signupsStore(), sheetKey(TUESDAY), sheetOf(TUESDAY, ['signup-1']));
    await createRecord(signupsStore(), sheetKey(NEW_SERIES), sheetOf(NEW_SERIES, ['signup-9']));
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(await moveSheet(TUESDAY, NEW_SERIES, 'save0001', '2030-03-19T17:00')).toEqual({
      sheet: sheetOf(TUESDAY, ['signup-1']),
      moved: false,
    });
    expect(await readSheet(NEW_SERIES)).toEqual(sheetOf(NEW_SERIES, ['signup-9']));
    expect(await readSheet(TUESDAY)).toBeNull();
    vi.restoreAllMocks();
  });

  it('reads as moving while frozen without its copy, and moves nothing where there is no sheet', async () => {
    await createRecord(signupsStore(), sheetKey(TUESDAY), sheetOf(TUESDAY, ['signup-1']));
    await freezeSheet(TUESDAY, NEW_SERIES, 'save0001');
    expect(await readMovedSheet(TUESDAY)).toBe('moving');
    expect(await moveSheet(WEDNESDAY, NEW_SERIES, 'save0001', '2030-03-19T17:00')).toBeNull();
  });
});
