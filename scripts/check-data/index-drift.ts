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
 */
import type { EventRecord } from '../../src/features/events/event';
import type { FormType } from '../../src/features/forms/forms';
import { EVENT_PREFIX } from '../../src/features/events/event-record.server';
import {
  derivedSummaries,
  monthOfSummaryKey,
  storedSummary,
  summaryDifference,
  summaryKey,
  type MonthSummary,
  SUMMARIES_READY_KEY,
} from '../../src/features/events/event-summary.server';
import { isSettled, monthOfId } from '../../src/features/forms/submission-months.server';
import { submissionKey } from '../../src/features/forms/submissions.server';

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
  | { kind: 'wrong-count'; formType: FormType; month: string; stored: number; expected: number | null };

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
