/**
 * What the site's mails say (docs/decisions/034): the alert to a form's addresses and the confirmation to the
 * person who sent it. Pure functions of what was submitted, so every text is unit tested. Plain text and
 * a simple HTML part, readable on a phone, with no images, no tracking and no attachment. Client text
 * never reaches a header with a line break in it (headerText), and is escaped in the HTML part.
 */

import { formatText } from '../../shared/i18n/catalogue';
import type { Lang } from '../../shared/i18n/lang';
import { mailText, SPANISH_SITE_NOTE, type MailText } from './mail-text';

/** A submitted field as the Forms dashboard shows it: its label and its value as text. */
export interface MailField {
  label: string;
  value: string;
}

/** Which form a mail is about: its words in a sentence ('your volunteer hours', 'a new reimbursement request'). */
export type MailFormType = 'volunteer_request' | 'volunteer_hours_request' | 'reimbursement_request' | 'event_feedback';

export interface SubmissionMailInput {
  formType: MailFormType;
  /** The form's name as a visitor reads it, e.g. 'Reimbursement Request' (the alert's footer names its list by it). */
  formTitle: string;
  /** The short reference a parent quotes, 'HSA-2026-0142' (docs/decisions/055); a row from before, its id. */
  reference: string;
  /** When it was sent, as the site writes it: 'Nov 16, 2026 3:05 p.m.'. */
  submittedAt: string;
  fields: readonly MailField[];
  /** Who sent it (the form's name field); absent for event feedback. */
  submitterName?: string;
  /** Event feedback: the event's title (never its slug). */
  eventTitle?: string;
  /** The school's short name, e.g. 'St. Brigid'. */
  schoolShortName: string;
  /** e.g. 'St. Brigid Catholic School Home and School Association' */
  associationFullName: string;
  /** Whom a parent writes to with a question (the site content's HSA e-mail). */
  associationEmail: string;
  /** The form's tab in the Forms dashboard. */
  dashboardUrl: string;
  /** A reimbursement's private status page (docs/decisions/035): the confirmation carries it. */
  statusUrl?: string;
  /**
   * The language of the page it was sent from (docs/decisions/068): the confirmation is written in it, and the
   * alert (English) says when it is Spanish. English when absent.
   */
  lang?: Lang;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Longest client text a subject carries, in characters. */
const MAX_SUBJECT_DETAIL = 80;

/**
 * Client text made safe for a header: control, format and separator characters (CR, LF, tab, NUL,
 * U+2028, bidi overrides) become spaces, runs of spaces one, and it is cut to `max` characters.
 */
export function headerText(value: string, max = MAX_SUBJECT_DETAIL): string {
  const flat = value
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...flat];
  return characters.length > max
    ? `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : flat;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** Escaped, with the sender's line breaks kept as <br>. */
const htmlText = (value: string): string => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');

const shownFields = (fields: readonly MailField[]) => fields.filter((field) => field.value.trim() !== '');

function textFields(fields: readonly MailField[]): string {
  return shownFields(fields)
    .map((field) => `${field.label}: ${field.value.includes('\n') ? `\n${field.value.replace(/^/gm, '  ')}` : field.value}`)
    .join('\n');
}

function htmlFields(fields: readonly MailField[]): string {
  const rows = shownFields(fields).map(
    (field) =>
      `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#333;font-weight:600">${escapeHtml(field.label)}</th>` +
      `<td style="vertical-align:top;padding:6px 0;color:#111">${htmlText(field.value)}</td></tr>`,
  );
  return `<table role="presentation" style="border-collapse:collapse;width:100%;font-size:15px;line-height:1.4">${rows.join('')}</table>`;
}

/** A whole HTML document: one narrow column that reads on a phone, system fonts, no images. */
export function htmlDocument(title: string, body: string, lang: Lang = 'en'): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:16px;background:#fff;color:#111;font-family:Arial,Helvetica,sans-serif">',
    `<div style="max-width:600px;margin:0 auto">${body}</div>`,
    '</body></html>',
  ].join('\n');
}

export const paragraph = (html: string) => `<p style="font-size:15px;line-height:1.5;margin:0 0 16px">${html}</p>`;
export const footer = (text: string) =>
  `<p style="font-size:13px;line-height:1.5;color:#555;margin:24px 0 0;border-top:1px solid #ddd;padding-top:12px">${escapeHtml(text)}</p>`;

/** Whom a sender writes to with a question, as text and as HTML (the confirmation and the payee's mails). */
const questionsText = (email: string, text: MailText) => `${text.questionsBefore}${email}${text.questionsAfter}`;
const questionsHtml = (email: string, text: MailText) =>
  `${escapeHtml(text.questionsBefore)}<a href="mailto:${escapeHtml(email)}" style="color:#0b3d91">${escapeHtml(email)}</a>${escapeHtml(text.questionsAfter)}`;

/**
 * What each form is called in an officer's alert (docs/decisions/055), as a person would write it ("New
 * reimbursement request from Jane Doe"); a family's mails call it as mail-text.ts says ("your volunteer hours").
 */
const FORM_THINGS: Readonly<Record<MailFormType, string>> = {
  volunteer_request: 'volunteer request',
  volunteer_hours_request: 'volunteer hours',
  reimbursement_request: 'reimbursement request',
  event_feedback: 'event feedback',
};

/**
 * One mail's content as blocks, written once: the plain text part and the HTML part are both drawn from
 * them, so they always say the same (docs/decisions/055).
 */
type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: readonly string[] }
  | { kind: 'link'; before: string; label: string; url: string; after: string }
  | { kind: 'fields'; fields: readonly MailField[] }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'questions'; email: string; text: MailText }
  | { kind: 'footer'; text: string };

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}:`;
    case 'paragraph':
      return block.lines.join('\n');
    case 'link':
      return `${block.before}${block.label}${block.after}: ${block.url}`;
    case 'fields':
      return textFields(block.fields);
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'questions':
      return questionsText(block.email, block.text);
    case 'footer':
      return block.text;
  }
}

const LINK_STYLE = 'color:#0b3d91';

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="font-size:17px;margin:0 0 8px">${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return paragraph(block.lines.map(escapeHtml).join('<br>'));
    case 'link':
      return paragraph(
        `${escapeHtml(block.before)}<a href="${escapeHtml(block.url)}" style="${LINK_STYLE}">${escapeHtml(block.label)}</a>${escapeHtml(block.after)}: ` +
          `<span style="word-break:break-all">${escapeHtml(block.url)}</span>`,
      );
    case 'fields':
      return `${htmlFields(block.fields)}\n<div style="height:16px"></div>`;
    case 'list':
      return `<ul style="font-size:15px;line-height:1.5;margin:0 0 16px;padding-left:20px">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'questions':
      return paragraph(questionsHtml(block.email, block.text));
    case 'footer':
      return footer(block.text);
  }
}

function mailOf(subject: string, blocks: readonly Block[], lang: Lang = 'en'): MailContent {
  return {
    subject,
    text: blocks.map(blockText).join('\n\n'),
    html: htmlDocument(subject, blocks.map(blockHtml).join('\n'), lang),
  };
}

/** Ends a sentence with one full stop, even after 'a.m.'. */
const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

const greetingOf = (submitterName: string | undefined, text: MailText): string => {
  const name = submitterName ? headerText(submitterName, 120) : '';
  return name ? formatText(text.greeting, { name }) : text.hello;
};

/** The alert to a form's addresses: who sent what, every field as the form labels it, and where to find it in the dashboard. */
export function alertMail(input: SubmissionMailInput): MailContent {
  const thing = FORM_THINGS[input.formType];
  const who = input.submitterName ? headerText(input.submitterName) : '';
  const event = input.eventTitle ? headerText(input.eventTitle) : '';
  const about = who ? ` from ${who}` : event ? ` on ${event}` : '';
  const subject = headerText(`${input.schoolShortName} HSA: New ${thing}${about} (${input.reference})`, 200);
  const byName = input.submitterName ? headerText(input.submitterName, 120) : '';
  const opening = byName
    ? sentence(`${byName} sent a ${thing} on ${input.submittedAt}`)
    : sentence(`Someone sent ${thing}${event ? ` on ${event}` : ''} on ${input.submittedAt}`);
  // The family reads Spanish: their confirmation went out in Spanish (event feedback has none).
  const spanish =
    input.lang === 'es' ? [input.formType === 'event_feedback' ? SPANISH_SITE_NOTE.alone : SPANISH_SITE_NOTE.withConfirmation] : [];
  return mailOf(subject, [
    { kind: 'paragraph', lines: [opening, `Reference: ${input.reference}`] },
    ...(spanish.length > 0 ? [{ kind: 'paragraph', lines: spanish } as const] : []),
    { kind: 'fields', fields: input.fields },
    { kind: 'link', before: '', label: 'Open it in the Forms dashboard', url: input.dashboardUrl, after: '' },
    {
      kind: 'footer',
      text: `You get this mail because your address is on the ${input.formTitle} list in the Forms dashboard's Notifications.`,
    },
  ]);
}

/**
 * The confirmation to the person who sent a form, in the language of the page they sent it from: its reference,
 * what happens next, a copy of what they sent, whom to ask.
 */
export function confirmationMail(input: SubmissionMailInput): MailContent {
  const lang = input.lang ?? 'en';
  const text = mailText[lang];
  const received = text.received[input.formType];
  const subject = headerText(
    formatText(text.confirmation.subject, { school: input.schoolShortName, received, reference: input.reference }),
    200,
  );
  const next = input.formType === 'event_feedback' ? [] : [...text.next[input.formType]];
  return mailOf(
    subject,
    [
      { kind: 'paragraph', lines: [greetingOf(input.submitterName, text)] },
      {
        kind: 'paragraph',
        lines: [
          sentence(formatText(text.confirmation.thanks, { received, when: input.submittedAt })),
          formatText(text.confirmation.reference, { reference: input.reference }),
        ],
      },
      ...(next.length > 0
        ? [{ kind: 'heading', text: text.confirmation.nextHeading } as const, { kind: 'list', items: next } as const]
        : []),
      ...(input.statusUrl
        ? [
            { kind: 'link', before: '', label: text.confirmation.statusLink, url: input.statusUrl, after: '' } as const,
            { kind: 'paragraph', lines: [text.confirmation.keepPrivate] } as const,
          ]
        : []),
      { kind: 'heading', text: text.confirmation.sentHeading },
      { kind: 'fields', fields: input.fields },
      { kind: 'questions', email: input.associationEmail, text },
      { kind: 'footer', text: input.associationFullName },
    ],
    lang,
  );
}

/** A move of a reimbursement request, as its payee is told of it (docs/decisions/035). */
export interface StageMailInput {
  stage: 'approved' | 'paid' | 'declined';
  reference: string;
  /** The request's total, e.g. '$370.50'. */
  total: string;
  /** The day of the move, e.g. 'November 24, 2026'. */
  on: string;
  /** The reason of a decline. */
  reason?: string;
  /** A payment's checks: number, amount ('$250.00') and day written. */
  checks?: ReadonlyArray<{ number: string; amount: string; date: string }>;
  /** The request's private status page: in every stage mail (docs/decisions/055). */
  statusUrl?: string;
  submitterName?: string;
  schoolShortName: string;
  associationFullName: string;
  associationEmail: string;
  /** The language of the page the request was sent from: the mail is written in it (English when absent). */
  lang?: Lang;
}

/** The mail to a payee at each stage change: approved; paid with the checks; declined with the reason; the status link in each. */
export function stageMail(input: StageMailInput): MailContent {
  const lang = input.lang ?? 'en';
  const text = mailText[lang];
  const words = text.stage;
  const subject = headerText(
    formatText(words.subject, { school: input.schoolShortName, what: words.subjects[input.stage], reference: input.reference }),
    200,
  );
  const news = formatText(words.news[input.stage], { total: input.total, reference: input.reference, on: input.on });
  const checks = (input.checks ?? []).map((check) => formatText(words.check, check));
  const reason = input.stage === 'declined' && input.reason ? formatText(words.reason, { reason: input.reason }) : '';
  return mailOf(
    subject,
    [
      { kind: 'paragraph', lines: [greetingOf(input.submitterName, text)] },
      { kind: 'paragraph', lines: [news] },
      ...(checks.length > 0 ? [{ kind: 'list', items: checks } as const] : []),
      ...(reason ? [{ kind: 'paragraph', lines: reason.split(/\r\n|\r|\n/) } as const] : []),
      { kind: 'paragraph', lines: [words.next[input.stage]] },
      ...(input.statusUrl ? [{ kind: 'link', before: '', label: words.statusLink, url: input.statusUrl, after: '' } as const] : []),
      { kind: 'questions', email: input.associationEmail, text },
      { kind: 'footer', text: input.associationFullName },
    ],
    lang,
  );
}
