/**
 * What the confirmation panel shows once a public form was received (docs/decisions/028): the form's
 * name, when it was sent in the school's time zone, and the few fields by which the sender recognises it.
 */
import { format, isValid, parseISO } from 'date-fns';
import { EVENT_TIME_ZONE } from '../events';
import type { FieldDefinition } from './field-definitions';
import { formatMoney, parseDecimal } from './money';
import { valueOf, type FieldValue, type FormModel, type FormValues } from './form-engine-state';
import { VOLUNTEER_FORM_TABS, type FormType, type VolunteerFormType } from './form-types';

export interface ReceivedForm {
  formType: FormType;
  formName: string;
  /** The short reference the server gave it (docs/decisions/055). */
  reference?: string;
  /** Where the copy was mailed: the form's Email field. */
  email?: string;
  /** A reimbursement's private status page, a path on this site. */
  statusPage?: string;
  /** 'Monday, November 23, 2026 at 3:05 PM EST' */
  sentAt: string;
  /** Label and value of each key field the sender filled in, in the form's order. */
  details: Array<{ label: string; value: string }>;
}

/** The fields that identify a sent form (the e-mail has a sentence of its own); the rest is in the mailed copy. */
const KEY_FIELDS: Readonly<Record<VolunteerFormType, readonly string[]>> = {
  volunteer_request: ['name', 'volunteer_activity'],
  volunteer_hours_request: ['name', 'volunteer_activity', 'activity_date', 'hours'],
  reimbursement_request: ['name', 'volunteer_activity', 'payto_name', 'reimbursement_total', 'receipts'],
};

const sentAtFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** When a form was sent, in the school's time zone whatever the visitor's own. */
export const formatSentAt = (at: Date): string => sentAtFormat.format(at);

/** A field's value as a person reads it: option names, a written-out date, an amount with $; '' when empty. */
function shownValue(field: FieldDefinition, value: FieldValue): string {
  switch (value.kind) {
    case 'files':
      return value.value.map((file) => file.name).join(', ');
    case 'choices':
      return value.value.map((choice) => choice.label).join(', ');
    case 'invoices':
      return '';
    case 'text': {
      const text = value.value.trim();
      if (!text) return '';
      if (field.type === 'select') return field.options?.find((option) => option.value === text)?.name ?? text;
      if (field.type === 'date') {
        const date = parseISO(text);
        return isValid(date) ? format(date, 'MMMM d, yyyy') : text;
      }
      if (field.name === 'reimbursement_total') {
        const amount = parseDecimal(text);
        return amount === null ? text : formatMoney(amount);
      }
      return text;
    }
  }
}

/** The panel's content for a form just received, from the values it was sent with. */
export function receivedForm(
  model: FormModel,
  values: FormValues,
  at: Date,
  receipt: { reference?: string; statusPage?: string } = {},
): ReceivedForm {
  const details = KEY_FIELDS[model.formType].flatMap((name) => {
    const field = model.fields.find((candidate) => candidate.name === name);
    const value = field ? shownValue(field, valueOf(field, values)) : '';
    return field && value ? [{ label: field.displayName, value }] : [];
  });
  const email = values.email?.kind === 'text' ? values.email.value.trim() : '';
  return {
    formType: model.formType,
    formName: VOLUNTEER_FORM_TABS[model.formType],
    ...receipt,
    ...(email ? { email } : {}),
    sentAt: formatSentAt(at),
    details,
  };
}

/** The event feedback's name on the panel, as the forms dashboard's tab names it. */
const FEEDBACK_FORM_NAME = 'Event Feedback';

/**
 * The panel's content for feedback just received on an event (docs/decisions/062): the event and the rating,
 * by which the sender recognises it. Feedback has no e-mail field, so the panel mails no copy.
 */
export function receivedFeedback(sent: { eventTitle: string; rating: number }, at: Date, reference: string | undefined): ReceivedForm {
  return {
    formType: 'event_feedback',
    formName: FEEDBACK_FORM_NAME,
    ...(reference ? { reference } : {}),
    sentAt: formatSentAt(at),
    details: [
      { label: 'Event', value: sent.eventTitle },
      { label: 'Rating', value: `${sent.rating} of 10` },
    ],
  };
}
