/**
 * A volunteer's manage page answering its own POST (docs/decisions/090): "Yes, cancel it" as the browser sends it
 * when the page's island has not run, the API's `{ action: 'cancel' }` as a form field, read within tight limits
 * and checked with the API's schema, then cancelled by `cancelByToken` as the API does. Answers whether the
 * cancel was done (the page then sends the browser back to its address) or why not, in the page's words.
 */
import { HttpError, parseBody } from '../../../server/http.server';
import { readMultipart, type MultipartLimits } from '../../../server/multipart.server';
import type { WithJobOptions } from '../../../server/jobs.server';
import type { Lang } from '../../../shared/i18n/lang';
import { manageActionSchema } from '../core/signup-schema';
import { signupsText } from '../signups-text';
import { refusalTextOf } from '../refusal-text';
import { cancelByToken } from './signups.server';

const CANCEL_LIMITS: MultipartLimits = {
  fileField: 'files',
  maxFileBytes: 0,
  maxFiles: 0,
  maxTotalFileBytes: 0,
  maxFields: 2,
  maxFieldBytes: 64,
};

export type CancelAnswer =
  | { done: true }
  | {
      done: false;
      status: number;
      /** The refusal in the page's words ('' for a link that names no sign-up: the page says "Sign-up not found"). */
      refusal: string;
    };

export async function answerPostedCancel(req: Request, token: string, lang: Lang, options: WithJobOptions = {}): Promise<CancelAnswer> {
  const text = signupsText[lang].manage;
  try {
    const { fields } = await readMultipart(req, CANCEL_LIMITS);
    parseBody(manageActionSchema, fields);
    await cancelByToken(token, options);
    return { done: true };
  } catch (error) {
    // The store could not be read or written: nothing was cancelled, and the page says to try again (as the island does).
    if (!(error instanceof HttpError)) {
      console.error('[page] the sign-up could not be cancelled', error);
      return { done: false, status: 503, refusal: text.cancelFailed };
    }
    const refusal = error.status === 404 ? '' : refusalTextOf(error, { ...text, failed: text.cancelFailed }, lang);
    return { done: false, status: error.status, refusal };
  }
}
