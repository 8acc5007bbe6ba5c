/**
 * Every kind of drift `npm run check-data` finds (DESIGN section 5; docs/decisions/021, 039 and 047), and the
 * one line a person reads for each. A new check adds its kind to the union and its line to describeDrift,
 * its finder beside those of its area (index-drift.ts, stray-blobs.ts), and its repair to check-data.ts.
 */
import type { FormType } from '../../src/features/forms/form-types';
import type { StoreName } from '../../src/server/store.server';

export type Drift =
  /** A month's summary that is missing, unreadable, or holds other events than the records say. */
  | {
      kind: 'summary';
      month: string;
      key: string;
      state: 'absent' | 'unreadable' | 'differs';
      missing: string[];
      stray: string[];
      outdated: string[];
    }
  /** A key of the events store that is neither an event nor a month's summary. */
  | { kind: 'stray-key'; key: string }
  /** A submission outside the month folder of its id, where no page of the dashboard finds it. */
  | { kind: 'misplaced-row'; formType: FormType; key: string; to: string }
  /** A stored month count that is not the month's number of rows (null: no count belongs there yet, or at all). */
  | { kind: 'wrong-count'; formType: FormType; month: string; stored: number; expected: number | null }
  /** A blob of any store whose key the site never makes: the temporary file of a write cut short, or one put there by hand. */
  | { kind: 'stray-blob'; store: StoreName; key: string }
  /** Work a write still owes that the sweep has not finished, though old enough (docs/decisions/049). */
  | { kind: 'owed-work'; key: string; job: string; since: string }
  /** A row whose mails are owed with no job left to send them (docs/decisions/049). */
  | { kind: 'mail-without-job'; formType: FormType; id: string; receipts: number }
  /** A sign-up sheet of an event to come that the reminders cannot find (docs/decisions/066). */
  | { kind: 'reminder-marker'; eventId: string; startDt: string; key: string };

/** One line a person reads, naming the key or the month. */
export function describeDrift(drift: Drift): string {
  switch (drift.kind) {
    case 'summary':
      return `events: ${describeSummary(drift)}`;
    case 'stray-key':
      return `events: stray key ${drift.key} (neither an event nor a month's summary: an index key of the layout before summaries, or left behind)`;
    case 'misplaced-row':
      return `submissions: row ${drift.key} is outside its month folder (belongs at ${drift.to})`;
    case 'wrong-count':
      return `submissions: stored count of ${drift.formType} for ${drift.month} is ${drift.stored}, ${drift.expected === null ? 'but no count belongs there' : `the rows number ${drift.expected}`}`;
    case 'stray-blob':
      return `${drift.store}: stray blob ${drift.key} (not a key the site makes: the temporary file of a write cut short, or put there by hand)`;
    case 'owed-work':
      return `jobs: ${drift.job} ${drift.key}, owed since ${drift.since}, is not finished (the scheduled sweep tries it every 5 minutes; --repair tries now)`;
    case 'mail-without-job':
      return `submissions: the mails of ${drift.formType} ${drift.id} are owed and nothing is sending them (--repair owes them again)`;
    case 'reminder-marker':
      return `signups: the sheet of ${drift.eventId} is not named at ${drift.key}, so its volunteers would get no reminder (--repair names it)`;
  }
}

function describeSummary(drift: Extract<Drift, { kind: 'summary' }>): string {
  const ids = (list: readonly string[]) => list.join(', ');
  if (drift.state === 'absent')
    return `the summary of ${drift.month} (${drift.key}) is missing; events ${ids(drift.missing)} touch the month`;
  if (drift.state === 'unreadable') return `the summary of ${drift.month} (${drift.key}) does not have the shape this code reads`;
  const parts = [
    drift.missing.length ? `lacks ${ids(drift.missing)}` : '',
    drift.stray.length ? `holds ${ids(drift.stray)}, gone or no longer in the month` : '',
    drift.outdated.length ? `holds another copy of ${ids(drift.outdated)} than the record` : '',
  ].filter(Boolean);
  return `the summary of ${drift.month} (${drift.key}) disagrees with the events: it ${parts.join('; ')}`;
}
