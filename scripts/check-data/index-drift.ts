/**
 * Where the stored indexes differ from what the records derive (DESIGN section 5: indexes are derived from
 * the records and can be checked and rebuilt from them; `npm run check-data`). Pure: given the records and
 * the keys listed, it answers the drift; check-data.server.ts reads the stores and repairs.
 *
 * - The events index (docs/decisions/012): a stored event has exactly the keys indexKeysOf derives; a key
 *   whose event is missing, or no longer derives it (moved dates or grades), is stray.
 * - Submission month folders and counts (docs/decisions/020): a row lives in the folder of its id's month,
 *   and the stored count of a month is the number of its rows, kept only once the month has settled.
 */
import type { EventRecord } from '../../src/features/events/event';
import type { FormType } from '../../src/features/forms/forms';
import { indexKeysOf, parseIndexKey } from '../../src/features/events/event-index.server';
import { isSettled, monthOfId } from '../../src/features/forms/submission-months.server';
import { submissionKey } from '../../src/features/forms/submissions.server';

export type Drift =
  /** An index key the event derives is not stored: the event is missing from that month's or grade's list. */
  | { kind: 'missing-entry'; key: string; eventId: string }
  /** A stored index key no stored event derives. */
  | { kind: 'stray-entry'; key: string }
  /** A submission outside the month folder of its id, where no page of the dashboard finds it. */
  | { kind: 'misplaced-row'; formType: FormType; key: string; to: string }
  /** A stored month count that is not the month's number of rows (null: no count belongs there yet, or at all). */
  | { kind: 'wrong-count'; formType: FormType; month: string; stored: number; expected: number | null };

export function eventIndexDrift(events: readonly EventRecord[], indexKeys: readonly string[]): Drift[] {
  const derived = new Map(events.flatMap((event) => indexKeysOf(event).map((key) => [key, event.id] as const)));
  const stored = new Set(indexKeys);
  const missing = [...derived]
    .filter(([key]) => !stored.has(key))
    .map(([key, eventId]): Drift => ({ kind: 'missing-entry', key, eventId }));
  const stray = indexKeys.filter((key) => !derived.has(key)).map((key): Drift => ({ kind: 'stray-entry', key }));
  return [...missing, ...stray];
}

const idOfRowKey = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/**
 * What a form's counts blob should hold: the row count of each settled month that has rows, each row
 * counted in its id's month (where a repair puts a misplaced one).
 */
export function settledCounts(rowKeys: readonly string[], now: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of rowKeys) {
    const month = monthOfId(idOfRowKey(key));
    if (month && isSettled(month, now)) counts[month] = (counts[month] ?? 0) + 1;
  }
  return counts;
}

/**
 * The drift of one form: rows outside their month folder, and stored counts that differ from
 * settledCounts. A settled month with no stored count is no drift: the next read counts it.
 * Rows whose id names no time are not the month folders' to place, and are left alone.
 */
export function submissionDrift(
  formType: FormType,
  rowKeys: readonly string[],
  storedCounts: Readonly<Record<string, number>>,
  now: number,
): Drift[] {
  const misplaced = rowKeys.flatMap((key): Drift[] => {
    const id = idOfRowKey(key);
    if (!monthOfId(id)) return [];
    const to = submissionKey(formType, id);
    return to === key ? [] : [{ kind: 'misplaced-row', formType, key, to }];
  });
  const expected = settledCounts(rowKeys, now);
  const wrongCounts = Object.entries(storedCounts)
    .filter(([month, stored]) => stored !== expected[month])
    .map(([month, stored]): Drift => ({ kind: 'wrong-count', formType, month, stored, expected: expected[month] ?? null }));
  return [...misplaced, ...wrongCounts];
}

/** One line a person reads, naming the key or the month. */
export function describeDrift(drift: Drift): string {
  switch (drift.kind) {
    case 'missing-entry':
      return `events: missing index key ${drift.key} (event ${drift.eventId})`;
    case 'stray-entry': {
      const id = parseIndexKey(drift.key)?.id;
      return `events: stray index key ${drift.key}${id ? ` (event ${id} is missing or no longer derives it)` : ' (not an index key)'}`;
    }
    case 'misplaced-row':
      return `submissions: row ${drift.key} is outside its month folder (belongs at ${drift.to})`;
    case 'wrong-count':
      return `submissions: stored count of ${drift.formType} for ${drift.month} is ${drift.stored}, ${drift.expected === null ? 'but no count belongs there' : `the rows number ${drift.expected}`}`;
  }
}
