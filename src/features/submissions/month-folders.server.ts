/**
 * The month folders of one form's submissions (submissions/{form_type}/{yyyy-MM}/{_id}) and their counts,
 * so a page of the dashboard lists only the months its rows are in (DESIGN sections 5 and 7: a page of
 * submissions stays within a small fixed number of reads however long the history).
 * A month that ended over an hour ago never changes again (rows are only added, at the time of their id),
 * so its count is kept in submissions/count/{form_type}; the current month is always listed afresh.
 */
import { z } from '../../shared/zod';
import { keyOf, listKeys, putRecord, readRecord, recordIdTime, type BlobStore } from '../../server/store.server';

/** Rows written just before a month's end may land a moment later: a month settles an hour after it ends. */
const SETTLE_MS = 60 * 60 * 1000;

/** The month folder of a submission id (its time, UTC), or null for an id that names no valid time. */
export function monthOfId(id: string): string | null {
  const time = recordIdTime(id);
  const date = time === null ? null : new Date(time);
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 7) : null;
}

/** Whether a month's rows are final, so that its stored count can be trusted. */
export function isSettled(month: string, now: number): boolean {
  // The first day of the next month (Date.UTC counts months from 0).
  return Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1) + SETTLE_MS < now;
}

export interface StoredCounts {
  counts: Record<string, number>;
}

export const storedCounts: z.ZodType<StoredCounts> = z.object({ counts: z.record(z.string(), z.number()) });

export interface MonthFolder {
  month: string;
  count: number;
  /** The month's keys, oldest first, when they were listed to count them. */
  keys?: string[];
}

export const countsKey = (formType: string) => keyOf('count', formType);

/** The form's months, newest first, with their row counts: one listing of folders, one counts blob, and a listing of each unsettled month. */
export async function monthFolders(store: BlobStore, formType: string, now = Date.now()): Promise<MonthFolder[]> {
  const [{ directories }, stored] = await Promise.all([
    store.list({ prefix: `${formType}/`, directories: true }),
    readRecord(store, countsKey(formType), storedCounts, { strong: true }),
  ]);
  const months = directories
    .map((folder) => folder.replace(/\/$/, '').split('/').at(-1) ?? '')
    .filter((month) => /^\d{4}-\d{2}$/.test(month))
    .sort()
    .reverse();
  const known = stored?.counts ?? {};
  const folders = await Promise.all(
    months.map(async (month): Promise<MonthFolder> => {
      if (known[month] !== undefined && isSettled(month, now)) return { month, count: known[month] };
      const keys = (await listKeys(store, `${formType}/${month}/`)).sort();
      return { month, count: keys.length, keys };
    }),
  );
  const settled = Object.fromEntries(
    folders.filter((folder) => isSettled(folder.month, now)).map((folder) => [folder.month, folder.count]),
  );
  // A lost race only means a month is counted again next time: every writer writes the same settled counts.
  if (Object.keys(settled).some((month) => known[month] === undefined))
    await putRecord(store, countsKey(formType), { counts: { ...known, ...settled } });
  return folders;
}

/** The keys of rows [skip, skip + size) newest first, listing only the months those rows are in. */
export async function keysOfPage(
  store: BlobStore,
  folders: readonly MonthFolder[],
  formType: string,
  skip: number,
  size: number,
): Promise<string[]> {
  const keys: string[] = [];
  let before = 0;
  for (const folder of folders) {
    const end = before + folder.count;
    if (end > skip && before < skip + size) {
      const newestFirst = [...(folder.keys ?? (await listKeys(store, `${formType}/${folder.month}/`)).sort())].reverse();
      keys.push(...newestFirst.slice(Math.max(0, skip - before), skip + size - before));
    }
    before = end;
    if (before >= skip + size) break;
  }
  return keys;
}
