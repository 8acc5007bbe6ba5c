/**
 * POST /v1/api/submit-form (SPEC section 7): a public form, as JSON `{ form_type, form_data, lang? }` or, for a
 * reimbursement with receipts, multipart (form_type, form_data as JSON text, lang, one `files` part per receipt).
 * `lang` ('en' or 'es', docs/decisions/068) is the language of the page it came from, stored on the record.
 * Answers `{ status: true, reference }` (the short reference a person quotes, docs/decisions/055; a
 * reimbursement also `status_page`, the path of its payee's status page), or
 * `{ error, code }` with 400, 413, 415 or 429. A honeypot hit is answered `{ status: true }` and stores nothing.
 *
 * Mail (docs/decisions/034, 049): the submission's mails are owed (a job) before its first blob is written,
 * and sent after the answer (context.waitUntil), so the visitor never waits for SMTP, mail never refuses a
 * submission, and a function stopped at any point leaves the sweep something to finish.
 */
import type { Config, Context } from '@netlify/functions';
import { limitSubmissions, prepareSubmission, readSubmitRequest, storePreparedSubmission } from '../../src/features/forms/index.server';
import { storeOwingMails } from '../../src/features/notifications/index.server';
import { ensureStatusLink } from '../../src/features/reimbursements/index.server';
import { jsonResponse, route, type Params } from '../../src/server/http.server';
import { clientAddress } from '../../src/server/throttle.server';

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

async function submitForm(req: Request, _params: Params, context: Context): Promise<Response> {
  await limitSubmissions(clientAddress(context));
  const prepared = await prepareSubmission(await readSubmitRequest(req));
  if (!prepared) return jsonResponse({ status: true });
  const owed = { form_type: prepared.input.form_type, id: prepared.id, receipts: prepared.receipts.length };
  const stored = await storeOwingMails(owed, (mailStatus) => storePreparedSubmission(prepared, { mailStatus }), {
    defer: (work) => context.waitUntil(work),
  });
  const statusPage = stored.form_type === 'reimbursement_request' ? await statusPageOf(stored._id) : undefined;
  return jsonResponse({ status: true, reference: stored.reference, ...(statusPage ? { status_page: statusPage } : {}) });
}

export default route({
  '/v1/api/submit-form': { POST: submitForm },
});

export const config: Config = { path: '/v1/api/submit-form' };
