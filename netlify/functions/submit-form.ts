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
 * submission, and a function stopped at any point leaves the sweep something to finish (receiveSubmission).
 */
import type { Config, Context } from '@netlify/functions';
import { limitSubmissions, readSubmitRequest } from '../../src/features/forms/index.server';
import { receiveSubmission } from '../../src/features/notifications/index.server';
import { jsonResponse, route, type Params } from '../../src/server/http.server';
import { clientAddress } from '../../src/server/throttle.server';

async function submitForm(req: Request, _params: Params, context: Context): Promise<Response> {
  await limitSubmissions(clientAddress(context));
  const receipt = await receiveSubmission(await readSubmitRequest(req), { defer: (work) => context.waitUntil(work) });
  return jsonResponse({ status: true, ...receipt });
}

export default route({
  '/v1/api/submit-form': { POST: submitForm },
});

export const config: Config = { path: '/v1/api/submit-form' };
