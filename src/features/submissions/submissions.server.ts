/**
 * Public form submissions, one blob each at submissions/{form_type}/{yyyy-MM}/{_id}; a new one never
 * overwrites. Ids are time-ordered and name their month, so listings give the order, and the month
 * folders' counts (below) give the total without listing the whole history.
 */
import { FORM_TYPES, type FormType } from '../forms';
import { rowVersion } from '../reimbursements';
import { HttpError } from '../../server/http.server';
import {
  createRecord,
  keyOf,
  listKeys,
  newRecordId,
  openStore,
  patchRecord,
  putRecord,
  readRecord,
  readRecords,
  recordIdTime,
  type BlobStore,
} from '../../server/store.server';
import { z } from '../../shared/zod';
import { LANGS, type Lang } from '../../shared/i18n/lang';
import { SUBMISSION_STATUSES, type MailStatus, type Submission, type SubmissionStatus } from './submissions';

// Submissions are read only by the forms dashboard, an admin path: strong, listings included.
export const submissionsStore = () => openStore('submissions', { strong: true });
export const NO_SUCH_ROW = () => new HttpError(404, 'NOT_FOUND', 'There is no such submission.');

/** A row as read back from the store; fields this code does not know are kept. */
export const storedSubmission: z.ZodType<Submission> = z.looseObject({
  _id: z.string(),
  reference: z.string().optional(),
  form_type: z.enum(FORM_TYPES),
  status: z.enum(SUBMISSION_STATUSES),
  submission_date: z.string(),
  form_data: z.record(z.string(), z.unknown()),
  lang: z.enum(LANGS).optional(),
});

/** Where a row is stored; an id that names no time names no row (404). */
export function submissionKey(formType: FormType, id: string): string {
  const month = monthOfId(id);
  if (!month) throw NO_SUCH_ROW();
  return keyOf(formType, month, id);
}

/** A new submission id; known before the record is written, so its receipts can be stored first. */
export const newSubmissionId = (at: Date = new Date()) => newRecordId(at);

export interface StoreOptions {
  id?: string;
  /** Its short reference, claimed for this id first (claimReference); none for rows stored without one. */
  reference?: string;
  /** Demo data only: some rows start read. */
  status?: SubmissionStatus;
  /** 'pending' when its mails are owed (mail is set up); nothing when no mail will be sent. */
  mailStatus?: MailStatus;
  /** The language of the page it was sent from, when the sender said (docs/decisions/068). */
  lang?: Lang;
}

export async function storeSubmission(
  formType: FormType,
  formData: Record<string, unknown>,
  at: Date = new Date(),
  { id = newSubmissionId(at), reference, status = 'INCOMPLETE', mailStatus, lang }: StoreOptions = {},
): Promise<Submission> {
  const submission: Submission = {
    _id: id,
    ...(reference ? { reference } : {}),
    form_type: formType,
    status,
    submission_date: at.toISOString(),
    form_data: formData,
    ...(lang ? { lang } : {}),
    ...(mailStatus ? { mail_status: mailStatus } : {}),
    ...(formType === 'reimbursement_request' ? { version: 1 } : {}),
  };
  if (!(await createRecord(submissionsStore(), submissionKey(formType, id), submission))) {
    throw new Error('A submission id was reused; this should never happen.');
  }
  return submission;
}

/** One stored row, read strongly; null when there is none. */
export async function findSubmission(formType: FormType, id: string): Promise<Submission | null> {
  const row = await readRecord(submissionsStore(), submissionKey(formType, id), storedSubmission, { strong: true });
  return row && withStage(row);
}

export interface SubmissionPage {
  rows: Submission[];
  totalCount: number;
}

/** Without a page, the newest rows up to this many: a request never reads the whole history. */
export const MAX_UNPAGED_ROWS = 500;

export async function readRows(store: BlobStore, keys: readonly string[]): Promise<Submission[]> {
  const rows = await readRecords(store, keys, storedSubmission, { strong: true });
  return rows.filter((row): row is Submission => row !== null).map(withStage);
}

/**
 * A reimbursement row as the API answers it: its stage, history and version always there. A row stored before
 * the workflow is `submitted`; one stored before versions is at the version its moves give (each move raises
 * it by one from 1).
 */
export function withStage(row: Submission): Submission {
  if (row.form_type !== 'reimbursement_request') return row;
  const history = row.stage_history ?? [];
  return { ...row, stage: row.stage ?? 'submitted', stage_history: history, version: rowVersion(row) };
}

/** Submissions of one form, newest first. Only the rows answered are read, and only their months listed. */
export async function listSubmissions(formType: FormType, page?: { page: number; pageSize: number }): Promise<SubmissionPage> {
  const store = submissionsStore();
  const folders = await monthFolders(store, formType);
  const [skip, size] = page ? [(page.page - 1) * page.pageSize, page.pageSize] : [0, MAX_UNPAGED_ROWS];
  const keys = await keysOfPage(store, folders, formType, skip, size);
  return { rows: await readRows(store, keys), totalCount: folders.reduce((sum, folder) => sum + folder.count, 0) };
}

/** Every submission of one form, newest first: the CSV export, the one read that grows with the history. */
export async function listAllSubmissions(formType: FormType): Promise<Submission[]> {
  const store = submissionsStore();
  return readRows(store, (await listKeys(store, `${formType}/`)).sort().reverse());
}

/** Marks a row read or unread (the Forms dashboard's toggle); the changed row is answered. */
export async function setSubmissionStatus(formType: FormType, id: string, status: SubmissionStatus): Promise<Submission> {
  const updated = await patchRecord(submissionsStore(), submissionKey(formType, id), storedSubmission, (row) => ({ ...row, status }));
  if (!updated) throw NO_SUCH_ROW();
  return withStage(updated);
}

/**
 * Records where a row's mails are (docs/decisions/049): 'sent' once all went out, 'failed' when one was given
 * up. Not a stage move, so the version stays. A row that is gone is no error.
 */
export async function setMailStatus(formType: FormType, id: string, mailStatus: MailStatus): Promise<void> {
  await patchRecord(submissionsStore(), submissionKey(formType, id), storedSubmission, (row) =>
    row.mail_status === mailStatus ? row : { ...row, mail_status: mailStatus },
  );
}

/**
 * The month folders of one form's submissions (submissions/{form_type}/{yyyy-MM}/{_id}) and their counts,
 * so a page of the dashboard lists only the months its rows are in (DESIGN sections 5 and 7: a page of
 * submissions stays within a small fixed number of reads however long the history).
 * A month that ended over an hour ago never changes again (rows are only added, at the time of their id),
 * so its count is kept in submissions/count/{form_type}; the current month is always listed afresh.
 */
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
