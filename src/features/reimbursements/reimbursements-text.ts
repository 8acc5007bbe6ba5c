/**
 * The reimbursements texts a visitor reads, in English and Spanish (docs/decisions/068): the payee's status page.
 * English is written once, `as const`; Spanish is its `Translation`, so a key missing in Spanish fails the type
 * check. The officers' dashboards stay English (reimbursements-messages.ts).
 */
import type { Catalogues, Translation } from '../../shared/i18n/catalogue';
import { STATUS_MESSAGES } from './payee-status';
import { STAGE_LABELS } from './stages';

const en = {
  status: {
    page: {
      title: 'Reimbursement Status',
      description: 'Where your reimbursement request to the HSA is: approved, paid or declined.',
      heading: 'Reimbursement Status',
      lead: 'Where your reimbursement request is, from the private link in your confirmation e-mail. Anyone with the link can see this page, so please keep it to yourself.',
      contact: 'Questions about your request? Email the HSA at',
    },
    loading: { label: 'Loading the status of your request', part: 'The status of your request' },
    tryAgain: 'Try again',
    notFoundHeading: STATUS_MESSAGES.notFoundHeading,
    notFound: STATUS_MESSAGES.notFound,
    loadFailed: STATUS_MESSAGES.loadFailed,
    eyebrow: 'Your reimbursement request is',
    stages: {
      submitted: STAGE_LABELS.submitted,
      approved: STAGE_LABELS.approved,
      paid: STAGE_LABELS.paid,
      declined: STAGE_LABELS.declined,
    },
    summary: {
      submitted: STATUS_MESSAGES.summary.submitted,
      approved: STATUS_MESSAGES.summary.approved,
      paid: STATUS_MESSAGES.summary.paid,
      declined: STATUS_MESSAGES.summary.declined,
    },
    reference: 'Reference',
    total: 'Total requested',
    submitted: 'Submitted',
    progress: 'Progress',
    stillAhead: 'Still ahead',
    oneCheck: 'Your check',
    manyChecks: 'Your checks',
    written: 'Written {date}',
    paidInAll: 'Paid in all:',
  },
} as const;

const es: Translation<typeof en> = {
  status: {
    page: {
      title: 'Estado del reembolso',
      description: 'Cómo va su solicitud de reembolso a la HSA: aprobada, pagada o no aprobada.',
      heading: 'Estado del reembolso',
      lead: 'Aquí puede ver cómo va su solicitud de reembolso. Llegó aquí con el enlace privado de su correo de confirmación. Cualquier persona que tenga el enlace puede ver esta página, así que no lo comparta.',
      contact: '¿Tiene preguntas sobre su solicitud? Escríbale a la HSA a',
    },
    loading: { label: 'Cargando el estado de su solicitud', part: 'El estado de su solicitud' },
    tryAgain: 'Intentar de nuevo',
    notFoundHeading: 'No encontramos la solicitud',
    notFound: 'No pudimos encontrar esta solicitud de reembolso. Revise el enlace de su correo de confirmación o comuníquese con la HSA.',
    loadFailed: 'Lo sentimos, no se pudo cargar el estado de su solicitud. Inténtelo de nuevo en un momento.',
    eyebrow: 'Estado de su solicitud de reembolso',
    stages: { submitted: 'Enviada', approved: 'Aprobada', paid: 'Pagada', declined: 'No aprobada' },
    summary: {
      submitted: 'Recibimos su solicitud. Está esperando la aprobación de la HSA.',
      approved:
        'Su solicitud fue aprobada. Ahora, otra persona de la directiva de la HSA registra el pago; el cheque tarda de una a dos semanas.',
      paid: 'Su solicitud se pagó con cheque.',
      declined: 'Su solicitud no fue aprobada. La HSA le envió el motivo por correo electrónico.',
    },
    reference: 'Referencia',
    total: 'Total solicitado',
    submitted: 'Fecha de envío',
    progress: 'Progreso',
    stillAhead: 'Pendiente',
    oneCheck: 'Su cheque',
    manyChecks: 'Sus cheques',
    written: 'Emitido el {date}',
    paidInAll: 'Total pagado:',
  },
};

export type ReimbursementsText = Translation<typeof en>;
export const reimbursementsText: Catalogues<typeof en> = { en, es };
