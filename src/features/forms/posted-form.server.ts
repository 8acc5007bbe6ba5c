/**
 * The Volunteer Form page's own POST (docs/decisions/074): the form as the browser sends it when its scripts
 * have not run, read within the same limits as an upload to submit-form, checked with the same reducer and
 * schema as the island, and received as submit-form receives it (`receive`). Answers what the page draws.
 */
import { HttpError } from '../../server/http.server';
import { readMultipart, type MultipartLimits, type UploadedFile } from '../../server/multipart.server';
import { buildFormData, formModel, formProblems, initialFormState, type FormModel, type FormState } from './form-engine-state';
import { formWordsOf } from './form-words';
import { isVolunteerFormType, type VolunteerFormType } from './form-types';
import type { FormsText } from './forms-text';
import { HONEYPOT_FIELD } from './payload-schema';
import {
  FORM_ACTION_PART,
  FORM_TYPE_PART,
  isChosenFile,
  postedAction,
  postedState,
  postedValues,
  RECEIPTS_PART,
  withoutFiles,
  type PostedForm,
} from './posted-form';
import { refusalIn } from './problem-display';
import { receivedForm } from './confirmation-panel';
import { MAX_RECEIPT_BYTES, MAX_RECEIPTS, MAX_RECEIPTS_TOTAL_BYTES } from './receipts';
import { MAX_INVOICE_LINES, MAX_SELECTED_ACTIVITIES, MAX_TEXTAREA_LENGTH } from './size-limits';
import { limitSubmissions, type SubmitRequest } from './submit-form.server';
import { listVolunteerActivities } from './volunteer-activities.server';
import type { SelectOption } from './field-definitions';
import type { Lang } from '../../shared/i18n/lang';

const POSTED_FORM_LIMITS: MultipartLimits = {
  fileField: RECEIPTS_PART,
  maxFileBytes: MAX_RECEIPT_BYTES,
  maxFiles: MAX_RECEIPTS,
  maxTotalFileBytes: MAX_RECEIPTS_TOTAL_BYTES,
  // Every field once, a box per activity, three parts per invoice line, and room for the form's own parts.
  maxFields: 20 + MAX_SELECTED_ACTIVITIES + 3 * MAX_INVOICE_LINES + 10,
  // The longest text, at up to 4 bytes a character in UTF-8.
  maxFieldBytes: 4 * MAX_TEXTAREA_LENGTH,
};

/** What the page needs to draw and answer the POST. */
export interface PostedAnswer {
  status: number;
  posted: PostedForm;
  /** A refusal's own headers (a 429's Retry-After). */
  headers?: Record<string, string>;
}

interface PostedFormContext {
  lang: Lang;
  /** The page's texts. */
  text: FormsText;
  /** The form the address names: the one drawn again when the body cannot be read. */
  tab: VolunteerFormType;
  /** The sender's address, counted as submit-form counts it (limitSubmissions). */
  client: string;
  /** The activity list the page read (the forms' options); null when that read failed, and it is read again. */
  activities: readonly SelectOption[] | null;
  /** Receives a valid form as submit-form does; throws the HttpError of a refusal. */
  receive: (request: SubmitRequest) => Promise<{ reference?: string; status_page?: string }>;
}

const fileInfo = (file: UploadedFile) => ({ name: file.name, size: file.bytes.length });

const refused = (error: HttpError, { lang, text }: PostedFormContext) => [
  text.toasts.failed,
  refusalIn(lang, text.refusals, { status: error.status, message: error.message }),
];

/** The form again, as typed, with why it was not received. */
const drawnAgain = (model: FormModel, state: FormState, text: FormsText, pressed: boolean, refusals: string[] = []): PostedForm => ({
  formType: model.formType,
  state: withoutFiles(model, state, text.receipts.again),
  pressed,
  refusals,
});

export async function answerPostedForm(req: Request, context: PostedFormContext): Promise<PostedAnswer> {
  const { lang, text, tab, receive } = context;
  const words = formWordsOf(text);
  let body;
  try {
    await limitSubmissions(context.client);
    // Receipts over their limits are refused, not what was typed: the form comes back with it (`filesRefused`).
    body = await readMultipart(req, POSTED_FORM_LIMITS, { keepFields: true });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const model = formModel(tab, [], words);
    const posted = drawnAgain(model, initialFormState(model), text, false, refused(error, context));
    return { status: error.status, posted, headers: error.headers };
  }
  const { fields, entries } = body;
  const files = body.files.filter((file) => isChosenFile(fileInfo(file)));
  const named = fields[FORM_TYPE_PART];
  const formType = isVolunteerFormType(named) ? named : tab;
  const model = formModel(formType, context.activities ?? (await listVolunteerActivities(lang)), words);
  const values = postedValues(model, entries, files.map(fileInfo));
  const action = postedAction(fields[FORM_ACTION_PART]);
  const state = postedState(model, values, action);
  if (body.filesRefused) {
    const { filesRefused } = body;
    return { status: filesRefused.status, posted: drawnAgain(model, state, text, false, refused(filesRefused, context)) };
  }
  if (action.kind !== 'submit') return { status: 200, posted: drawnAgain(model, state, text, false) };
  if (formProblems(model, state).length > 0) return { status: 400, posted: drawnAgain(model, state, text, true) };
  try {
    const form_data = buildFormData(model, values, fields[HONEYPOT_FIELD] ?? '');
    const receipt = await receive({ body: { form_type: formType, form_data, lang }, files });
    const received = receivedForm(
      model,
      values,
      new Date(),
      { reference: receipt.reference, statusPage: receipt.status_page },
      { lang, formName: text.tabs[formType], nextSteps: Object.values(text.nextSteps[formType]) },
    );
    return { status: 200, posted: { formType, received } };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, posted: drawnAgain(model, state, text, false, refused(error, context)), headers: error.headers };
  }
}
