/**
 * What the site's mails say (docs/decisions/034): the alert to a form's addresses and the confirmation to the
 * person who sent it. Pure functions of what was submitted, so every text is unit tested. Plain text and
 * a simple HTML part, readable on a phone, with no images, no tracking and no attachment. Client text
 * never reaches a header with a line break in it (headerText), and is escaped in the HTML part.
 */

/** A submitted field as the Forms dashboard shows it: its label and its value as text. */
export interface MailField {
  label: string;
  value: string;
}

export interface SubmissionMailInput {
  /** The form's name as a visitor reads it, e.g. 'Reimbursement Request'. */
  formTitle: string;
  /** The submission's id: the reference a parent quotes and the dashboard's ID column. */
  reference: string;
  /** When it was sent, as the dashboard writes dates. */
  submittedAt: string;
  fields: readonly MailField[];
  /** Who sent it (the form's name field); absent for event feedback. */
  submitterName?: string;
  /** What the subject of an alert names when nobody is (event feedback: the event). */
  subjectDetail?: string;
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
function htmlDocument(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:16px;background:#fff;color:#111;font-family:Arial,Helvetica,sans-serif">',
    `<div style="max-width:600px;margin:0 auto">${body}</div>`,
    '</body></html>',
  ].join('\n');
}

const paragraph = (html: string) => `<p style="font-size:15px;line-height:1.5;margin:0 0 16px">${html}</p>`;
const footer = (text: string) =>
  `<p style="font-size:13px;line-height:1.5;color:#555;margin:24px 0 0;border-top:1px solid #ddd;padding-top:12px">${escapeHtml(text)}</p>`;

/** Whom a sender writes to with a question, as text and as HTML (the confirmation and the payee's mails). */
const questionsText = (email: string) => `Questions? Write to ${email} and mention your reference.`;
const questionsHtml = (email: string) =>
  `Questions? Write to <a href="mailto:${escapeHtml(email)}" style="color:#0b3d91">${escapeHtml(email)}</a> and mention your reference.`;

/** The alert to a form's addresses: who sent what, every field, and where to find it in the dashboard. */
export function alertMail(input: SubmissionMailInput): MailContent {
  const who = input.submitterName ? headerText(input.submitterName) : '';
  const byName = input.submitterName ? headerText(input.submitterName, 120) : '';
  const detail = who ? `from ${who}` : input.subjectDetail ? `for ${headerText(input.subjectDetail)}` : '';
  const subject = headerText(`${input.schoolShortName} HSA: New ${input.formTitle} ${detail}`, 200);
  const intro = `A new ${input.formTitle} was sent on ${input.submittedAt}${byName ? ` by ${byName}` : ''}.`;
  const text = [
    intro,
    '',
    textFields(input.fields),
    '',
    `Reference: ${input.reference}`,
    `Open it in the Forms dashboard: ${input.dashboardUrl}`,
    '',
    `You get this mail because your address is on the ${input.formTitle} list in the Forms dashboard's Notifications.`,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<h1 style="font-size:20px;margin:0 0 12px">New ${escapeHtml(input.formTitle)}</h1>`,
      paragraph(escapeHtml(intro)),
      htmlFields(input.fields),
      paragraph(`<br>Reference: ${escapeHtml(input.reference)}`),
      paragraph(`<a href="${escapeHtml(input.dashboardUrl)}" style="color:#0b3d91">Open it in the Forms dashboard</a>`),
      footer(`You get this mail because your address is on the ${input.formTitle} list in the Forms dashboard's Notifications.`),
    ].join('\n'),
  );
  return { subject, text, html };
}

/** The confirmation to the person who sent a form: a copy of what they sent, a reference, whom to ask. */
export function confirmationMail(input: SubmissionMailInput): MailContent {
  const subject = headerText(`${input.schoolShortName} HSA: we received your ${input.formTitle}`, 200);
  const name = input.submitterName ? headerText(input.submitterName, 120) : '';
  const greeting = name ? `Dear ${name},` : 'Hello,';
  const thanks = `Thank you. The ${input.associationFullName} received your ${input.formTitle} on ${input.submittedAt}.`;
  const reference = `Your reference is ${input.reference}.`;
  const contact = questionsText(input.associationEmail);
  const follow = input.statusUrl ? `Follow your request, from approval to the check, on its private page: ${input.statusUrl}` : '';
  const text = [
    greeting,
    '',
    thanks,
    reference,
    ...(follow ? ['', follow, 'Keep this link to yourself: anyone with it sees where your request stands.'] : []),
    '',
    'What you sent:',
    textFields(input.fields),
    '',
    contact,
    '',
    input.associationFullName,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph(escapeHtml(greeting)),
      paragraph(`${escapeHtml(thanks)}<br>${escapeHtml(reference)}`),
      ...(input.statusUrl
        ? [
            paragraph(
              `<a href="${escapeHtml(input.statusUrl)}" style="color:#0b3d91">Follow your request, from approval to the check</a> on its private page. Keep this link to yourself: anyone with it sees where your request stands.`,
            ),
          ]
        : []),
      `<h2 style="font-size:17px;margin:0 0 8px">What you sent</h2>`,
      htmlFields(input.fields),
      paragraph(`<br>${questionsHtml(input.associationEmail)}`),
      footer(input.associationFullName),
    ].join('\n'),
  );
  return { subject, text, html };
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
  submitterName?: string;
  schoolShortName: string;
  associationFullName: string;
  associationEmail: string;
}

const STAGE_SUBJECTS: Readonly<Record<StageMailInput['stage'], string>> = {
  approved: 'your reimbursement request was approved',
  paid: 'your reimbursement was paid',
  declined: 'your reimbursement request was declined',
};

/** The mail to a payee at each stage change: approved; paid with the checks; declined with the reason. */
export function stageMail(input: StageMailInput): MailContent {
  const subject = headerText(`${input.schoolShortName} HSA: ${STAGE_SUBJECTS[input.stage]}`, 200);
  const name = input.submitterName ? headerText(input.submitterName, 120) : '';
  const greeting = name ? `Dear ${name},` : 'Hello,';
  const request = `Your Reimbursement Request of ${input.total} (reference ${input.reference})`;
  const news = {
    approved: `${request} was approved on ${input.on}. The Treasurer will write the check next.`,
    paid: `${request} was paid on ${input.on}:`,
    declined: `${request} was declined on ${input.on}.`,
  }[input.stage];
  const checks = (input.checks ?? []).map((check) => `Check ${check.number}: ${check.amount}, dated ${check.date}`);
  const reason = input.stage === 'declined' && input.reason ? `The reason given: ${input.reason}` : '';
  const follow = 'The link in the confirmation we sent when you submitted it shows where your request stands.';
  const contact = questionsText(input.associationEmail);
  const text = [
    greeting,
    '',
    news,
    ...checks.map((line) => `- ${line}`),
    ...(reason ? ['', reason] : []),
    '',
    follow,
    contact,
    '',
    input.associationFullName,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph(escapeHtml(greeting)),
      paragraph(escapeHtml(news)),
      ...(checks.length > 0
        ? [
            `<ul style="font-size:15px;line-height:1.5;margin:0 0 16px;padding-left:20px">${checks.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
          ]
        : []),
      ...(reason ? [paragraph(htmlText(reason))] : []),
      paragraph(escapeHtml(follow)),
      paragraph(questionsHtml(input.associationEmail)),
      footer(input.associationFullName),
    ].join('\n'),
  );
  return { subject, text, html };
}
