/**
 * What the mails to a volunteer say, in English and Spanish (docs/decisions/066, 068): the confirmation or
 * waitlist place, the mail when a place opens, the reminder and the change notices. English is written once,
 * `as const`, and is exactly what these mails said before; Spanish is its `Translation`, so a key missing in
 * Spanish fails the type check. Server only, so both languages sit together. The sheet's addresses' notice of a
 * cancellation is an officers' mail and stays English (signup-mail-content.server.ts).
 */
import type { Catalogues, Translation } from '../../../shared/i18n/catalogue';

const en = {
  greeting: 'Hello {name},',
  /** The greeting when the volunteer gave no name. */
  hello: 'Hello there,',
  /** The facts every volunteer's mail carries. */
  labels: { event: 'Event', slot: 'Slot', when: 'When', where: 'Where' },
  manage: 'If your plans change, cancel your sign-up with your private link (please do not forward it: it manages your sign-up):',
  questions: 'Questions? Write to {email}.',
  /** A slot of an event, in a subject. */
  what: '{slot} at {event}',
  waitlisted: {
    subject: "You're on the waitlist: {what}",
    opening:
      'Thank you for offering to help. This slot is full, so you are number {position} on its waitlist. If a place opens, we will confirm you and e-mail you.',
  },
  confirmed: {
    subject: "You're signed up: {what}",
    opening: 'Thank you for volunteering! You are signed up. The calendar file attached adds it to your calendar.',
  },
  promoted: {
    subject: "A place opened: you're signed up for {slot} at {event}",
    opening: 'Good news: a place opened and you are now signed up. The calendar file attached adds it to your calendar.',
  },
  reminder: {
    subject: 'Reminder: {slot} at {event}, {when}',
    opening:
      'A reminder that you signed up to volunteer. Thank you! If you can no longer come, please cancel with your link so that someone on the waitlist can take your place.',
  },
  cancelled: {
    subject: 'Cancelled: {event}, {when}',
    opening: '{event} on {when} has been cancelled, so there is nothing to volunteer for. Thank you for offering your time.',
  },
  changed: {
    newTime: 'Changed: {event} has a new time',
    newPlace: 'Changed: {event} has a new place',
    /** The opening: what changed (`lines`, joined by `join`) between two sentences. */
    opening: 'The event you signed up to help with has changed. {lines}. If you can no longer come, please cancel with your link.',
    join: '. ',
    when: 'When: was {old}, now {new}',
    where: 'Where: was {old}, now {new}',
    /** A place left empty, before or after. */
    noPlace: 'not given',
  },
} as const;

const es: Translation<typeof en> = {
  greeting: 'Hola, {name}:',
  hello: 'Hola:',
  labels: { event: 'Evento', slot: 'Turno', when: 'Cuándo', where: 'Dónde' },
  manage:
    'Si cambian sus planes, cancele su inscripción con su enlace privado (por favor, no lo reenvíe: con él se administra su inscripción):',
  questions: '¿Preguntas? Escriba a {email}.',
  what: '{slot} en {event}',
  waitlisted: {
    subject: 'Está en la lista de espera: {what}',
    opening:
      'Gracias por ofrecer su ayuda. Este turno ya está completo, así que usted tiene el número {position} en la lista de espera. Si se libera un lugar, confirmaremos su inscripción y le avisaremos por correo electrónico.',
  },
  confirmed: {
    subject: 'Inscripción confirmada: {what}',
    opening:
      '¡Gracias por ofrecerse como voluntario! Su inscripción está confirmada. Con el archivo de calendario adjunto puede agregarla a su calendario.',
  },
  promoted: {
    subject: 'Se liberó un lugar: su inscripción para {slot} en {event} está confirmada',
    opening:
      'Buenas noticias: se liberó un lugar y su inscripción ya está confirmada. Con el archivo de calendario adjunto puede agregarla a su calendario.',
  },
  reminder: {
    subject: 'Recordatorio: {slot} en {event}, {when}',
    opening:
      'Le recordamos que se inscribió como voluntario. ¡Muchas gracias! Si ya no puede venir, por favor, cancele su inscripción con su enlace para que otra persona de la lista de espera pueda tomar su lugar.',
  },
  cancelled: {
    subject: 'Cancelado: {event}, {when}',
    opening: 'Se canceló el evento «{event}» ({when}), así que ya no se necesitan voluntarios. Gracias por ofrecer su tiempo.',
  },
  changed: {
    newTime: 'Cambio de fecha u hora: {event}',
    newPlace: 'Cambio de lugar: {event}',
    opening:
      'Hubo un cambio en el evento en el que se inscribió para ayudar. {lines}. Si ya no puede venir, por favor, cancele su inscripción con su enlace.',
    join: '. ',
    when: 'Nueva fecha y hora: {new} (antes: {old})',
    where: 'Nuevo lugar: {new} (antes: {old})',
    noPlace: 'sin indicar',
  },
};

export type SignupMailText = Translation<typeof en>;
export const signupMailText: Catalogues<typeof en> = { en, es };

/** The line the sheet's addresses read in a cancellation's notice when the volunteer signed up on the Spanish site. */
export const SPANISH_VOLUNTEER_NOTE = 'Sent from the Spanish site: the volunteer reads Spanish; their mails went out in Spanish.';
