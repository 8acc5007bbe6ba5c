/**
 * POST /v1/api/submit-form's work (SPEC section 7, DESIGN section 6): read the JSON or multipart body
 * within its limits, drop honeypot hits, validate with the form's own schema against the current
 * activity list, count the sender's email (prepareSubmission), then store the receipts and after them the
 * submission that names them (storePreparedSubmission).
 */
import { isHoneypotFilled, submissionLangSchema, submissionSchema, type SubmissionInput } from './payload-schema';
import { MAX_SUBMISSION_JSON_BYTES } from './size-limits';
import type { Submission, SubmissionStatus } from '../submissions';
import { MAX_RECEIPT_BYTES, MAX_RECEIPTS, MAX_RECEIPTS_TOTAL_BYTES } from './receipts';
import { HttpError, mediaType, parseJsonText, readJsonBody, parseBody } from '../../server/http.server';
import { readMultipart, type MultipartLimits, type UploadedFile } from '../../server/multipart.server';
import { checkReceipt, deleteReceipts, storeReceipts, type Receipt } from './receipts.server';
import { advanceReferenceHint, claimReference, newSubmissionId, storeSubmission, type StoreOptions } from '../submissions/index.server';
import { recordAttempt, type ThrottleRule } from '../../server/throttle.server';
import { listVolunteerActivities } from './volunteer-activities.server';

const MINUTE = 60 * 1000;
/**
 * Per address (docs/decisions/022): parents at one event share the school's Wi-Fi, so a minute holds 120
 * submissions and an hour 600; a flood of hundreds a minute is refused.
 */
export const SUBMIT_RULE: ThrottleRule = {
  name: 'submit-form',
  limit: 600,
  windowMs: 60 * MINUTE,
  burst: { limit: 120, windowMs: MINUTE },
};
/** Per sender's email (the three forms with one): more than a person sends in ten minutes, far fewer than a bot. */
const SUBMIT_EMAIL_RULE: ThrottleRule = { name: 'submit-email', limit: 10, windowMs: 10 * MINUTE };
export const TOO_MANY_SUBMISSIONS = 'Too many forms were sent from your connection. Please wait a few minutes and try again.';
export const TOO_MANY_FROM_EMAIL = 'Too many forms were sent with this email address. Please wait a few minutes and try again.';

/** The public form's guard: a rate limit per address (429 with Retry-After past it). */
export async function limitSubmissions(address: string): Promise<void> {
  await recordAttempt(SUBMIT_RULE, address, TOO_MANY_SUBMISSIONS);
}

/** One mailbox however it is written: letter case, spaces and a +tag do not make another sender. */
export function normaliseEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return at < 0 ? address : `${address.slice(0, at).replace(/\+.*$/, '')}${address.slice(at)}`;
}

/** A sender's email counts against its own limit (a volunteer sign-up's too, docs/decisions/066). */
export async function limitSenderEmail(email: string): Promise<void> {
  await recordAttempt(SUBMIT_EMAIL_RULE, normaliseEmail(email), TOO_MANY_FROM_EMAIL);
}

/** A valid submission that names its sender counts against that email (event feedback names none). */
async function limitSender({ form_data }: SubmissionInput): Promise<void> {
  if (typeof form_data.email === 'string' && form_data.email) await limitSenderEmail(form_data.email);
}

const MULTIPART_LIMITS: MultipartLimits = {
  fileField: 'files',
  maxFileBytes: MAX_RECEIPT_BYTES,
  maxFiles: MAX_RECEIPTS,
  maxTotalFileBytes: MAX_RECEIPTS_TOTAL_BYTES,
  // form_type, form_data and lang, and room for a few harmless extras.
  maxFields: 8,
  maxFieldBytes: MAX_SUBMISSION_JSON_BYTES,
};

/** The submission as sent, before validation, and its files. */
export interface SubmitRequest {
  body: { form_type?: unknown; form_data?: unknown; lang?: unknown };
  files: UploadedFile[];
}

export async function readSubmitRequest(req: Request): Promise<SubmitRequest> {
  if (mediaType(req) === 'multipart/form-data') {
    const { fields, files } = await readMultipart(req, MULTIPART_LIMITS);
    const body = { form_type: fields.form_type, form_data: parseFormData(fields.form_data) };
    return { body: fields.lang === undefined ? body : { ...body, lang: fields.lang }, files };
  }
  // Anything else must be JSON (readJsonBody answers 415 otherwise).
  return { body: await readJsonBody(req, MAX_SUBMISSION_JSON_BYTES), files: [] };
}

/** form_data arrives in a multipart body as JSON text. */
const parseFormData = (text: string | undefined): unknown =>
  text === undefined ? undefined : parseJsonText(text, "The form's form_data part");

/** A valid submission, its receipts checked and its id chosen, not stored yet. */
export interface PreparedSubmission {
  id: string;
  at: Date;
  input: SubmissionInput;
  receipts: Receipt[];
}

/** Validates a submission; null for a honeypot hit, which is answered like a success but leaves nothing behind. */
export async function prepareSubmission({ body, files }: SubmitRequest, at: Date = new Date()): Promise<PreparedSubmission | null> {
  if (isHoneypotFilled(body.form_data)) return null;
  // Checked first, so a wrong language is named whatever else the form lacks.
  const { lang } = parseBody(submissionLangSchema, { lang: body.lang });
  // Event feedback names no activity: it costs no read of the committees.
  const activities = body.form_type === 'event_feedback' ? [] : await listVolunteerActivities();
  const parsed = parseBody(submissionSchema({ activities }), body);
  const input = lang ? { ...parsed, lang } : parsed;
  if (files.length > 0 && input.form_type !== 'reimbursement_request') {
    throw new HttpError(400, 'UNEXPECTED_FILE', 'Only a reimbursement request carries receipts.');
  }
  // Every file is checked before anything is written: one bad file stores nothing.
  const receipts = files.map(checkReceipt);
  // Only what would be stored counts against its sender: a typo that is refused costs nothing.
  await limitSender(input);
  return { id: newSubmissionId(at), at, input, receipts };
}

/**
 * Receipts first, then the record that names them, so a stored submission never points at missing files. A
 * reimbursement's receipts are the names of the files stored, never the client's list. Receipts left by a
 * write that failed are removed here, or by the job that owed them (docs/decisions/049) when it was stopped.
 */
export async function storePreparedSubmission(
  { id, at, input: { form_type, form_data, lang }, receipts }: PreparedSubmission,
  options: Omit<StoreOptions, 'id'> = {},
): Promise<Submission> {
  try {
    const names = await storeReceipts(id, receipts);
    const data = form_type === 'reimbursement_request' ? { ...form_data, receipts: names } : form_data;
    // Claimed before the record: a stop between the two skips a number, never gives one twice (docs/decisions/055).
    const reference = await claimReference(form_type, id, at);
    const stored = await storeSubmission(form_type, data, at, { ...options, id, reference, lang });
    await advanceReferenceHint(reference);
    return stored;
  } catch (error) {
    await deleteReceipts(id, receipts.length);
    throw error;
  }
}

/** Stores a valid submission as it is (the demo data): no throttle, no mail. */
export async function saveSubmission(
  input: SubmissionInput,
  receipts: readonly Receipt[],
  options: { at?: Date; status?: SubmissionStatus } = {},
): Promise<Submission> {
  const at = options.at ?? new Date();
  return storePreparedSubmission({ id: newSubmissionId(at), at, input, receipts: [...receipts] }, { status: options.status });
}
