/**
 * The treasurer's reimbursement workflow on the server (issue 19, DESIGN section 9, docs/decisions/035):
 * moving a request through its stages with one conditional write, a school year's rows for the stage filter
 * and the totals, and the payee's private status link (stored hashed).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Submission } from './forms';
import {
  applyMove,
  publicStatus,
  refuseMove,
  requestTotal,
  schoolYearOf,
  schoolYearOfRow,
  schoolYearTotals,
  schoolDay,
  type ReimbursementStatus,
  type SchoolYearTotals,
  type Stage,
  type StageEntry,
  type StageMove,
} from './reimbursement-stages';
import { HttpError } from '../../../netlify/server/http.server';
import { isStatusToken } from './reimbursement-status';
import { createRecord, keyOf, listKeys, patchRecord, readRecord } from '../../../netlify/server/store.server';
import { z } from '../../shared/zod';
import { monthFolders } from './submission-months.server';
import { NO_SUCH_ROW, readRows, storedSubmission, submissionKey, submissionsStore, withStage } from './submissions.server';

const FORM = 'reimbursement_request';

export interface MovedRow {
  row: Submission;
  /** The history entry this move added. */
  entry: StageEntry;
  /** How many moves the row has had, this one included: numbers the mail about it. */
  moves: number;
}

/**
 * Moves a request. The rules are checked on the row as it is when it is written (patchRecord retries a
 * lost race on the fresh row), so of two officers acting at once one wins and the other is told why not.
 */
export async function moveReimbursement(id: string, move: StageMove, officer: string, now: Date = new Date()): Promise<MovedRow> {
  const updated = await patchRecord(submissionsStore(), submissionKey(FORM, id), storedSubmission, (row) => {
    const refusal = refuseMove(row, requestTotal(row.form_data), move, officer);
    if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.message);
    return { ...row, ...applyMove(row, move, officer, now.toISOString()) };
  });
  if (!updated) throw NO_SUCH_ROW();
  const history = updated.stage_history ?? [];
  const entry = history.at(-1);
  if (!entry) throw new Error('A moved request has no history; this should never happen.');
  return { row: withStage(updated), entry, moves: history.length };
}

/** The UTC month folders that may hold a school year's rows (a New York day can fall in the next UTC month). */
function monthsOfSchoolYear(year: number): Set<string> {
  const months = new Set<string>();
  for (let index = 0; index < 14; index += 1) {
    const date = new Date(Date.UTC(year, 5 + index, 1));
    months.add(date.toISOString().slice(0, 7));
  }
  return months;
}

/** The school year of today in the school's time zone. */
export const currentSchoolYear = (now: Date = new Date()): number =>
  schoolYearOf(schoolDay(now.toISOString()) ?? now.toISOString().slice(0, 10));

/** The school years that have requests, from the month folders' names, with the current one always. */
const schoolYearsOf = (months: readonly string[], now: Date): number[] => [
  ...new Set([currentSchoolYear(now), ...months.map((month) => schoolYearOf(`${month}-15`))]),
];

/** Every row submitted in a school year, newest first: at most fourteen month folders, never the whole history. */
async function rowsOfSchoolYear(year: number): Promise<{ rows: Submission[]; years: number[] }> {
  const store = submissionsStore();
  const folders = await monthFolders(store, FORM);
  const wanted = monthsOfSchoolYear(year);
  const keys = (
    await Promise.all(
      folders
        .filter((folder) => wanted.has(folder.month))
        .map(async (folder) => folder.keys ?? (await listKeys(store, `${FORM}/${folder.month}/`))),
    )
  )
    .flat()
    .sort()
    .reverse();
  const rows = (await readRows(store, keys)).filter((row) => schoolYearOfRow(row) === year);
  return {
    rows,
    years: schoolYearsOf(
      folders.map((folder) => folder.month),
      new Date(),
    ),
  };
}

export interface ReimbursementFilter {
  stage?: Stage;
  schoolYear: number;
  page?: { page: number; pageSize: number };
}

/** The stage filter of the dashboard: rows of one school year, of one stage when given, newest first. */
export async function listReimbursements({
  stage,
  schoolYear,
  page,
}: ReimbursementFilter): Promise<{ rows: Submission[]; totalCount: number }> {
  const { rows } = await rowsOfSchoolYear(schoolYear);
  const matching = stage ? rows.filter((row) => row.stage === stage) : rows;
  const [skip, size] = page ? [(page.page - 1) * page.pageSize, page.pageSize] : [0, matching.length];
  return { rows: matching.slice(skip, skip + size), totalCount: matching.length };
}

/** The totals of one school year, overall and per committee or activity. */
export async function reimbursementTotals(schoolYear: number): Promise<SchoolYearTotals> {
  const { rows, years } = await rowsOfSchoolYear(schoolYear);
  return schoolYearTotals(rows, schoolYear, years);
}

// The payee's status link (DESIGN section 9): 256 random bits; only their hash is stored.
const statusKey = (token: string) => keyOf('reimbursement-status', createHash('sha256').update(token).digest('hex'));
const storedStatusLink = z.object({ row_id: z.string() });

/** A new status link's token for a stored request; the store keeps only its hash and the row's id. */
export async function createStatusToken(rowId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  if (!(await createRecord(submissionsStore(), statusKey(token), { row_id: rowId }))) {
    throw new Error('A status token was reused; this should never happen.');
  }
  return token;
}

/** What a status link shows, or null for a token that names nothing (of any shape). */
export async function readReimbursementStatus(token: string): Promise<ReimbursementStatus | null> {
  if (!isStatusToken(token)) return null;
  const store = submissionsStore();
  const link = await readRecord(store, statusKey(token), storedStatusLink, { strong: true });
  if (!link) return null;
  const row = await readRecord(store, submissionKey(FORM, link.row_id), storedSubmission, { strong: true });
  return row ? publicStatus(row) : null;
}

/** The status token of a newly stored request, or undefined for other forms or when it could not be stored (the request stands). */
export async function statusTokenFor(submission: Submission): Promise<string | undefined> {
  if (submission.form_type !== FORM) return undefined;
  try {
    return await createStatusToken(submission._id);
  } catch (error) {
    console.error(`[forms] could not store the status link of ${submission._id}:`, error);
    return undefined;
  }
}
