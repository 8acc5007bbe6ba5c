/**
 * Where the stored indexes differ from what the records derive (DESIGN section 5: indexes are derived from
 * the records and can be checked and rebuilt from them; `npm run check-data`). Pure: given the records and
 * the blobs read, it answers the drift; check-data.ts reads the stores and repairs.
 *
 * - The events' month summaries (docs/decisions/039): each month's summary holds exactly the events that
 *   touch the month, as stored. Any other key of the events store but the records is stray (the month and
 *   grade index keys of docs/decisions/012 that summaries replaced, among others).
 * - Submission month folders and counts (docs/decisions/020): a row lives in the folder of its id's month,
 *   and the stored count of a month is the number of its rows, kept only once the month has settled.
 * The kinds of drift and their lines for people are in drift.ts.
 */
import type { EventRecord } from '../../src/features/events/core/event';
import type { FormType } from '../../src/features/forms/form-types';
import type { Drift } from './drift';
import {
  derivedSummaries,
  EVENT_PREFIX,
  monthOfSummaryKey,
  type MonthSummary,
  storedSummary,
  SUMMARIES_READY_KEY,
  summaryDifference,
  summaryKey,
} from '../../src/features/events/server/event-store.server';
import { isSettled, monthOfId } from '../../src/features/submissions/submissions.server';
import { submissionKey } from '../../src/features/submissions/submissions.server';

/**
 * The drift of the events store: `summaries` are the stored summaries by key, as read (unparsed: a summary
 * that does not fit its shape is drift too); `otherKeys` every key that is neither an event nor a summary.
 */
export function eventSummaryDrift(
  events: readonly EventRecord[],
  summaries: ReadonlyMap<string, unknown>,
  otherKeys: readonly string[],
): Drift[] {
  const derived = derivedSummaries(events);
  const stored = new Map<string, MonthSummary | null>();
  const drift: Drift[] = [];
  for (const [key, value] of summaries) {
    const month = monthOfSummaryKey(key);
    if (!month) {
      drift.push({ kind: 'stray-key', key });
      continue;
    }
    const parsed = storedSummary.safeParse(value);
    stored.set(month, parsed.success && parsed.data.month === month ? parsed.data : null);
  }
  const months = [...new Set([...derived.keys(), ...stored.keys()])].sort();
  for (const month of months) {
    const expected = derived.get(month) ?? [];
    const summary = stored.get(month);
    const base = { kind: 'summary', month, key: summaryKey(month) } as const;
    if (summary === undefined) {
      if (expected.length) drift.push({ ...base, state: 'absent', missing: expected.map((event) => event.id), stray: [], outdated: [] });
    } else if (summary === null) {
      drift.push({ ...base, state: 'unreadable', missing: expected.map((event) => event.id), stray: [], outdated: [] });
    } else {
      const difference = summaryDifference(summary.events, expected);
      if (difference.missing.length || difference.stray.length || difference.outdated.length)
        drift.push({ ...base, state: 'differs', ...difference });
    }
  }
  // The mark that the summaries were built (ensureSummaries) is neither an event nor a summary, and not stray.
  const stray = otherKeys.filter((key) => !key.startsWith(EVENT_PREFIX) && key !== SUMMARIES_READY_KEY);
  return [...drift, ...stray.map((key): Drift => ({ kind: 'stray-key', key }))];
}

/** What a month's summary should be, from the records; written by the repair. */
export function repairedSummary(events: readonly EventRecord[], month: string): MonthSummary {
  return { month, events: derivedSummaries(events).get(month) ?? [] };
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
