/**
 * A date's sheet follows the date when an edit gives it a new id (docs/decisions/094): "This and following" goes
 * on under a new series, "All events" moved by some days moves every date. The move is steps a run stopped after
 * any write finishes by running again (the change notices' job runs it): the sheet where it was is frozen (it
 * then takes no change and names where it went), copied whole to the new id, its sign-ups' private links
 * pointed there, and the new date named for the reminders. Each step is marked with the save that made it.
 */
import type { SheetRecord } from '../core/sheet';
import { moveManageLink } from './manage-links.server';
import { ensureDueMarker, freezeSheet, placeCopy, readSheet, thawSheet } from './sheets.server';

/** Where a move left a sheet: at its new id, or kept where it was (frozen) when the new id had a sheet of its own. */
export interface MovedSheet {
  sheet: SheetRecord;
  moved: boolean;
}

/**
 * Moves the sheet of `from` to `to` for `save`, its date starting at `startDt` (none: the date is gone since);
 * null when there was none to move, or a later save has moved it on since. A sheet at the new id of its own is
 * never overwritten: the sheet then stays where it was, frozen, and its volunteers are told their date is
 * cancelled.
 */
export async function moveSheet(from: string, to: string, save: string, startDt?: string): Promise<MovedSheet | null> {
  const frozen = await freezeSheet(from, to, save);
  if (!frozen) return null;
  const placed = await placeCopy(to, frozen, save);
  if (placed === 'superseded') return null;
  if (placed === 'taken') {
    console.error(`[signups] the sheet of ${from} was not moved: ${to} has a sheet of its own.`);
    return { sheet: frozen.sheet, moved: false };
  }
  for (const entry of frozen.sheet.entries) await moveManageLink(entry.id, to);
  if (startDt) await ensureDueMarker(to, startDt);
  const sheet = await readSheet(to, { strong: true });
  return sheet && { sheet, moved: true };
}

/**
 * Keeps a sheet where it is when its date is back under its id before the move `save` began there was finished
 * (a stop, then a save that moved the date back): the freeze is taken back and its links point at it again.
 */
export async function keepSheet(eventId: string, save: string): Promise<SheetRecord | null> {
  const sheet = await thawSheet(eventId, save);
  for (const entry of sheet?.entries ?? []) await moveManageLink(entry.id, eventId);
  return sheet;
}
