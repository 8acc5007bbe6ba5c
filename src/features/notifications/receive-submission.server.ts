/**
 * A public form's submission received (SPEC section 7), by the submit-form function and by the Volunteer Form
 * page's own POST when scripts have not run (docs/decisions/074), each after counting the sender's address
 * (limitSubmissions): the form is validated, its mails owed (a job) before its first blob is written and sent after the answer (`defer`), so
 * the sender never waits for SMTP and a stop at any point leaves the sweep something to finish
 * (docs/decisions/034, 049).
 */
import { prepareSubmission, storePreparedSubmission, type SubmitRequest } from '../forms/index.server';
import { ensureStatusLink } from '../reimbursements/index.server';
import { storeOwingMails } from './submission-mails.server';

/** What the sender is told: the short reference, and a reimbursement's status page; nothing for a honeypot hit. */
export interface SubmissionReceipt {
  reference?: string;
  status_page?: string;
}

/**
 * A reimbursement's payee may follow it at once from the confirmation panel: the same link its mail carries.
 * It is stored already, so a failure here (a missing JWT_SECRET) leaves the link to the mail, never a 500.
 */
async function statusPageOf(rowId: string): Promise<string | undefined> {
  try {
    return `/volunteers/reimbursement-status/${await ensureStatusLink(rowId)}`;
  } catch (error) {
    console.error(`[submit-form] no status page for ${rowId} in the answer:`, error);
    return undefined;
  }
}

/** Throws the HttpError a refusal answers with (400, 413, 415, 429). */
export async function receiveSubmission(
  request: SubmitRequest,
  { defer }: { defer?: (work: Promise<void>) => void } = {},
): Promise<SubmissionReceipt> {
  const prepared = await prepareSubmission(request);
  if (!prepared) return {};
  const owed = { form_type: prepared.input.form_type, id: prepared.id, receipts: prepared.receipts.length };
  const stored = await storeOwingMails(owed, (mailStatus) => storePreparedSubmission(prepared, { mailStatus }), { defer });
  const statusPage = stored.form_type === 'reimbursement_request' ? await statusPageOf(stored._id) : undefined;
  return { reference: stored.reference, ...(statusPage ? { status_page: statusPage } : {}) };
}

/**
 * Receives a form a page drawn on request took itself, when scripts had not run (docs/decisions/074, 075): its
 * mails go after the answer, kept alive by Netlify's `waitUntil` where the page has one.
 */
export const receiveOnPage =
  (context: { waitUntil: (work: Promise<void>) => void } | undefined) =>
  (request: SubmitRequest): Promise<SubmissionReceipt> =>
    receiveSubmission(request, { defer: context ? (work) => context.waitUntil(work) : undefined });
