/**
 * POST /v1/api/submit-form (SPEC section 7): a public form, as JSON `{ form_type, form_data }` or, for a
 * reimbursement with receipts, multipart (form_type, form_data as JSON text, one `files` part per receipt).
 * Answers `{ status: true }`, or `{ error, code }` with 400, 413, 415 or 429.
 *
 * Mail (issue 18): once the submission is stored, its mails are written to the outbox and sent after the
 * answer (context.waitUntil), so the visitor never waits for SMTP and mail never refuses a submission.
 */
import type { Config, Context } from '@netlify/functions';
import { acceptSubmission, limitSubmissions, readSubmitRequest } from '../../src/features/forms/form-submit.server';
import { statusTokenFor } from '../../src/features/forms/index.server';
import { deliverMails, queueSubmissionMails } from '../../src/features/notifications/index.server';
import { jsonResponse } from '../server/http.server';
import { route, type Params } from '../server/router.server';
import { clientAddress } from '../server/throttle.server';

async function submitForm(req: Request, _params: Params, context: Context): Promise<Response> {
  await limitSubmissions(clientAddress(context));
  const submission = await acceptSubmission(await readSubmitRequest(req));
  if (submission) {
    // A reimbursement's payee follows it on a private page; its link is in the confirmation (issue 19).
    const mails = await queueSubmissionMails(submission, { statusToken: await statusTokenFor(submission) });
    if (mails.length > 0) context.waitUntil(deliverMails(mails));
  }
  return jsonResponse({ status: true });
}

export default route({
  '/v1/api/submit-form': { POST: submitForm },
});

export const config: Config = { path: '/v1/api/submit-form' };
