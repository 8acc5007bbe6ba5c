/**
 * What the sign-up mails say (docs/decisions/066): the volunteer's confirmation or waitlist place, the mail when a
 * place opens, and the sheet's addresses' notice of a cancellation. Plain text and a simple HTML part, as the
 * site's other mails (docs/decisions/034): client text escaped in HTML, never in a header with a line break.
 * Pure, so every text is unit tested. A volunteer's mails are in the language of the page they signed up on
 * (docs/decisions/068, signup-mail-text.server.ts); the officers' notice stays English.
 */
import { dayOf, formatEventWhen, wallTimeInstant } from '../../events';
import {
  escapeHtml,
  footer,
  headerText,
  htmlDocument,
  paragraph,
  spanishDay,
  spanishTime,
  spanishWeekday,
  type MailContent,
} from '../../notifications/index.server';
import { formatText } from '../../../shared/i18n/catalogue';
import type { Lang } from '../../../shared/i18n/lang';
import { signupMailText, SPANISH_VOLUNTEER_NOTE, type SignupMailText } from './signup-mail-text.server';

export interface SignupMailInput {
  volunteerName: string;
  /** The slot's and the event's titles as the volunteer reads them: in Spanish where the officers wrote it (volunteerMailInput). */
  slotTitle: string;
  eventTitle: string;
  /** When, as the site writes it: 'Dec 05, 2026 5:00 p.m. - 6:00 p.m.'. */
  when: string;
  location: string;
  /** The volunteer's private link; absent in a mail to officers. */
  manageUrl?: string;
  /** 1-based place on the waitlist; 0 when confirmed. */
  position: number;
  associationFullName: string;
  associationEmail: string;
  /** The language of the page the volunteer signed up on; English when absent. */
  lang?: Lang;
}

/**
 * When an event happens, in `lang`: 'Dec 05, 2026 5:00 p.m. - 6:00 p.m.' as the Events Manager lists it, or
 * 'sábado, 5 de diciembre de 2026, de 5:00 p. m. a 6:00 p. m.'; a date range when it spans days.
 */
export function eventWhenIn(lang: Lang, event: { startDt: string; endDt: string }): string {
  if (lang === 'en') return formatEventWhen(event);
  const start = wallTimeInstant(event.startDt);
  const end = wallTimeInstant(event.endDt);
  if (!start || !end) return '';
  if (dayOf(event.startDt) !== dayOf(event.endDt)) return `del ${spanishDay(start)} al ${spanishDay(end)}`;
  return `${spanishWeekday(start)}, de ${spanishTime(start)} a ${spanishTime(end)}`;
}

const textOf = (input: { lang?: Lang }): SignupMailText => signupMailText[input.lang ?? 'en'];

const link = (url: string) => `<a href="${escapeHtml(url)}" style="color:#0b3d91">${escapeHtml(url)}</a>`;

/** The lines every volunteer's mail carries: what, when, where. */
function details(input: SignupMailInput): { text: string[]; html: string } {
  const { labels } = textOf(input);
  const rows: Array<[string, string]> = [
    [labels.event, input.eventTitle],
    [labels.slot, input.slotTitle],
    [labels.when, input.when],
    [labels.where, input.location],
  ];
  const shown = rows.filter(([, value]) => value.trim() !== '');
  return {
    text: shown.map(([label, value]) => `${label}: ${value}`),
    html: `<table role="presentation" style="border-collapse:collapse;font-size:15px;line-height:1.4;margin:0 0 16px">${shown
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;color:#333">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
  };
}

function manageLines(input: SignupMailInput): { text: string[]; html: string } {
  if (!input.manageUrl) return { text: [], html: '' };
  const before = textOf(input).manage;
  return { text: [before, input.manageUrl], html: paragraph(`${escapeHtml(before)}<br>${link(input.manageUrl)}`) };
}

function volunteerMail(subject: string, opening: string, input: SignupMailInput): MailContent {
  const text = textOf(input);
  const name = input.volunteerName.trim();
  const greeting = name ? formatText(text.greeting, { name }) : text.hello;
  const questions = formatText(text.questions, { email: input.associationEmail });
  const facts = details(input);
  const manage = manageLines(input);
  const signature = input.associationFullName;
  return {
    subject: headerText(subject, 150),
    text: [greeting, '', opening, '', ...facts.text, '', ...manage.text, '', questions, '', signature].join('\n'),
    html: htmlDocument(
      subject,
      [
        paragraph(escapeHtml(greeting)),
        paragraph(escapeHtml(opening)),
        facts.html,
        manage.html,
        paragraph(escapeHtml(questions)),
        footer(signature),
      ].join(''),
      input.lang ?? 'en',
    ),
  };
}

/** A slot of an event in a subject: each title cut to 60 characters. */
const slotAt = (input: SignupMailInput) =>
  formatText(textOf(input).what, { slot: headerText(input.slotTitle, 60), event: headerText(input.eventTitle, 60) });

/** The mail right after a sign-up: confirmed, or the place on the waitlist. */
export function confirmationMail(input: SignupMailInput): MailContent {
  const text = textOf(input);
  const what = slotAt(input);
  if (input.position > 0) {
    return volunteerMail(
      formatText(text.waitlisted.subject, { what }),
      formatText(text.waitlisted.opening, { position: input.position }),
      input,
    );
  }
  return volunteerMail(formatText(text.confirmed.subject, { what }), text.confirmed.opening, input);
}

/** The mail when a place opens for someone on the waitlist. */
export function promotedMail(input: SignupMailInput): MailContent {
  const text = textOf(input);
  return volunteerMail(
    formatText(text.promoted.subject, { slot: headerText(input.slotTitle, 60), event: headerText(input.eventTitle, 60) }),
    text.promoted.opening,
    input,
  );
}

export interface CancelNoticeInput {
  volunteerName: string;
  volunteerEmail: string;
  slotTitle: string;
  eventTitle: string;
  when: string;
  /** Who got the place from the waitlist, if anyone. */
  promotedName?: string;
  /** Places still open in the slot after the cancellation. */
  openPlaces: number;
  rosterUrl: string;
  associationFullName: string;
  /** The language the volunteer signed up in: the officers (in English) are told when it was Spanish. */
  volunteerLang?: Lang;
}

/** The sheet's addresses' notice of a cancellation. */
export function cancelNoticeMail(input: CancelNoticeInput): MailContent {
  const subject = `Cancelled: ${headerText(input.volunteerName, 60)} for ${headerText(input.slotTitle, 60)} at ${headerText(input.eventTitle, 60)}`;
  const what = `${input.volunteerName} (${input.volunteerEmail}) cancelled their sign-up for ${input.slotTitle} at ${input.eventTitle}${input.when ? `, ${input.when}` : ''}.`;
  const next = input.promotedName
    ? `${input.promotedName} was next on the waitlist and now has the place; we e-mailed them.`
    : `The slot now has ${input.openPlaces} open place${input.openPlaces === 1 ? '' : 's'}.`;
  const roster = `The sheet's roster is in the Events Tool: ${input.rosterUrl}`;
  const spanish = input.volunteerLang === 'es' ? [SPANISH_VOLUNTEER_NOTE] : [];
  return {
    subject,
    text: [what, '', ...spanish.flatMap((line) => [line, '']), next, '', roster, '', input.associationFullName].join('\n'),
    html: htmlDocument(
      subject,
      [
        paragraph(escapeHtml(what)),
        ...spanish.map((line) => paragraph(escapeHtml(line))),
        paragraph(escapeHtml(next)),
        paragraph(`The sheet's roster is in the Events Tool: ${link(input.rosterUrl)}`),
        footer(input.associationFullName),
      ].join(''),
    ),
  };
}

/** The longest 'when' a subject carries: a Spanish one with its weekday is longer than any English one. */
const WHEN_IN_SUBJECT = 80;

/** The reminder two days before: the same facts and link as the confirmation. */
export function reminderMail(input: SignupMailInput): MailContent {
  const text = textOf(input);
  return volunteerMail(
    formatText(text.reminder.subject, {
      slot: headerText(input.slotTitle, 60),
      event: headerText(input.eventTitle, 60),
      when: headerText(input.when, WHEN_IN_SUBJECT),
    }),
    text.reminder.opening,
    input,
  );
}

/** What changed of an event, old and new; absent fields did not change. */
export interface EventChange {
  when?: { old: string; new: string };
  location?: { old: string; new: string };
  /** The event (or this date of it) was deleted. */
  cancelled?: boolean;
}

/** The mail to everyone on a sheet when its event changes date, time or place, or is cancelled. */
export function changeMail(input: SignupMailInput, change: EventChange): MailContent {
  const text = textOf(input);
  const what = headerText(input.eventTitle, 80);
  if (change.cancelled) {
    return volunteerMail(
      formatText(text.cancelled.subject, { event: what, when: headerText(input.when, WHEN_IN_SUBJECT) }),
      formatText(text.cancelled.opening, { event: input.eventTitle, when: input.when }),
      { ...input, manageUrl: undefined },
    );
  }
  const { changed } = text;
  const lines = [
    ...(change.when ? [formatText(changed.when, { old: change.when.old, new: change.when.new })] : []),
    ...(change.location
      ? [formatText(changed.where, { old: change.location.old || changed.noPlace, new: change.location.new || changed.noPlace })]
      : []),
  ];
  return volunteerMail(
    formatText(change.when ? changed.newTime : changed.newPlace, { event: what }),
    formatText(changed.opening, { lines: lines.join(changed.join) }),
    input,
  );
}
