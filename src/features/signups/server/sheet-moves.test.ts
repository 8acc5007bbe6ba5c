import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useMemoryStores } from '../../../../scripts/stores/memory-store';
import { createRecord, keyOf } from '../../../server/store.server';
import type { SheetRecord } from '../core/sheet';
import { ensureManageLink, readManageLink } from './manage-links.server';
import { moveSheet } from './sheet-moves.server';
import { changeSheetRecord, readMovedSheet, readSheet, sheetKey, signupsStore } from './sheets.server';

useMemoryStores();
beforeAll(() => vi.stubEnv('JWT_SECRET', 'unit-test-secret-that-is-long-enough-0123456789'));
afterAll(() => vi.unstubAllEnvs());

const FROM = 'book-fair-ab12_20300319';
const TO = 'book-fair-cd34_20300319';

const sheetOf = (eventId: string, signupIds: string[]): SheetRecord => ({
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
});

describe("a date's sheet moved to the id its date goes on under (docs/decisions/094)", () => {
  it('is copied whole, its links point there, the day is marked for reminders, and the old id takes no change', async () => {
    await createRecord(signupsStore(), sheetKey(FROM), sheetOf(FROM, ['signup-1']));
    const token = await ensureManageLink(FROM, 'signup-1');

    const moved = await moveSheet(FROM, TO, '2030-03-19T17:00');
    expect(moved).toEqual({ sheet: sheetOf(TO, ['signup-1']), moved: true });
    expect(await readSheet(FROM)).toBeNull();
    expect(await readMovedSheet(FROM)).toEqual(sheetOf(TO, ['signup-1']));
    expect(await readManageLink(token)).toEqual({ event_id: TO, signup_id: 'signup-1' });
    expect(await signupsStore().get(keyOf('due', '2030-03-19', TO))).not.toBeNull();
    await expect(
      changeSheetRecord(FROM, (sheet) => ({ sheet: { ...sheet, notify: ['x@example.org'] }, value: null })),
    ).rejects.toMatchObject({
      status: 404,
    });

    // A second run (the sweep after a stop) changes nothing, even after the new sheet took a sign-up.
    await changeSheetRecord(TO, () => ({ sheet: sheetOf(TO, ['signup-1', 'signup-2']), value: null }));
    expect(await moveSheet(FROM, TO, '2030-03-19T17:00')).toEqual({ sheet: sheetOf(TO, ['signup-1', 'signup-2']), moved: true });
  });

  it('never overwrites a sheet the new id has of its own: the old one stays, frozen, and says it did not move', async () => {
    await createRecord(signupsStore(), sheetKey(FROM), sheetOf(FROM, ['signup-1']));
    await createRecord(signupsStore(), sheetKey(TO), sheetOf(TO, ['signup-9']));
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(await moveSheet(FROM, TO, '2030-03-19T17:00')).toEqual({ sheet: sheetOf(FROM, ['signup-1']), moved: false });
    expect(await readSheet(TO)).toEqual(sheetOf(TO, ['signup-9']));
    expect(await readSheet(FROM)).toBeNull();
    vi.restoreAllMocks();
  });

  it('moves nothing where there is no sheet', async () => {
    expect(await moveSheet(FROM, TO, '2030-03-19T17:00')).toBeNull();
    expect(await readSheet(TO)).toBeNull();
  });
});
