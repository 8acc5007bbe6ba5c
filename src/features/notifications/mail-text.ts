/**
 * What the mails to a family say, in English and Spanish (docs/decisions/068): the confirmation of a form and a
 * reimbursement payee's mail at each stage. English is written once, `as const`, and is exactly what these mails
 * said before; Spanish is its `Translation`, so a key missing in Spanish fails the type check. Server only (the
 * mails are written by functions), so both languages sit together. Officers' alerts stay English: only the line
 * that tells them the family reads Spanish is here.
 */
import { school } from '../../config/school';
import { formatText, type Catalogues, type Translation } from '../../shared/i18n/catalogue';
import type { Lang } from '../../shared/i18n/lang';

const en = {
  /** The opening line: 'Dear Jane Doe,', or this when the sender gave no name. */
  greeting: 'Dear {name},',
  hello: 'Hello,',
  /** Whom a sender writes to, around the association's address (a link in the HTML part). */
  questionsBefore: 'Questions? Write to ',
  questionsAfter: ' and mention your reference.',
  /** The signature under every mail: the association's full name. */
  signature: '{school} {association}',
  /** What each form is called in a sentence: its subject and opening ("We received your volunteer hours"). */
  received: {
    volunteer_request: 'your volunteer request',
    volunteer_hours_request: 'your volunteer hours',
    reimbursement_request: 'your reimbursement request',
    event_feedback: 'your feedback',
  },
  confirmation: {
    subject: '{school} HSA: We received {received} ({reference})',
    /** Ends with one full stop, added unless the time already ends with one ('a.m.'). */
    thanks: 'Thank you. We received {received} on {when}',
    reference: 'Your reference is {reference}.',
    nextHeading: 'What happens next',
    sentHeading: 'What you sent',
    statusLink: 'Follow your request, from approval to the check, on its private page',
    keepPrivate: 'Keep this link to yourself: anyone with it sees where your request stands.',
  },
  /** What happens after each form with an e-mail field, as its confirmation says it (no promise of who does what). */
  next: {
    volunteer_request: ['The HSA passes your request to the people who run the activity; they will contact you by e-mail.'],
    volunteer_hours_request: ['Your hours are added to the HSA’s volunteer record for this school year. Nothing more is needed from you.'],
    reimbursement_request: [
      'Two HSA officers sign off on every request: one approves it, and a different officer records the payment.',
      'The HSA cannot reimburse more than $250.00 per check. Processing takes one to two weeks once it is approved.',
      'We e-mail you at each step.',
    ],
  },
  stage: {
    subjects: {
      approved: 'Your reimbursement request was approved',
      paid: 'Your reimbursement was paid',
      declined: 'Your reimbursement request was declined',
    },
    subject: '{school} HSA: {what} ({reference})',
    news: {
      approved: 'Your reimbursement request of {total} (reference {reference}) was approved on {on}.',
      paid: 'Your reimbursement request of {total} (reference {reference}) was paid on {on}:',
      declined: 'Your reimbursement request of {total} (reference {reference}) was declined on {on}.',
    },
    check: 'Check {number}: {amount}, dated {date}',
    reason: 'The reason given: {reason}',
    /**
     * What happens after each move. It names no officer: the one who approved may not record the payment (two
     * officers sign off), and whoever writes the check is the association's business, not a promise.
     */
    next: {
      approved: 'Next, a second HSA officer records the payment. A check takes one to two weeks, at most $250.00 each.',
      paid: 'Nothing more is needed from you.',
      declined: 'If you have questions about the decision, write to the HSA.',
    },
    statusLink: 'See where your request stands on its private page',
  },
  /**
   * The copy of what was sent: the fields' labels and the fixed options' names, by their keys and stored values.
   * English reads as the Forms dashboard does (its own labels stand); Spanish names each.
   */
  fields: {
    name: 'Name',
    email: 'Email',
    child_name: "Child's Name",
    child_homeroom: "Child's Homeroom",
    volunteer_activity: 'Volunteer Activity',
    comments: 'Comments',
    activity_date: 'Activity Date',
    hours: 'Number of Hours',
    request_type: 'Request Type',
    notes: 'Notes',
    payto_name: 'Pay To Name',
    payto_address: 'Pay To Address',
    phone: 'Phone',
    pay_arrangement: 'Payment Arrangement',
    associated_activites: 'Associated Committees/Activities',
    description: 'Description',
    invoices: 'Invoices',
    reimbursement_total: 'Reimbursement Total',
    reimburesment_total: 'Invoice Total',
    receipts: 'Receipts',
  },
  options: {
    Reimburesment: 'Reimbursement',
    'Pay Invoice': 'Pay Invoice',
    'Other (Add Details In Notes)': 'Other (Add Details In Notes)',
    'Mail Directly': 'Mail Directly',
    'Arrange Pickup': 'Arrange Pickup',
  },
} as const;

const es: Translation<typeof en> = {
  greeting: 'Hola, {name}:',
  hello: 'Hola:',
  questionsBefore: '¿Preguntas? Escriba a ',
  questionsAfter: ' y mencione su número de referencia.',
  signature: 'Asociación de Hogar y Escuela (HSA) de {school}',
  received: {
    volunteer_request: 'su solicitud de voluntariado',
    volunteer_hours_request: 'sus horas de voluntariado',
    reimbursement_request: 'su solicitud de reembolso',
    event_feedback: 'sus comentarios',
  },
  confirmation: {
    subject: '{school} HSA: Recibimos {received} ({reference})',
    thanks: 'Gracias. Recibimos {received} el {when}',
    reference: 'Su número de referencia es {reference}.',
    nextHeading: 'Próximos pasos',
    sentHeading: 'Lo que nos envió',
    statusLink: 'Vea el avance de su solicitud, desde la aprobación hasta el cheque, en su página privada',
    keepPrivate: 'No comparta este enlace: cualquier persona que lo tenga puede ver cómo va su solicitud.',
  },
  next: {
    volunteer_request: [
      'La HSA pasa su solicitud a las personas que organizan la actividad, quienes se comunicarán con usted por correo electrónico.',
    ],
    volunteer_hours_request: ['Sus horas se suman al registro de voluntariado de la HSA de este año escolar. No necesita hacer nada más.'],
    reimbursement_request: [
      'Dos miembros de la directiva de la HSA revisan cada solicitud: uno la aprueba y otro distinto registra el pago.',
      'La HSA no puede reembolsar más de $250.00 por cheque. Una vez aprobada la solicitud, el trámite tarda de una a dos semanas.',
      'Le escribiremos por correo electrónico en cada paso.',
    ],
  },
  stage: {
    subjects: {
      approved: 'Su solicitud de reembolso fue aprobada',
      paid: 'Su reembolso ya fue pagado',
      declined: 'Su solicitud de reembolso no fue aprobada',
    },
    subject: '{school} HSA: {what} ({reference})',
    news: {
      approved: 'Su solicitud de reembolso por {total} (referencia {reference}) fue aprobada el {on}.',
      paid: 'Su solicitud de reembolso por {total} (referencia {reference}) se pagó el {on}:',
      declined: 'El {on}, la HSA decidió no aprobar su solicitud de reembolso por {total} (referencia {reference}).',
    },
    check: 'Cheque {number}: {amount}, con fecha del {date}',
    reason: 'El motivo: {reason}',
    next: {
      approved:
        'Ahora, otro miembro de la directiva de la HSA registrará el pago. El cheque tarda de una a dos semanas, y cada cheque es de $250.00 como máximo.',
      paid: 'No necesita hacer nada más.',
      declined: 'Si tiene preguntas sobre esta decisión, escriba a la HSA.',
    },
    statusLink: 'Vea cómo va su solicitud en su página privada',
  },
  fields: {
    name: 'Nombre',
    email: 'Correo electrónico',
    child_name: 'Nombre de su hijo(a)',
    child_homeroom: 'Salón de su hijo(a)',
    volunteer_activity: 'Actividad de voluntariado',
    comments: 'Comentarios',
    activity_date: 'Fecha de la actividad',
    hours: 'Número de horas',
    request_type: 'Tipo de solicitud',
    notes: 'Notas',
    payto_name: 'Pagar a nombre de',
    payto_address: 'Dirección para el pago',
    phone: 'Teléfono',
    pay_arrangement: 'Cómo recibir el pago',
    associated_activites: 'Comités o actividades relacionados',
    description: 'Descripción',
    invoices: 'Facturas',
    reimbursement_total: 'Total del reembolso',
    reimburesment_total: 'Total de la factura',
    receipts: 'Recibos',
  },
  options: {
    Reimburesment: 'Reembolso',
    'Pay Invoice': 'Pagar una factura',
    'Other (Add Details In Notes)': 'Otro (explique en Notas)',
    'Mail Directly': 'Enviar por correo postal',
    'Arrange Pickup': 'Recogerlo en persona',
  },
};

export type MailText = Translation<typeof en>;
export const mailText: Catalogues<typeof en> = { en, es };

/**
 * The line an officer's alert adds when the family wrote from the Spanish site (their own mails go out in
 * Spanish); officers read English, so it is English only.
 */
export const SPANISH_SITE_NOTE = {
  withConfirmation: 'Sent from the Spanish site: the family reads Spanish; their confirmation went out in Spanish.',
  alone: 'Sent from the Spanish site: the family reads Spanish.',
} as const;

/** The association's full name as a mail in `lang` signs it: 'St. Brigid Catholic School Home and School Association'. */
export const associationNameIn = (lang: Lang): string =>
  formatText(mailText[lang].signature, { school: school.name, association: school.associationName });
