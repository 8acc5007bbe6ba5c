/**
 * The few words of the error summary and the confirmation panel, in English and Spanish (docs/decisions/068). The
 * volunteer forms, the event feedback and the sign-up form all draw these two, so, like the shared components' words
 * (src/shared/ui/ui-text.ts), both languages travel with them and follow the island's `useLang()`: every island that
 * shows them already gives its language, and none has to hand the forms' texts over as well.
 */
import type { Catalogues, Translation } from '../../shared/i18n/catalogue';
import type { Lang } from '../../shared/i18n/lang';
import { useLang } from '../../shared/i18n/text-context';
import { FORM_MESSAGES, NEXT_STEPS } from './forms-messages';

const [feedbackFirst, feedbackSecond] = NEXT_STEPS.event_feedback;

const en = {
  problemHeading: FORM_MESSAGES.problemHeading,
  problemLink: '{label}: {message}',
  confirmationHeading: FORM_MESSAGES.confirmationHeading,
  feedbackConfirmationHeading: FORM_MESSAGES.feedbackConfirmationHeading,
  referenceLabel: FORM_MESSAGES.referenceLabel,
  referenceHint: FORM_MESSAGES.referenceHint,
  emailedCopy: 'We have e-mailed a copy to {address}.',
  nextHeading: FORM_MESSAGES.nextHeading,
  statusLink: FORM_MESSAGES.statusLink,
  statusLinkHint: FORM_MESSAGES.statusLinkHint,
  form: 'Form',
  sent: 'Sent',
  feedback: {
    formName: 'Event Feedback',
    event: 'Event',
    rating: 'Rating',
    ratingOf: '{rating} of 10',
    nextFirst: feedbackFirst,
    nextSecond: feedbackSecond,
  },
} as const;

const es: Translation<typeof en> = {
  problemHeading: 'Hay un problema',
  problemLink: '{label}: {message}',
  confirmationHeading: 'Gracias, recibimos su formulario',
  feedbackConfirmationHeading: 'Gracias, recibimos sus comentarios',
  referenceLabel: 'Su número de referencia',
  referenceHint: 'Menciónelo si le escribe a la HSA sobre este formulario.',
  emailedCopy: 'Le enviamos una copia por correo electrónico a {address}.',
  nextHeading: 'Próximos pasos',
  statusLink: 'Vea cómo va su solicitud en su página privada',
  statusLinkHint: 'El enlace también viene en el correo. No lo comparta: cualquier persona que lo tenga puede ver cómo va su solicitud.',
  form: 'Formulario',
  sent: 'Enviado',
  feedback: {
    formName: 'Comentarios sobre el evento',
    event: 'Evento',
    rating: 'Calificación',
    ratingOf: '{rating} de 10',
    nextFirst: 'Sus comentarios llegan a la directiva de la HSA, que lee cada respuesta.',
    nextSecond: 'No llevan su nombre ni su correo electrónico, así que nadie le responderá. No necesita hacer nada más.',
  },
};

export type FormPanelText = Translation<typeof en>;
export const formPanelText: Catalogues<typeof en> = { en, es };

/** The panel's words in `lang`, for code outside a component (the feedback's confirmation content). */
export const formPanelTextIn = (lang: Lang): FormPanelText => formPanelText[lang];

/** The error summary's and confirmation panel's words in the island's language (English without a LangProvider). */
export const useFormPanelText = (): FormPanelText => formPanelText[useLang()];
