/**
 * What the confirmation panel shows once a public form was received (docs/decisions/028): the form's
 * name, when it was sent in the school's time zone, and the few fields by which the sender recognises it, in the
 * page's language (docs/decisions/068).
 */
import { isValid, parseISO } from 'date-fns';
import { EVENT_TIME_ZONE } from '../events';
import type { FieldDefinition } from './field-definitions';
import { formatMoney, parseDecimal } from './money';
import { valueOf, type FieldValue, type FormModel, type FormValues } from './form-engine-state';
import type { VolunteerFormType } from './form-types';
import { formatText } from '../../shared/i18n/catalogue';
import { officerText } from '../../shared/i18n/officer-text';
import { formatIn } from '../../shared/i18n/dates';
import { englishPeriod, spanishPeriod } from '../../shared/i18n/periods';
import { pathIn, type Lang } from '../../shared/i18n/lang';
import type { FormPanelText } from './form-panel-text';

interface Received {
  /** The short reference the server gave it (docs/decisions/055). */
  reference?: string;
  /** When it was sent. */
  sentAt: Date;
}

/** One of the volunteer forms, received: its texts are already in the page's language. */
export interface ReceivedVolunteerForm extends Received {
  formType: VolunteerFormType;
  formName: string;
  /** Where the copy was mailed: the form's Email field. */
  email?: string;
  /** A reimbursement's private status page, a path on this site in the page's language. */
  statusPage?: string;
  /** Label and value of each key field the sender filled in, in the form's order; `english` marks a value shown in English. */
  details: Array<{ label: string; value: string; english?: boolean }>;
  nextSteps: readonly string[];
}

/** Feedback on an event, received (docs/decisions/062): the panel words it in the island's language. */
export interface ReceivedFeedback extends Received {
  formType: 'event_feedback';
  /** The event's title: the officers' text, in English, and in Spanish where they wrote one (docs/decisions/070). */
  eventTitle: string;
  eventTitle_es?: string;
  rating: number;
}

export type ReceivedForm = ReceivedVolunteerForm | ReceivedFeedback;

/** The fields that identify a sent form (the e-mail has a sentence of its own); the rest is in the mailed copy. */
const KEY_FIELDS: Readonly<Record<VolunteerFormType, readonly string[]>> = {
  volunteer_request: ['name', 'volunteer_activity'],
  volunteer_hours_request: ['name', 'volunteer_activity', 'activity_date', 'hours'],
  reimbursement_request: ['name', 'volunteer_activity', 'payto_name', 'reimbursement_total', 'receipts'],
};

const SENT_AT_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: EVENT_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
// Made at first use: a page's first Intl formatter loads the browser's locale data, a long task on a phone.
const sentAtFormats: Partial<Record<Lang, Intl.DateTimeFormat>> = {};
const sentAtFormat = (lang: Lang) => (sentAtFormats[lang] ??= new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-US', SENT_AT_OPTIONS));

/**
 * When a form was sent, in the school's time zone whatever the visitor's own: 'Monday, November 23, 2026 at 3:05 p.m.
 * EST' (a.m. and p.m. as the site writes an event's times), 'lunes, 23 de noviembre de 2026, 3:05 p. m. EST' (Spanish
 * times as Spanish typesetting writes them).
 */
export const formatSentAt = (at: Date, lang: Lang = 'en'): string =>
  lang === 'en'
    ? sentAtFormat('en')
        .format(at)
        .replace(/\s([AP])M\b/, (_, letter: string) => englishPeriod(letter === 'A' ? 0 : 12))
    : sentAtFormat('es')
        .format(at)
        .replace(/\s([ap])\.\s?m\./g, (_, letter: string) => spanishPeriod(letter === 'a' ? 0 : 12));

const LONG_DATE: Readonly<Record<Lang, string>> = { en: 'MMMM d, yyyy', es: "d 'de' MMMM 'de' yyyy" };

/** An option's name as the page shows it: an activity's in Spanish on a Spanish page where it has one (docs/decisions/093). */
function activityName(field: FieldDefinition, value: string, lang: Lang): string | undefined {
  const option = field.options?.find((candidate) => candidate.value === value);
  if (!option) return undefined;
  return field.activityOptions ? officerText(option.name, option.name_es, lang).text : option.name;
}

/**
 * Whether an activity field's value shows in English: on an English page, or on a Spanish one when none of its
 * activities has a Spanish name. (A mix is left unmarked, so that no Spanish name is read as English.)
 */
function showsEnglishName(field: FieldDefinition, value: FieldValue, lang: Lang): boolean {
  const chosen = value.kind === 'choices' ? value.value.map((choice) => choice.value) : value.kind === 'text' ? [value.value.trim()] : [];
  return chosen.every((name) => {
    const option = field.options?.find((candidate) => candidate.value === name);
    return !option || officerText(option.name, option.name_es, lang).lang === 'en';
  });
}

/** A field's value as a person reads it: option names, a written-out date, an amount with $; '' when empty. */
function shownValue(field: FieldDefinition, value: FieldValue, lang: Lang): string {
  switch (value.kind) {
    case 'files':
      return value.value.map((file) => file.name).join(', ');
    case 'choices':
      return value.value.map((choice) => activityName(field, choice.value, lang) ?? choice.label).join(', ');
    case 'invoices':
      return '';
    case 'text': {
      const text = value.value.trim();
      if (!text) return '';
      if (field.type === 'select') return activityName(field, text, lang) ?? text;
      if (field.type === 'date') {
        const date = parseISO(text);
        return isValid(date) ? formatIn(lang, date, LONG_DATE[lang]) : text;
      }
      if (field.name === 'reimbursement_total') {
        const amount = parseDecimal(text);
        return amount === null ? text : formatMoney(amount);
      }
      return text;
    }
  }
}

/** What the panel names a volunteer form by and says happens next, in the page's language. */
export interface VolunteerFormWording {
  lang: Lang;
  formName: string;
  nextSteps: readonly string[];
}

/** The panel's content for a form just received, from the values it was sent with; its model's labels name the fields. */
export function receivedForm(
  model: FormModel,
  values: FormValues,
  at: Date,
  receipt: { reference?: string; statusPage?: string },
  { lang, formName, nextSteps }: VolunteerFormWording,
): ReceivedVolunteerForm {
  const details = KEY_FIELDS[model.formType].flatMap((name) => {
    const field = model.fields.find((candidate) => candidate.name === name);
    const value = field ? shownValue(field, valueOf(field, values), lang) : '';
    const english = field?.activityOptions && showsEnglishName(field, valueOf(field, values), lang);
    return field && value ? [{ label: field.displayName, value, ...(english ? { english: true } : {}) }] : [];
  });
  const email = values.email?.kind === 'text' ? values.email.value.trim() : '';
  return {
    formType: model.formType,
    formName,
    ...(receipt.reference ? { reference: receipt.reference } : {}),
    ...(receipt.statusPage ? { statusPage: pathIn(lang, receipt.statusPage) } : {}),
    ...(email ? { email } : {}),
    sentAt: at,
    details,
    nextSteps,
  };
}

/**
 * The panel's content for feedback just received on an event (docs/decisions/062): the event and the rating,
 * by which the sender recognises it. Feedback has no e-mail field, so the panel mails no copy.
 */
export function receivedFeedback(
  sent: Pick<ReceivedFeedback, 'eventTitle' | 'eventTitle_es' | 'rating'>,
  at: Date,
  reference: string | undefined,
): ReceivedFeedback {
  return { formType: 'event_feedback', ...sent, ...(reference ? { reference } : {}), sentAt: at };
}

/** What the panel draws, in its words. */
export interface ConfirmationContent {
  heading: string;
  formName: string;
  sentAt: string;
  /** `english`: the value shows in English (an officers' text without its Spanish), marked so on a Spanish page. */
  details: Array<{ label: string; value: string; english?: boolean }>;
  nextSteps: readonly string[];
}

/** The panel's content in `lang`: the volunteer forms bring their own texts, the feedback's are the panel's. */
export function confirmationContent(received: ReceivedForm, text: FormPanelText, lang: Lang): ConfirmationContent {
  const sentAt = formatSentAt(received.sentAt, lang);
  if (received.formType !== 'event_feedback') {
    return {
      heading: text.confirmationHeading,
      formName: received.formName,
      sentAt,
      details: received.details,
      nextSteps: received.nextSteps,
    };
  }
  const { feedback } = text;
  const title = officerText(received.eventTitle, received.eventTitle_es, lang);
  return {
    heading: text.feedbackConfirmationHeading,
    formName: feedback.formName,
    sentAt,
    details: [
      { label: feedback.event, value: title.text, ...(title.lang === 'en' ? { english: true } : {}) },
      { label: feedback.rating, value: formatText(feedback.ratingOf, { rating: received.rating }) },
    ],
    nextSteps: [feedback.nextFirst, feedback.nextSecond],
  };
}
