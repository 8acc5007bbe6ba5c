/**
 * An event's page answering its own POST (docs/decisions/075): the feedback as the browser sends it when the
 * popup's scripts have not run, read within tight limits, then counted against the sender's address as submit-form
 * counts it, checked with the view's own rules, and received as submit-form receives it (`receive`). Answers
 * what the page draws in its popup.
 */
import { HttpError } from '../../../server/http.server';
import { readMultipart, type MultipartLimits } from '../../../server/multipart.server';
import type { Lang } from '../../../shared/i18n/lang';
import { HONEYPOT_FIELD, MAX_FEEDBACK_LENGTH } from '../../forms';
import { limitSubmissions, receivedFeedback, type SubmitRequest } from '../../forms/index.server';
import type { EventRecord } from '../core/event';
import { eventsText } from '../events-text';
import { checkFeedback, feedbackMessageIn, postedFeedbackValues } from './feedback-check';
import { FEEDBACK_VIEW, GALLERY_VIEW, type DrawnFeedback, type FeedbackValues } from './posted-feedback';

const FEEDBACK_LIMITS: MultipartLimits = {
  fileField: 'files',
  maxFileBytes: 0,
  maxFiles: 0,
  maxTotalFileBytes: 0,
  // The rating, the text and the honeypot, with room to spare.
  maxFields: 6,
  // The text at its longest, at up to 4 bytes a character in UTF-8.
  maxFieldBytes: 4 * MAX_FEEDBACK_LENGTH,
};

interface PostedFeedbackContext {
  lang: Lang;
  /** The sender's address, counted as submit-form counts it (limitSubmissions). */
  client: string;
  /** Receives a valid form as submit-form does; throws the HttpError of a refusal. */
  receive: (request: SubmitRequest) => Promise<{ reference?: string }>;
}

export interface FeedbackAnswer {
  status: number;
  drawn: DrawnFeedback;
  /** A refusal's own headers (a 429's Retry-After). */
  headers?: Record<string, string>;
}

export async function answerPostedFeedback(
  req: Request,
  event: Pick<EventRecord, 'name' | 'title' | 'title_es' | 'startDt'>,
  { lang, client, receive }: PostedFeedbackContext,
): Promise<FeedbackAnswer> {
  const t = eventsText[lang].feedback;
  const again = (status: number, values: FeedbackValues, pressed: boolean, refusal: string): FeedbackAnswer => ({
    status,
    drawn: { view: FEEDBACK_VIEW, values, pressed, refusal },
  });
  // A refusal of the form as a whole: the rules' words for what the text breaks, the view's failure for the rest.
  const refused = (error: HttpError, values: FeedbackValues): FeedbackAnswer => ({
    ...again(error.status, values, false, error.status === 400 ? feedbackMessageIn(t, error.message) : t.failed),
    headers: error.headers,
  });
  let fields: Record<string, string> = {};
  try {
    ({ fields } = await readMultipart(req, FEEDBACK_LIMITS));
    // Counted once read (three short fields), so that a sender over the limit gets back what they typed.
    await limitSubmissions(client);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return refused(error, postedFeedbackValues(fields));
  }
  const values = postedFeedbackValues(fields);
  const checked = checkFeedback(event, values);
  if (!checked.ok) {
    const missing = checked.missing.length > 0;
    return again(400, values, missing, missing ? '' : feedbackMessageIn(t, checked.message));
  }
  try {
    const form_data = { ...checked.payload, [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] ?? '' };
    const receipt = await receive({ body: { form_type: 'event_feedback', form_data, lang }, files: [] });
    const sent = { eventTitle: event.title, eventTitle_es: event.title_es, rating: values.rating };
    return { status: 200, drawn: { view: GALLERY_VIEW, received: receivedFeedback(sent, new Date(), receipt.reference) } };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return refused(error, values);
  }
}
