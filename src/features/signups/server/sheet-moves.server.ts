/**
 * A date's sheet follows the date when an edit gives it a new id (docs/decisions/094): a "This and following"
 * edit ends the series and goes on under a new one. The move is steps a run stopped after any write finishes by
 * running again (the change notices' job runs it): the sheet where it was is frozen (it then takes no change
 * and names where it went), copied whole to the new id, its sign-ups' private links pointed there, and the new
 * date named for the reminders.
 */
import type { SheetRecord } from '../core/sheet';
import { moveManageLink } from './manage-links.server';
import { ensureDueMarker, freezeSheet, readSheet, sheetKey, signupsStore } from './sheets.server';
import { createRecord } from '../../../server/store.server';

/** Where a move left a sheet: at its new id, or kept where it was (frozen) when the new id had a sheet of its own. */
export interface MovedSheet {
  sheet: SheetRecord;
  moved: boolean;
}

/**
 * Moves the sheet of `from` to `to`, an event starting at `startDt`; null when there was none to move. A sheet at
 * the new id of someone else's making is never overwritten: the sheet then stays where it was, frozen, and its
 * volunteers are told their date is cancelled.
 */
export async function moveSheet(from: string, to: string, startDt: string): Promise<MovedSheet | null> {
  const frozen = await freezeSheet(from, to);
  if (!frozen) return null;
  if (!(await createRecord(signupsStore(), sheetKey(to), { ...frozen, event_id: to }))) {
    // Made by a run before this one (it holds every sign-up of the frozen sheet, and perhaps newer ones), or not.
    const there = await readSheet(to, { strong: true });
    if (!there || !frozen.entries.every((entry) => there.entries.some((other) => other.id === entry.id))) {
      console.error(`[signups] the sheet of ${from} was not moved: ${to} has a sheet of its own.`);
      return { sheet: frozen, moved: false };
    }
  }
  for (const entry of frozen.entries) await moveManageLink(entry.id, to);
  await ensureDueMarker(to, startDt);
  const sheet = await readSheet(to, { strong: true });
  return sheet && { sheet, moved: true };
}
