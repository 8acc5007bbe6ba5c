import { describe, expect, it } from 'vitest';
import { confirmationContent, formatSentAt, receivedFeedback, receivedForm, type VolunteerFormWording } from './confirmation-panel';
import { formModel, type FieldValue, type FormValues } from './form-engine-state';
import { formPanelText } from './form-panel-text';
import { formsText } from './forms-text';
import { formWordsOf } from './form-words';
import type { VolunteerFormType } from './form-types';

const activities = [{ name: 'Book Fair', value: 'book-fair' }];
const text = (value: string): FieldValue => ({ kind: 'text', value });
const wording = (formType: VolunteerFormType, lang: 'en' | 'es' = 'en'): VolunteerFormWording => ({
  lang,
  formName: formsText[lang].tabs[formType],
  nextSteps: Object.values(formsText[lang].nextSteps[formType]),
});

describe('what the confirmation panel shows', () => {
  it('says when the form was sent in the school time zone, whatever the zone of the machine', () => {
    expect(formatSentAt(new Date('2026-11-23T20:05:00Z'))).toMatch(/^Monday, November 23, 2026 at 3:05 p\.m\. EST$/);
    expect(formatSentAt(new Date('2026-07-04T02:30:00Z'))).toMatch(/^Friday, July 3, 2026 at 10:30 p\.m\. EDT$/);
  });

  it('lists the key fields of an activity request with the activity name, not its value', () => {
    const values: FormValues = {
      name: text('Ann'),
      email: text('ann@example.org'),
      volunteer_activity: text('book-fair'),
      comments: text('x'),
    };
    const received = receivedForm(
      formModel('volunteer_request', activities),
      values,
      new Date('2026-11-23T20:05:00Z'),
      { reference: 'HSA-2026-0142' },
      wording('volunteer_request'),
    );
    expect(received.formName).toBe('Volunteer Activity Request');
    expect(received.details).toEqual([
      { label: 'Name', value: 'Ann' },
      { label: 'Volunteer Activity', value: 'Book Fair', english: true },
    ]);
    // The e-mail is said in a sentence of its own, with the reference the server gave.
    expect(received).toMatchObject({ reference: 'HSA-2026-0142', email: 'ann@example.org' });
  });

  it('writes out the date and hours of logged hours', () => {
    const values: FormValues = {
      name: text('Ann'),
      email: text('ann@example.org'),
      volunteer_activity: text('book-fair'),
      activity_date: text('2026-03-14'),
      hours: text('2.5'),
    };
    const received = receivedForm(
      formModel('volunteer_hours_request', activities),
      values,
      new Date(),
      {},
      wording('volunteer_hours_request'),
    );
    expect(received.formName).toBe('Log Volunteer Hours');
    expect(received.details.slice(2)).toEqual([
      { label: 'Activity Date', value: 'March 14, 2026' },
      { label: 'Number of Hours', value: '2.5' },
    ]);
  });

  it('shows a reimbursement with its request type, pay-to, total in dollars and receipts; empty fields are left out', () => {
    const values: FormValues = {
      name: text('Beth'),
      email: text(''),
      volunteer_activity: text('Reimburesment'),
      payto_name: text('Beth Parent'),
      reimbursement_total: text('17'),
      receipts: { kind: 'files', value: [{ name: 'paper.jpg', size: 10 }] },
    };
    const received = receivedForm(formModel('reimbursement_request', activities), values, new Date(), {}, wording('reimbursement_request'));
    expect(received.formName).toBe('Reimbursement Request');
    expect(received.details).toEqual([
      { label: 'Name', value: 'Beth' },
      { label: 'Request Type', value: 'Reimbursement' },
      { label: 'Pay To Name', value: 'Beth Parent' },
      { label: 'Reimbursement Total', value: '$17.00' },
      { label: 'Receipts', value: 'paper.jpg' },
    ]);
  });

  it('names the event and the rating of feedback, with its reference and no e-mail', () => {
    const received = receivedFeedback({ eventTitle: 'Fall Festival', rating: 9 }, new Date('2026-11-23T20:05:00Z'), 'HSA-2026-0143');
    expect(received).toMatchObject({ formType: 'event_feedback', reference: 'HSA-2026-0143' });
    expect(received).not.toHaveProperty('email');
    const content = confirmationContent(received, formPanelText.en, 'en');
    expect(content).toMatchObject({ heading: 'Thank you, we received your feedback', formName: 'Event Feedback' });
    expect(content.sentAt).toMatch(/^Monday, November 23, 2026 at 3:05 p\.m\. EST$/);
    expect(content.details).toEqual([
      { label: 'Event', value: 'Fall Festival', english: true },
      { label: 'Rating', value: '9 of 10' },
    ]);
  });
});

describe('the confirmation panel in Spanish', () => {
  it('names an activity by its Spanish name where it has one, unmarked; else the English, marked (docs/decisions/093)', () => {
    const bilingual = [
      { name: 'Book Fair', name_es: 'Feria del libro', value: 'book-fair' },
      { name: 'Chess Club', value: 'chess' },
    ];
    const detailOf = (value: string) =>
      receivedForm(
        formModel('volunteer_request', bilingual, formWordsOf(formsText.es)),
        { name: text('Ana'), volunteer_activity: text(value) },
        new Date('2026-11-23T20:05:00Z'),
        {},
        wording('volunteer_request', 'es'),
      ).details.find((detail) => detail.value !== 'Ana');
    expect(detailOf('book-fair')).toEqual({ label: 'Actividad de voluntariado', value: 'Feria del libro' });
    expect(detailOf('chess')).toEqual({ label: 'Actividad de voluntariado', value: 'Chess Club', english: true });
  });

  it('says when the form was sent in Spanish, times as Spanish typesetting writes them', () => {
    expect(formatSentAt(new Date('2026-11-23T20:05:00Z'), 'es')).toMatch(/^lunes, 23 de noviembre de 2026, 3:05\u00a0p\.\u00a0m\. EST$/);
    expect(formatSentAt(new Date('2026-07-04T14:30:00Z'), 'es')).toMatch(/^sábado, 4 de julio de 2026, 10:30\u00a0a\.\u00a0m\. EDT$/);
  });

  it('names logged hours by Spanish labels, a Spanish date, and a status page under /es/', () => {
    const values: FormValues = {
      name: text('Rosa'),
      email: text('rosa@example.org'),
      volunteer_activity: text('book-fair'),
      activity_date: text('2026-03-14'),
      hours: text('2'),
    };
    const model = formModel('volunteer_hours_request', activities, formWordsOf(formsText.es));
    const received = receivedForm(
      model,
      values,
      new Date(),
      { statusPage: '/volunteers/reimbursement-status/abc' },
      wording('volunteer_hours_request', 'es'),
    );
    expect(received).toMatchObject({ formName: 'Registrar horas de voluntariado', statusPage: '/es/volunteers/reimbursement-status/abc' });
    expect(received.details).toEqual([
      { label: 'Nombre', value: 'Rosa' },
      { label: 'Actividad de voluntariado', value: 'Book Fair', english: true },
      { label: 'Fecha de la actividad', value: '14 de marzo de 2026' },
      { label: 'Número de horas', value: '2' },
    ]);
    expect(received.nextSteps).toEqual([
      'Sus horas se suman al registro de voluntariado de la HSA de este año escolar.',
      'No necesita hacer nada más.',
    ]);
  });

  it('words feedback in Spanish, the event title still marked as English', () => {
    const received = receivedFeedback({ eventTitle: 'Fall Festival', rating: 7 }, new Date('2026-11-23T20:05:00Z'), undefined);
    const content = confirmationContent(received, formPanelText.es, 'es');
    expect(content).toMatchObject({ heading: 'Gracias, recibimos sus comentarios', formName: 'Comentarios sobre el evento' });
    expect(content.details).toEqual([
      { label: 'Evento', value: 'Fall Festival', english: true },
      { label: 'Calificación', value: '7 de 10' },
    ]);
  });

  it('names the event by its Spanish title where the officers wrote one, unmarked; the English page keeps the English', () => {
    const sent = { eventTitle: 'Fall Festival', eventTitle_es: 'Festival de otoño', rating: 7 };
    const received = receivedFeedback(sent, new Date('2026-11-23T20:05:00Z'), undefined);
    expect(confirmationContent(received, formPanelText.es, 'es').details[0]).toEqual({ label: 'Evento', value: 'Festival de otoño' });
    expect(confirmationContent(received, formPanelText.en, 'en').details[0]).toEqual({
      label: 'Event',
      value: 'Fall Festival',
      english: true,
    });
  });
});
