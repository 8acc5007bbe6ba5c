/**
 * The signups texts a visitor reads, in English and Spanish (docs/decisions/068): the public sheet in the
 * event popup, its form, and the manage page. English is written once, `as const`; Spanish is its
 * `Translation`, so a key missing in Spanish fails the type check. Slot titles and event titles are
 * officers' data, never here. The server's refusals and the schema's messages stay English for the API;
 * the screens show their words from here, by the answer's code (ui/refusal-text.ts) and by the message's id
 * (ui/signup-form.ts).
 */
import type { Catalogues, Translation } from '../../shared/i18n/catalogue';
import { SIGNUP_MESSAGES as M } from './signup-messages';

const en = {
  sheet: {
    heading: 'Volunteer',
    /** The lists' mark of an event whose sheet still has a place. */
    volunteersWanted: 'Volunteers needed',
    filled: '{confirmed} of {capacity} filled',
    full: 'Full',
    fullWithWaitlist: 'Full - {waitlisted} on the waitlist',
    signedUp: 'Signed up:',
    nobodyYet: 'No one yet: be the first.',
    signUp: 'Sign up',
    joinWaitlist: 'Join the waitlist',
    /** After "Sign up" for a screen reader, and in the form's name. */
    forSlot: ' for {slot}',
    closed: 'Sign-ups are closed.',
    privacy: 'Only your first name and the initial of your last name are shown here.',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone (optional)',
    honeypot: 'Leave this field empty',
    send: 'Sign me up',
    sending: 'Signing you up…',
    cancel: 'Cancel',
    confirmed: "You're signed up for {slot}. We e-mailed you a confirmation with a link to cancel if your plans change.",
    waitlisted: "This slot is full: you're number {position} on the waitlist. We'll e-mail you if a place opens.",
    sendFailed: 'Your sign-up could not be sent. Please check your connection and try again.',
    /** A refusal without words of its own here (the English page shows the server's). */
    refused: 'Your sign-up could not be taken. Please check it and try again.',
    /** The server's refusals of a sign-up, by their code. */
    refusals: { CLOSED: M.closed, PAST: M.past, DUPLICATE: M.duplicate },
  },
  /** The form's problems, by the schema message's id in signup-messages.ts. */
  problems: { name: M.name, nameLength: M.nameLength, email: M.email, phone: M.phone, noSlot: M.noSlot },
  manage: {
    loading: 'Loading your sign-up',
    part: 'Your sign-up',
    notFoundHeading: 'Sign-up not found',
    notFound: M.manageNotFound,
    loadFailed: 'Your sign-up could not be loaded. Please check your connection and try again.',
    tryAgain: 'Try again',
    eyebrow: 'Your sign-up for',
    when: 'When',
    where: 'Where',
    slot: 'Slot',
    confirmed: "You're signed up.",
    waitlisted: "You're number {position} on the waitlist. We'll e-mail you if a place opens.",
    cancelled: 'Your sign-up is cancelled.',
    cancel: 'Cancel my sign-up',
    confirmQuestion: 'Cancel your sign-up for {slot}? Your place goes to the next person on the waitlist.',
    confirmCancel: 'Yes, cancel it',
    keep: 'Keep my sign-up',
    cancelling: 'Cancelling…',
    cancelFailed: 'Your sign-up could not be cancelled. Please check your connection and try again.',
    refused: 'Your sign-up could not be cancelled. Please try again later.',
    refusals: { PAST: M.cancelPast },
    eventLink: 'See the event',
  },
  managePage: {
    title: 'Your Volunteer Sign-up',
    description: 'Your volunteer sign-up with the HSA: see it or cancel it.',
    heading: 'Your Volunteer Sign-up',
    lead: 'Your sign-up, from the private link in your confirmation e-mail. Anyone with the link can see and cancel it, so please keep it to yourself.',
    contact: 'Questions about volunteering? Email the HSA at',
  },
} as const;

const es: Translation<typeof en> = {
  sheet: {
    heading: 'Voluntariado',
    volunteersWanted: 'Se necesitan voluntarios',
    filled: '{confirmed} de {capacity} lugares ocupados',
    full: 'Lleno',
    fullWithWaitlist: 'Lleno - {waitlisted} en la lista de espera',
    signedUp: 'Inscritos:',
    nobodyYet: 'Todavía no hay nadie. ¡Sea la primera persona en inscribirse!',
    signUp: 'Inscribirse',
    joinWaitlist: 'Inscribirse en la lista de espera',
    forSlot: ' para el turno {slot}',
    closed: 'Las inscripciones están cerradas.',
    privacy: 'Aquí solo se muestran su nombre y la inicial de su apellido.',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono (opcional)',
    honeypot: 'Deje este campo vacío',
    send: 'Inscribirme',
    sending: 'Enviando su inscripción…',
    cancel: 'Cancelar',
    confirmed:
      '¡Listo! Su inscripción en el turno {slot} está confirmada. Le enviamos un correo de confirmación con un enlace para cancelarla si cambian sus planes.',
    waitlisted:
      'Este turno está lleno: usted tiene el número {position} en la lista de espera. Le avisaremos por correo si se libera un lugar.',
    sendFailed: 'No se pudo enviar su inscripción. Revise su conexión e inténtelo de nuevo.',
    refused: 'No pudimos registrar su inscripción. Revise sus datos e inténtelo de nuevo.',
    refusals: {
      CLOSED: 'Las inscripciones para este evento están cerradas.',
      PAST: 'Este evento ya pasó, así que las inscripciones están cerradas.',
      DUPLICATE: 'Este correo electrónico ya está inscrito en este turno.',
    },
  },
  problems: {
    name: 'Escriba su nombre.',
    nameLength: 'Su nombre puede tener como máximo 100 caracteres.',
    email: 'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
    phone: 'Escriba un teléfono solo con números, espacios y + ( ) -, o déjelo vacío.',
    noSlot: 'Este turno ya no está en la lista. Vuelva a cargar la página y elija otro.',
  },
  manage: {
    loading: 'Cargando su inscripción',
    part: 'Su inscripción',
    notFoundHeading: 'No encontramos la inscripción',
    notFound: 'No hay ninguna inscripción con este enlace. Revise el enlace de su correo de confirmación.',
    loadFailed: 'No se pudo cargar su inscripción. Revise su conexión e inténtelo de nuevo.',
    tryAgain: 'Intentar de nuevo',
    eyebrow: 'Su inscripción para',
    when: 'Cuándo',
    where: 'Dónde',
    slot: 'Turno',
    confirmed: 'Su inscripción está confirmada.',
    waitlisted: 'Usted tiene el número {position} en la lista de espera. Le avisaremos por correo si se libera un lugar.',
    cancelled: 'Su inscripción está cancelada.',
    cancel: 'Cancelar mi inscripción',
    confirmQuestion: '¿Cancelar su inscripción en el turno {slot}? Su lugar pasará a la siguiente persona de la lista de espera.',
    confirmCancel: 'Sí, cancelarla',
    keep: 'Mantener mi inscripción',
    cancelling: 'Cancelando…',
    cancelFailed: 'No se pudo cancelar su inscripción. Revise su conexión e inténtelo de nuevo.',
    refused: 'No se pudo cancelar su inscripción. Inténtelo de nuevo más tarde.',
    refusals: { PAST: 'Este evento ya pasó, así que la inscripción ya no se puede cancelar.' },
    eventLink: 'Ver el evento',
  },
  managePage: {
    title: 'Su inscripción como voluntario',
    description: 'Su inscripción como voluntario con la HSA: consúltela o cancélela.',
    heading: 'Su inscripción como voluntario',
    lead: 'Esta es su inscripción; llegó aquí con el enlace privado de su correo de confirmación. Cualquier persona con el enlace puede verla y cancelarla, así que no lo comparta.',
    contact: '¿Tiene preguntas sobre el voluntariado? Escriba a la HSA a',
  },
};

export type SignupsText = Translation<typeof en>;
export const signupsText: Catalogues<typeof en> = { en, es };
