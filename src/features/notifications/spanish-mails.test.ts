import type { Lang } from '../../shared/i18n/lang';
import { describe, expect, it } from 'vitest';
import type { Submission } from '../submissions';
import { activityNames } from '../submissions/index.server';
import { alertMail, confirmationMail, stageMail, type StageMailInput, type SubmissionMailInput } from './mail-content';
import { spanishDay, spanishDayAt, spanishDayOf } from './mail-dates';
import { mailText, SPANISH_SITE_NOTE } from './mail-text';
import { mailFields, mailsOf, stageMailOf, statusPageUrl, submissionLang, type MailContext } from './submission-mails.server';

/** The `{name}` places of a text, sorted. */
const placesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Every text of a catalogue by its path: 'confirmation.subject'. */
function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
}

describe('the mail catalogue', () => {
  it('has every English text in Spanish, none empty, using only the places the English fills', () => {
    const spanish = new Map(leaves(mailText.es));
    const english = leaves(mailText.en);
    expect([...spanish.keys()].sort()).toEqual(english.map(([path]) => path).sort());
    for (const [path, text] of english) {
      const translated = spanish.get(path) ?? '';
      expect(translated.trim(), path).not.toBe('');
      // A translation may leave a place out (the Spanish signature names the school only), never invent one.
      expect(placesOf(text), path).toEqual(expect.arrayContaining(placesOf(translated)));
    }
  });
});

describe('Spanish dates in a mail', () => {
  it('writes days and times as a Spanish reader expects, in the school’s zone', () => {
    // 14:15 UTC is 9:15 a.m. in New York; 03:30 UTC on the 27th is still the 26th there.
    expect(spanishDayAt(new Date('2026-11-03T14:15:00.000Z'))).toBe('3 de noviembre de 2026 a las 9:15 a. m.');
    expect(spanishDayAt(new Date('2026-11-03T18:05:00.000Z'))).toBe('3 de noviembre de 2026 a la 1:05 p. m.');
    expect(spanishDay(new Date('2026-11-27T03:30:00.000Z'))).toBe('26 de noviembre de 2026');
    expect(spanishDayOf('2026-11-30')).toBe('30 de noviembre de 2026');
    expect(spanishDayOf('2026-02-30')).toBe('');
    expect(spanishDay(new Date('not a date'))).toBe('');
  });
});

const input: SubmissionMailInput = {
  formType: 'reimbursement_request',
  formTitle: 'Reimbursement Request',
  reference: 'HSA-2026-0142',
  submittedAt: '3 de noviembre de 2026 a las 9:15 a. m.',
  fields: [
    { label: 'Nombre', value: 'Juana Pérez' },
    { label: 'Facturas', value: '2 x Paper @ $3.50' },
  ],
  submitterName: 'Juana Pérez',
  schoolShortName: 'St. Brigid',
  associationFullName: 'Asociación de Hogar y Escuela (HSA) de St. Brigid Catholic School',
  associationEmail: 'hsa@stbrigid-school.example.org',
  dashboardUrl: 'https://hsa.example.org/access/forms?tab=reimbursement_request',
  statusUrl: 'https://hsa.example.org/es/volunteers/reimbursement-status/abc',
  lang: 'es',
};

describe('a confirmation in Spanish', () => {
  const mail = confirmationMail(input);

  it('has a Spanish subject, greeting, thanks and reference', () => {
    expect(mail.subject).toBe('St. Brigid HSA: Recibimos su solicitud de reembolso (HSA-2026-0142)');
    expect(mail.text).toMatch(
      /^Hola, Juana Pérez:\n\nGracias\. Recibimos su solicitud de reembolso el 3 de noviembre de 2026 a las 9:15 a\. m\.\nSu número de referencia es HSA-2026-0142\./,
    );
    expect(mail.text).toContain('Próximos pasos:');
    expect(mail.text).toContain('- La HSA no puede reembolsar más de $250.00 por cheque.');
    expect(mail.text).toContain('Lo que nos envió:');
    expect(mail.text).toContain('¿Preguntas? Escriba a hsa@stbrigid-school.example.org y mencione su número de referencia.');
    expect(mail.text.endsWith('Asociación de Hogar y Escuela (HSA) de St. Brigid Catholic School')).toBe(true);
  });

  it('links to the Spanish status page and says the HTML is Spanish', () => {
    expect(mail.text).toContain(
      'Vea el avance de su solicitud, desde la aprobación hasta el cheque, en su página privada: https://hsa.example.org/es/volunteers/reimbursement-status/abc',
    );
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('href="https://hsa.example.org/es/volunteers/reimbursement-status/abc"');
    expect(mail.html).toContain('¿Preguntas? Escriba a <a href="mailto:hsa@stbrigid-school.example.org"');
  });

  it('greets without a name, and says what happens next for each form', () => {
    const hours = confirmationMail({ ...input, formType: 'volunteer_hours_request', submitterName: undefined, statusUrl: undefined });
    expect(hours.subject).toBe('St. Brigid HSA: Recibimos sus horas de voluntariado (HSA-2026-0142)');
    expect(hours.text).toMatch(/^Hola:\n/);
    expect(hours.text).toContain('No necesita hacer nada más.');
    expect(hours.text).not.toContain('página privada');
  });

  it('leaves English as it was: no Spanish in an English confirmation', () => {
    const english = confirmationMail({ ...input, lang: undefined });
    expect(english.subject).toBe('St. Brigid HSA: We received your reimbursement request (HSA-2026-0142)');
    expect(english.html).toContain('<html lang="en">');
    expect(english.text).toContain('Questions? Write to hsa@stbrigid-school.example.org and mention your reference.');
  });
});

describe('an officer’s alert of a Spanish submission', () => {
  it('stays English and says the family reads Spanish', () => {
    const mail = alertMail({ ...input, submittedAt: 'Nov 03, 2026 9:15 a.m.' });
    expect(mail.subject).toBe('St. Brigid HSA: New reimbursement request from Juana Pérez (HSA-2026-0142)');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain(
      'Reference: HSA-2026-0142\n\nSent from the Spanish site: the family reads Spanish; their confirmation went out in Spanish.',
    );
    const feedback = alertMail({ ...input, formType: 'event_feedback', submitterName: undefined, eventTitle: 'Book Fair' });
    expect(feedback.text).toContain(SPANISH_SITE_NOTE.alone);
    expect(feedback.text).not.toContain('confirmation');
    expect(alertMail({ ...input, lang: 'en' }).text).not.toContain('Spanish');
  });
});

describe('a reimbursement payee’s stage mails in Spanish', () => {
  const move: StageMailInput = {
    stage: 'approved',
    reference: 'HSA-2026-0142',
    total: '$370.50',
    on: '24 de noviembre de 2026',
    statusUrl: 'https://hsa.example.org/es/volunteers/reimbursement-status/abc',
    submitterName: 'Juana Pérez',
    schoolShortName: 'St. Brigid',
    associationFullName: 'Asociación de Hogar y Escuela (HSA) de St. Brigid Catholic School',
    associationEmail: 'hsa@stbrigid-school.example.org',
    lang: 'es',
  };

  it('tells of an approval, a payment with its checks and a decline with its reason', () => {
    const approved = stageMail(move);
    expect(approved.subject).toBe('St. Brigid HSA: Su solicitud de reembolso fue aprobada (HSA-2026-0142)');
    expect(approved.text).toContain(
      'Su solicitud de reembolso por $370.50 (referencia HSA-2026-0142) fue aprobada el 24 de noviembre de 2026.',
    );
    expect(approved.text).toContain('Ahora, otro miembro de la directiva de la HSA registrará el pago.');
    expect(approved.text).toContain(
      'Vea cómo va su solicitud en su página privada: https://hsa.example.org/es/volunteers/reimbursement-status/abc',
    );

    const paid = stageMail({ ...move, stage: 'paid', checks: [{ number: '1001', amount: '$250.00', date: '30 de noviembre de 2026' }] });
    expect(paid.subject).toBe('St. Brigid HSA: Su reembolso ya fue pagado (HSA-2026-0142)');
    expect(paid.text).toContain('se pagó el 24 de noviembre de 2026:\n\n- Cheque 1001: $250.00, con fecha del 30 de noviembre de 2026');

    const declined = stageMail({ ...move, stage: 'declined', reason: 'Falta el <b>recibo</b>' });
    expect(declined.subject).toBe('St. Brigid HSA: Su solicitud de reembolso no fue aprobada (HSA-2026-0142)');
    expect(declined.text).toContain('El motivo: Falta el <b>recibo</b>');
    expect(declined.html).toContain('El motivo: Falta el &lt;b&gt;recibo&lt;/b&gt;');
    expect(declined.text).toContain('Si tiene preguntas sobre esta decisión, escriba a la HSA.');
  });
});

const context: MailContext = {
  alertAddresses: ['treasurer@example.org'],
  associationEmail: 'hsa@example.org',
  fields: [{ label: 'Name', value: 'Juana Pérez' }],
  familyFields: [{ label: 'Nombre', value: 'Juana Pérez' }],
  origin: 'https://hsa.example.org',
};

const row = (form_type: Submission['form_type'], form_data: Record<string, unknown>, lang?: Lang): Submission => ({
  _id: '0mwtx3tu3-4552a937-0e6a-418c-87a5-aac036c9aeeb',
  reference: 'HSA-2026-0142',
  form_type,
  status: 'INCOMPLETE',
  submission_date: '2026-11-03T14:15:00.000Z',
  form_data,
  ...(lang === undefined ? {} : { lang }),
});

describe('the mails of a submission sent from the Spanish site', () => {
  it('reads the row’s language defensively: only es is Spanish', () => {
    expect(submissionLang(row('volunteer_request', {}, 'es'))).toBe('es');
    expect(submissionLang(row('volunteer_request', {}))).toBe('en');
  });

  it('confirms in Spanish with the time in Spanish and the Spanish copy, and alerts in English with the note', () => {
    const [alert, confirm] = mailsOf(row('volunteer_request', { name: 'Juana Pérez', email: 'juana@example.org' }, 'es'), context);
    expect(alert?.subject).toBe('St. Brigid HSA: New volunteer request from Juana Pérez (HSA-2026-0142)');
    expect(alert?.text).toContain(SPANISH_SITE_NOTE.withConfirmation);
    expect(alert?.text).toContain('Name: Juana Pérez');
    expect(confirm?.subject).toBe('St. Brigid HSA: Recibimos su solicitud de voluntariado (HSA-2026-0142)');
    expect(confirm?.text).toContain('Recibimos su solicitud de voluntariado el 3 de noviembre de 2026 a las 9:15 a. m.');
    expect(confirm?.text).toContain('Nombre: Juana Pérez');
    expect(confirm?.text).toContain('Asociación de Hogar y Escuela (HSA) de St. Brigid Catholic School');
  });

  it('writes the copy’s labels, fixed options and days in Spanish, leaving what the family typed', () => {
    const hours = row(
      'volunteer_hours_request',
      { name: 'Juana', email: 'j@example.org', volunteer_activity: 'book-fair', activity_date: '2026-11-16', hours: 2.5 },
      'es',
    );
    const fields = mailFields(hours, activityNames([{ name: 'Book Fair', value: 'book-fair' }]), undefined, 'es');
    expect(fields).toContainEqual({ label: 'Fecha de la actividad', value: '16 de noviembre de 2026' });
    expect(fields).toContainEqual({ label: 'Actividad de voluntariado', value: 'Book Fair' });
    expect(fields).toContainEqual({ label: 'Número de horas', value: '2.5' });
    // An activity with a Spanish name is named by it in the family's copy, by its English in the officers' (docs/decisions/093).
    const bilingual = [{ name: 'Book Fair', name_es: 'Feria del libro', value: 'book-fair' }];
    expect(mailFields(hours, activityNames(bilingual, 'es'), undefined, 'es')).toContainEqual({
      label: 'Actividad de voluntariado',
      value: 'Feria del libro',
    });
    expect(mailFields(hours, activityNames(bilingual))).toContainEqual({ label: 'Volunteer Activity', value: 'Book Fair' });
    // So are the activities a reimbursement names; one the list no longer knows keeps its stored name.
    const chosen = row(
      'reimbursement_request',
      {
        name: 'Juana',
        associated_activites: [
          { label: 'Book Fair', value: 'book-fair' },
          { label: 'Old Club', value: 'old-club' },
        ],
      },
      'es',
    );
    expect(mailFields(chosen, activityNames(bilingual, 'es'), undefined, 'es')).toContainEqual({
      label: mailText.es.fields.associated_activites,
      value: 'Feria del libro, Old Club',
    });
    expect(mailFields(chosen, activityNames(bilingual))).toContainEqual(expect.objectContaining({ value: 'Book Fair, Old Club' }));
    const request = row(
      'reimbursement_request',
      { name: 'Juana', volunteer_activity: 'Reimburesment', pay_arrangement: 'Arrange Pickup', payto_name: 'Juana Pérez' },
      'es',
    );
    const spanish = mailFields(request, activityNames([]), undefined, 'es');
    expect(spanish).toContainEqual({ label: 'Tipo de solicitud', value: 'Reembolso' });
    expect(spanish).toContainEqual({ label: 'Cómo recibir el pago', value: 'Recogerlo en persona' });
    expect(spanish).toContainEqual({ label: 'Pagar a nombre de', value: 'Juana Pérez' });
    // The English copy (the officers' alert) keeps the dashboard's labels.
    expect(mailFields(request, activityNames([]))).toContainEqual({ label: 'Request Type', value: 'Reimbursement' });
  });

  it('sends a payee’s stage mail in Spanish with Spanish days, dollars and the /es/ status page', () => {
    const request: Submission = {
      ...row('reimbursement_request', { name: 'Juana Pérez', email: 'juana@example.org', reimbursement_total: 1370.5 }, 'es'),
      checks: [
        { number: '1001', amount: 250, date: '2026-11-30' },
        { number: '1002', amount: 120.5, date: '2026-11-30' },
      ],
    };
    const url = statusPageUrl('abc', 'https://hsa.example.org', 'es');
    expect(url).toBe('https://hsa.example.org/es/volunteers/reimbursement-status/abc');
    expect(statusPageUrl('abc', 'https://hsa.example.org')).toBe('https://hsa.example.org/volunteers/reimbursement-status/abc');
    const mail = stageMailOf(
      { row: request, entry: { stage: 'paid', by: 'Tess', at: '2026-11-27T03:30:00.000Z' } },
      'hsa@example.org',
      url,
    );
    expect(mail?.subject).toBe('St. Brigid HSA: Su reembolso ya fue pagado (HSA-2026-0142)');
    expect(mail?.text).toContain('Su solicitud de reembolso por $1,370.50 (referencia HSA-2026-0142) se pagó el 26 de noviembre de 2026:');
    expect(mail?.text).toContain('- Cheque 1002: $120.50, con fecha del 30 de noviembre de 2026');
    expect(mail?.text).toContain(`en su página privada: ${url}`);
    const englishRow: Submission = { ...row('reimbursement_request', request.form_data, 'en'), checks: request.checks };
    const english = stageMailOf(
      { row: englishRow, entry: { stage: 'paid', by: 'Tess', at: '2026-11-27T03:30:00.000Z' } },
      'hsa@example.org',
    );
    expect(english?.text).toContain('Your reimbursement request of $1370.50 (reference HSA-2026-0142) was paid on November 26, 2026:');
  });
});
