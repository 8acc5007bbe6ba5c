/**
 * The words the form engine reports in (docs/decisions/068): the field texts, the fields' problems and the notes
 * beside the reimbursement total. The function and the unit tests use the English ones below; an island builds the
 * page's from the texts its page handed it (`formWordsOf`), so it never carries the other language.
 */
import { formatText } from '../../shared/i18n/catalogue';
import { FIELD_TEXT, type FieldText } from './field-definitions';
import { FIELD_MESSAGES, FORM_MESSAGES, RECEIPT_MESSAGES, type FieldMessages, type ReceiptMessages } from './forms-messages';
import type { FormsText } from './forms-text';

export interface FormWords {
  fields: FieldText;
  fieldMessages: FieldMessages;
  receiptMessages: ReceiptMessages;
  totalDiffers: (invoiceTotal: string) => string;
  checkLimitNote: string;
}

export const ENGLISH_FORM_WORDS: FormWords = {
  fields: FIELD_TEXT,
  fieldMessages: FIELD_MESSAGES,
  receiptMessages: RECEIPT_MESSAGES,
  totalDiffers: FORM_MESSAGES.totalDiffers,
  checkLimitNote: FORM_MESSAGES.checkLimitNote,
};

/** Limits are written as the English messages write them ('10,000'), which reads the same in Spanish. */
const count = (value: number) => value.toLocaleString('en-US');

/** The engine's words from a page's forms texts: the templates' places filled. */
export function formWordsOf(text: FormsText): FormWords {
  const field = text.fieldMessages;
  const receipt = text.receiptMessages;
  return {
    fields: text.fields,
    fieldMessages: {
      required: field.required,
      email: field.email,
      option: field.option,
      number: field.number,
      date: field.date,
      atLeastOne: field.atLeastOne,
      tooLong: (max) => formatText(field.tooLong, { max }),
      tooMany: (max) => formatText(field.tooMany, { max }),
      range: (min, max) => formatText(field.range, { min, max }),
      aboveAtMost: (above, max) => formatText(field.aboveAtMost, { above, max }),
      notInFuture: field.notInFuture,
      invoiceQty: (max) => formatText(field.invoiceQty, { max: count(max) }),
      invoicePrice: (max) => formatText(field.invoicePrice, { max: count(max) }),
      invoiceTotal: (max) => formatText(field.invoiceTotal, { max: count(max) }),
      onLine: (line, message) => formatText(field.onLine, { line, message }),
    },
    receiptMessages: {
      tooMany: (max) => formatText(receipt.tooMany, { max }),
      tooBig: (name, maxMb) => formatText(receipt.tooBig, { name, maxMb }),
      empty: (name) => formatText(receipt.empty, { name }),
      nameTooLong: (max) => formatText(receipt.nameTooLong, { max }),
      tooMuch: (maxMb) => formatText(receipt.tooMuch, { maxMb }),
      notReceipt: (name) => formatText(receipt.notReceipt, { name }),
    },
    totalDiffers: (total) => formatText(text.totalDiffers, { total }),
    checkLimitNote: text.checkLimitNote,
  };
}
