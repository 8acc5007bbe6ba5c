/**
 * The officer's hooks (DESIGN section 9, events scope): a sheet with its roster, read fresh with the token,
 * its save with the version it was read at, and the roster's CSV, each done the way every admin tool does it.
 */
import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { saveFile } from '../../../shared/save-file';
import type { SheetInput } from '../core/signup-schema';
import { SHEET_EDITOR_TEXT } from '../signup-ui-messages';
import { downloadRosterCsv, getOfficerSheet, saveSheet } from './signups-api';
import { SIGNUP_KEYS } from './keys';

/** The event's sheet and every sign-up on it; null when it has no sheet yet. */
export const useSheetRoster = (eventId: string) =>
  useQuery({ ...ADMIN_READ, queryKey: SIGNUP_KEYS.roster(eventId), queryFn: ({ signal }) => getOfficerSheet(eventId, { signal }) });

/** Saves the sheet; its answer (the new version and the roster) becomes the editor's copy, and the public sheets are stale. */
export const useSaveSheet = (eventId: string) =>
  useAdminMutation({
    mutationKey: ['signups', 'save'],
    mutationFn: (input: SheetInput) => saveSheet(eventId, input),
    done: () => SHEET_EDITOR_TEXT.saved,
    failed: SHEET_EDITOR_TEXT.saveFailed,
    after: (saved, _input, client) => client.setQueryData(SIGNUP_KEYS.roster(eventId), saved),
    // A refusal (409: another officer saved) reads the sheet again; the form starts again from that version.
    invalidates: [SIGNUP_KEYS.sheets, SIGNUP_KEYS.roster(eventId)],
  });

/** Download CSV: the roster saved as 'signups_{eventId}.csv'. */
export const useDownloadRoster = (eventId: string) =>
  useAdminMutation({
    mutationKey: ['signups', 'download'],
    mutationFn: () => downloadRosterCsv(eventId),
    failed: SHEET_EDITOR_TEXT.downloadFailed,
    after: (csv) => saveFile(csv, `signups_${eventId}.csv`),
  });
