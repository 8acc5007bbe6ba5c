/** Text a person sees around the public forms (SPEC sections 2, 5 and 8); the dashboard's are in src/features/submissions/submissions-messages.ts. */
export const FORM_MESSAGES = {
  formSubmitted: 'Form Submitted Successfully',
  formFailed: 'Sorry, There was an issue submitting your form [Please Contact Site Admin]',
  feedbackSubmitted: 'Feedback Submitted Successfully',
  feedbackFailed: 'Sorry, There was an issue submitting your feedback [Please Contact Site Admin]',
  feedbackIncomplete: 'Please select a event rating & add some feedback notes before submission',
  totalDiffers: (invoiceTotal: string) => `This differs from the invoice total of ${invoiceTotal}.`,
  checkLimitNote:
    'Note: The HSA cannot reimburse more than $250.00 per check. For larger approved amounts, please contact the HSA Treasurer.',
} as const;

/** Per-field problems shown under a form field; the spec only names which checks exist (section 5). */
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  option: 'Please choose one of the options.',
  number: 'Please enter a number.',
  date: 'Please enter a valid date.',
  atLeastOne: 'Please add at least one item.',
  tooLong: (max: number) => `Please use at most ${max} characters.`,
  tooMany: (max: number) => `Please add at most ${max}.`,
  range: (min: number, max: number) => `Please enter a number from ${min} to ${max}.`,
  invoiceQty: (max: number) => `Please enter a qty from 0 to ${max.toLocaleString('en-US')}.`,
  invoicePrice: (max: number) => `Please enter a price from 0 to ${max.toLocaleString('en-US')}.`,
  invoiceTotal: (max: number) => `The invoice lines may add up to at most $${max.toLocaleString('en-US')}.`,
  /** Where a problem is in a list of lines, for the message under the list. */
  onLine: (line: number, message: string) => `Line ${line}: ${message}`,
  unknownFormType: (known: readonly string[]) => `Unknown form type. Expected one of: ${known.join(', ')}.`,
} as const;

/** Why chosen receipt files cannot be sent. */
export const RECEIPT_MESSAGES = {
  tooMany: (max: number) => `Please attach at most ${max} receipts.`,
  tooBig: (name: string, maxMb: number) => `${name} is larger than ${maxMb} MB.`,
  empty: (name: string) => `${name} is empty.`,
  nameTooLong: (max: number) => `A receipt's file name may have at most ${max} characters.`,
  tooMuch: (maxMb: number) => `Receipts may add up to at most ${maxMb} MB.`,
  notReceipt: (name: string) => `${name} is not an image or a PDF.`,
} as const;
