/**
 * The forms texts a visitor reads, in English and Spanish (docs/decisions/068). English is written once,
 * `as const`; Spanish is its `Translation`, so a key missing in Spanish fails the type check. The English of the
 * field texts and problems is the function's own (field-definitions.ts, forms-messages.ts), so both say the same;
 * problems with numbers or names are templates here, filled by form-words.ts.
 */
import type { Catalogues, Translation } from '../../shared/i18n/catalogue';
import { FIELD_TEXT } from './field-definitions';
import { FIELD_MESSAGES, FORM_MESSAGES, NEXT_STEPS } from './forms-messages';

const [volunteerFirst, volunteerSecond] = NEXT_STEPS.volunteer_request;
const [hoursFirst, hoursSecond] = NEXT_STEPS.volunteer_hours_request;
const [reimbursementFirst, reimbursementSecond, reimbursementThird] = NEXT_STEPS.reimbursement_request;

const en = {
  page: {
    title: 'Volunteer Form',
    description: 'Ask to volunteer for an HSA activity, log your volunteer hours or request a reimbursement.',
    heading: 'Volunteer Form',
    intro:
      'Ask to help with an HSA activity, log the hours you volunteered, or ask to be reimbursed for what you bought for the HSA. Before a reimbursement request, please read the',
    letter: 'Reimbursement Letter',
    introEnd: '. Fields marked * are required.',
  },
  loading: { label: 'Loading the forms', part: 'The Volunteer Form' },
  tabs: {
    label: 'Forms',
    volunteer_request: 'Volunteer Activity Request',
    volunteer_hours_request: 'Log Volunteer Hours',
    reimbursement_request: 'Reimbursement Request',
  },
  fields: FIELD_TEXT,
  choose: 'Choose…',
  noActivities: 'No committees or activities to choose from yet.',
  invoice: {
    qty: 'Qty',
    item: 'Item',
    price: 'Price ($)',
    remove: 'Remove',
    qtyOnLine: 'Qty, line {line}',
    itemOnLine: 'Item, line {line}',
    priceOnLine: 'Price, line {line}',
    removeLine: 'Remove line {line}',
    add: 'Add invoice line',
    total: 'Invoice total:',
  },
  receipts: {
    add: 'Add receipts',
    hint: 'Images or PDF files, up to {mb} MB in all.',
    remove: 'Remove {name}',
    again: 'Please choose your receipts again: the page could not keep them.',
  },
  honeypot: 'Leave this field empty',
  actions: { clear: 'Clear', submit: 'Submit', sending: 'Sending your form', sendAnother: 'Send another' },
  clearConfirm: {
    heading: FORM_MESSAGES.clearHeading,
    explained: FORM_MESSAGES.clearExplained,
    keep: FORM_MESSAGES.clearKeep,
    confirm: FORM_MESSAGES.clearConfirm,
  },
  toasts: { submitted: FORM_MESSAGES.formSubmitted, failed: FORM_MESSAGES.formFailed },
  /** What a refusal the sender can act on means, by its HTTP status; English pages show the server's own words. */
  refusals: {
    offline: 'The form could not reach the HSA. Please check your connection and try again.',
    invalid: 'Something in the form was not accepted. Please check your answers.',
    tooLarge: 'The receipts are too large. Please attach smaller files.',
    notReceipt: 'One of the files is not an image or a PDF.',
    tooMany: 'Too many forms were sent. Please wait a few minutes and try again.',
  },
  totalDiffers: 'This differs from the invoice total of {total}.',
  checkLimitNote: FORM_MESSAGES.checkLimitNote,
  fieldMessages: {
    required: FIELD_MESSAGES.required,
    email: FIELD_MESSAGES.email,
    option: FIELD_MESSAGES.option,
    number: FIELD_MESSAGES.number,
    date: FIELD_MESSAGES.date,
    atLeastOne: FIELD_MESSAGES.atLeastOne,
    tooLong: 'Please use at most {max} characters.',
    tooMany: 'Please add at most {max}.',
    range: 'Please enter a number from {min} to {max}.',
    aboveAtMost: 'Please enter a number more than {above} and at most {max}.',
    notInFuture: FIELD_MESSAGES.notInFuture,
    invoiceQty: 'Please enter a qty from 0 to {max}.',
    invoicePrice: 'Please enter a price from 0 to {max}.',
    invoiceTotal: 'The invoice lines may add up to at most ${max}.',
    onLine: 'Line {line}: {message}',
  },
  receiptMessages: {
    tooMany: 'Please attach at most {max} receipts.',
    tooBig: '{name} is larger than {maxMb} MB.',
    empty: '{name} is empty.',
    nameTooLong: "A receipt's file name may have at most {max} characters.",
    tooMuch: 'Receipts may add up to at most {maxMb} MB.',
    notReceipt: '{name} is not an image or a PDF.',
  },
  /** What happens after each form is received, as the confirmation panel says it (docs/decisions/055). */
  nextSteps: {
    volunteer_request: { first: volunteerFirst, second: volunteerSecond },
    volunteer_hours_request: { first: hoursFirst, second: hoursSecond },
    reimbursement_request: { first: reimbursementFirst, second: reimbursementSecond, third: reimbursementThird },
  },
} as const;

const es: Translation<typeof en> = {
  page: {
    title: 'Formulario de voluntarios',
    description: 'Ofrézcase como voluntario en una actividad de la HSA, registre sus horas de voluntariado o pida un reembolso.',
    heading: 'Formulario de voluntarios',
    intro:
      'Aquí puede ofrecerse para ayudar en una actividad de la HSA, registrar las horas que trabajó como voluntario o pedir que le reembolsen lo que compró para la HSA. Antes de pedir un reembolso, lea la',
    letter: 'Carta de reembolso',
    introEnd: '. Los campos marcados con * son obligatorios.',
  },
  loading: { label: 'Cargando los formularios', part: 'El formulario de voluntarios' },
  tabs: {
    label: 'Formularios',
    volunteer_request: 'Solicitud de voluntariado',
    volunteer_hours_request: 'Registrar horas de voluntariado',
    reimbursement_request: 'Solicitud de reembolso',
  },
  fields: {
    labels: {
      name: 'Nombre',
      email: 'Correo electrónico',
      childName: 'Nombre de su hijo(a)',
      childHomeroom: 'Salón de su hijo(a)',
      volunteerActivity: 'Actividad de voluntariado',
      comments: 'Comentarios',
      activityDate: 'Fecha de la actividad',
      hours: 'Número de horas',
      requestType: 'Tipo de solicitud',
      notes: 'Notas',
      paytoName: 'Pagar a nombre de',
      paytoAddress: 'Dirección para el pago',
      phone: 'Teléfono',
      payArrangement: 'Cómo recibir el pago',
      associatedActivities: 'Comités o actividades relacionados',
      description: 'Descripción',
      invoices: 'Facturas',
      reimbursementTotal: 'Total del reembolso',
      receipts: 'Recibos',
    },
    sections: { contact: 'Datos de contacto', payment: 'Información del pago', reimbursement: 'Información del reembolso' },
    options: {
      reimbursement: 'Reembolso',
      payInvoice: 'Pagar una factura',
      other: 'Otro (explique en Notas)',
      mailDirectly: 'Enviar por correo postal',
      arrangePickup: 'Recogerlo en persona',
    },
  },
  choose: 'Elija…',
  noActivities: 'Todavía no hay comités ni actividades para elegir.',
  invoice: {
    qty: 'Cant.',
    item: 'Artículo',
    price: 'Precio ($)',
    remove: 'Quitar',
    qtyOnLine: 'Cantidad, línea {line}',
    itemOnLine: 'Artículo, línea {line}',
    priceOnLine: 'Precio, línea {line}',
    removeLine: 'Quitar la línea {line}',
    add: 'Agregar línea',
    total: 'Total de la factura:',
  },
  receipts: {
    add: 'Agregar recibos',
    hint: 'Imágenes o archivos PDF, hasta {mb} MB en total.',
    remove: 'Quitar {name}',
    again: 'Vuelva a elegir sus recibos, por favor: la página no pudo conservarlos.',
  },
  honeypot: 'Deje este campo vacío',
  actions: { clear: 'Borrar', submit: 'Enviar', sending: 'Enviando su formulario', sendAnother: 'Enviar otro' },
  clearConfirm: {
    heading: '¿Borrar este formulario?',
    explained: 'Se borrará todo lo que escribió en este formulario. Esto no se puede deshacer.',
    keep: 'Conservar mis respuestas',
    confirm: 'Borrar el formulario',
  },
  toasts: {
    submitted: 'Formulario enviado correctamente',
    failed: 'Lo sentimos, hubo un problema al enviar su formulario. Por favor, comuníquese con el administrador del sitio.',
  },
  refusals: {
    offline: 'El formulario no pudo llegar a la HSA. Revise su conexión a internet e inténtelo de nuevo.',
    invalid: 'Hay datos en el formulario que no se aceptaron. Revise sus respuestas, por favor.',
    tooLarge: 'Los recibos pesan demasiado. Adjunte archivos más pequeños.',
    notReceipt: 'Uno de los archivos no es una imagen ni un PDF.',
    tooMany: 'Se enviaron demasiados formularios. Espere unos minutos e inténtelo de nuevo.',
  },
  totalDiffers: 'Este total no es igual al total de la factura, {total}.',
  checkLimitNote:
    'Nota: La HSA no puede reembolsar más de $250.00 por cheque. Si le aprobaron una cantidad mayor, comuníquese con la tesorería de la HSA.',
  fieldMessages: {
    required: 'Este campo es obligatorio.',
    email: 'Escriba un correo electrónico válido.',
    option: 'Elija una de las opciones.',
    number: 'Escriba un número.',
    date: 'Escriba una fecha válida.',
    atLeastOne: 'Agregue al menos uno.',
    tooLong: 'Use como máximo {max} caracteres.',
    tooMany: 'Agregue como máximo {max}.',
    range: 'Escriba un número del {min} al {max}.',
    aboveAtMost: 'Escriba un número mayor que {above} y no mayor que {max}.',
    notInFuture: 'Escriba la fecha de hoy o una fecha anterior.',
    invoiceQty: 'Escriba una cantidad del 0 al {max}.',
    invoicePrice: 'Escriba un precio del 0 al {max}.',
    invoiceTotal: 'Las líneas de la factura pueden sumar como máximo ${max}.',
    onLine: 'Línea {line}: {message}',
  },
  receiptMessages: {
    tooMany: 'Adjunte como máximo {max} recibos.',
    tooBig: '{name} pesa más de {maxMb} MB.',
    empty: '{name} está vacío.',
    nameTooLong: 'El nombre de un recibo puede tener como máximo {max} caracteres.',
    tooMuch: 'Los recibos pueden sumar como máximo {maxMb} MB.',
    notReceipt: '{name} no es una imagen ni un PDF.',
  },
  nextSteps: {
    volunteer_request: {
      first: 'La HSA pasa su solicitud a las personas que organizan la actividad.',
      second: 'Le escribirán por correo electrónico para decirle cuándo y dónde puede ayudar.',
    },
    volunteer_hours_request: {
      first: 'Sus horas se suman al registro de voluntariado de la HSA de este año escolar.',
      second: 'No necesita hacer nada más.',
    },
    reimbursement_request: {
      first: 'Dos personas de la directiva de la HSA revisan cada solicitud: una la aprueba y otra distinta registra el pago.',
      second:
        'La HSA no puede reembolsar más de $250.00 por cheque. Si le aprobaron una cantidad mayor, comuníquese con la tesorería de la HSA.',
      third:
        'El trámite tarda de una a dos semanas después de que se aprueba su solicitud. Le escribiremos por correo electrónico en cada paso.',
    },
  },
};

export type FormsText = Translation<typeof en>;
export const formsText: Catalogues<typeof en> = { en, es };
