/**
 * The treasurer's reimbursement workflow on the server (DESIGN section 9, docs/decisions/035): the move's
 * request schema, moving a request through its stages with one conditional write of the version the officer
 * saw, a school year's rows for the stage filter and the totals, and the payee's private status link (stored
 * hashed).
 */
import { createHash, createHmac } from 'node:crypto';
import type { Submission } from '../submissions';
import {
  applyMove,
  publicStatus,
  refuseMove,
  requestTotal,
  rowVersion,
  schoolDay,
  type Officer,
  type ReimbursementStatus,
  type Stage,
  type StageEntry,
  stageMoveSchema,
  type StageMove,
} from './workflow';
import { HttpError } from '../../server/http.server';
import { readJwtSecret } from '../../server/env.server';
import { isStatusToken } from './payee-status';
import { schoolYearOf, schoolYearOfRow, schoolYearTotals, type SchoolYearTotals } from './school-year-totals';
import { createRecord, keyOf, listKeys, readRecord, readWithEtag, replaceRecord, staleEdit } from '../../server/store.server';
import { MISSING_VERSION_MESSAGE } from '../../shared/edit-version';
import { z } from '../../shared/zod';
import {
  monthFolders,
  NO_SUCH_ROW,
  readRows,
  rowIdSchema,
  storedSubmission,
  submissionKey,
  submissionsStore,
  withStage,
} from '../submissions/index.server';

const FORM = 'reimbursement_request';

/**
 * What the Reimbursements tab sends to move a request (SPEC section 7's form-data call, DESIGN section 9,
 * docs/decisions/035): POST /v1/user_auth/form-data/reimbursement_request with `row_id`, the row's `version`
 * the officer saw (a move without it is a 400, a stale one a 409) and `update_fields` { stage, ... }.
 */
export const stageUpdateSchema = z.object(
  {
    row_id: rowIdSchema,
    version: z.number(MISSING_VERSION_MESSAGE).int(MISSING_VERSION_MESSAGE).positive(MISSING_VERSION_MESSAGE),
    update_fields: stageMoveSchema,
  },
  'The request body must be a JSON object.',
);

/** Whether a body asks for a stage move rather than a status change. */
export const isStageUpdate = (body: Record<string, unknown>): boolean =>
  typeof body.update_fields === 'object' && body.update_fields !== null && 'stage' in body.update_fields;

export interface MovedRow {
  row: Submission;
  /** The history entry this move added. */
  entry: StageEntry;
  /** How many moves the row has had, this one included: numbers the mail about it. */
  moves: number;
}

/** Tries of a move whose row changed meanwhile by something that is not a move (read/unread, its mail's state). */
const MOVE_ATTEMPTS = 5;

/**
 * Moves a request made on `version` (DESIGN section 9): a stale version is a 409, and so is a row moved by
 * anyone between this read and this write, so of N officers acting at once on one version exactly one wins.
 * A stale move that the row as it now is would refuse anyway is told why ("This request is already paid").
 * A change that is not a move (read/unread, its mail's state) does not raise the version: the move is tried
 * again on the fresh row, still of the same version.
 */
export async function moveReimbursement(
  id: string,
  version: number,
  move: StageMove,
  officer: Officer,
  now: Date = new Date(),
): Promise<MovedRow> {
  const store = submissionsStore();
  const key = submissionKey(FORM, id);
  for (let attempt = 0; attempt < MOVE_ATTEMPTS; attempt += 1) {
    const current = await readWithEtag(store, key, storedSubmission);
    if (!current) throw NO_SUCH_ROW();
    const row = withStage(current.data);
    const refusal = refuseMove(row, requestTotal(row.form_data), move, officer);
    if (rowVersion(row) !== version) {
      // Stale either way (409); where the row as it is now explains why, the officer reads that instead.
      throw refusal?.status === 409 ? new HttpError(409, refusal.code, refusal.message) : staleEdit();
    }
    if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.message);
    const moved: Submission = { ...row, ...applyMove(row, move, officer, now.toISOString()), version: version + 1 };
    if (await replaceRecord(store, key, current.etag, moved)) {
      const history = moved.stage_history ?? [];
      const entry = history.at(-1);
      if (!entry) throw new Error('A moved request has no history; this should never happen.');
      return { row: moved, entry, moves: history.length };
    }
  }
  throw staleEdit();
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

// The payee's status link (DESIGN section 9): 256 bits derived from the server's secret and the row, so the
// mail that carries it can always be written again (docs/decisions/049); only its hash is stored.
const statusKey = (token: string) => keyOf('reimbursement-status', createHash('sha256').update(token).digest('hex'));
const storedStatusLink = z.object({ row_id: z.string() });

/** The status token of a request: an HMAC of its id under JWT_SECRET, with a label of its own. */
const statusTokenOf = (rowId: string, secret: Uint8Array = readJwtSecret()): string =>
  createHmac('sha256', secret).update(`reimbursement-status:${rowId}`).digest('base64url');

/** The status link of a stored request, its hash stored (again, harmlessly, when it was before). */
export async function ensureStatusLink(rowId: string): Promise<string> {
  const token = statusTokenOf(rowId);
  await createRecord(submissionsStore(), statusKey(token), { row_id: rowId });
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
