/** A sheet's roster as a CSV file (GET /v1/user_auth/signups/{eventId}/download): cells made safe for spreadsheets. */
import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from '../../submissions/index.server';
import type { RosterEntry } from '../core/sheet';

const STATUS_WORDS = { confirmed: 'Confirmed', waitlisted: 'Waitlist', cancelled: 'Cancelled' } as const;

const COLUMNS: Array<[string, (entry: RosterEntry) => string]> = [
  ['Slot', (entry) => entry.slot_title],
  ['Status', (entry) => STATUS_WORDS[entry.status]],
  ['Waitlist position', (entry) => (entry.position > 0 ? String(entry.position) : '')],
  ['Name', (entry) => entry.name],
  ['Email', (entry) => entry.email],
  ['Phone', (entry) => entry.phone],
  ['Signed up', (entry) => entry.created_at],
];

export function rosterCsv(entries: readonly RosterEntry[]): string {
  return stringify(
    entries.map((entry) => COLUMNS.map(([, cell]) => neutraliseCell(cell(entry)))),
    {
      header: true,
      columns: COLUMNS.map(([label], index) => ({ key: String(index), header: label })),
      record_delimiter: 'windows',
      quoted_match: /[\r\n]/,
    },
  );
}

/** `signups-fall-festival-2026-10-03.csv` style names are not needed: the event id names the file. */
export const rosterFileName = (eventId: string) => `signups-${eventId}.csv`;
