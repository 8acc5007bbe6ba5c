/**
 * Text a person sees around the public forms (SPEC sections 2, 5 and 8), in English: the function's words and the
 * English catalogue's source. The pages' texts in each language are in forms-text.ts and form-panel-text.ts
 * (docs/decisions/068); the dashboard's are in src/features/submissions/submissions-messages.ts.
 */
export const FORM_MESSAGES = {
  formSubmitted: 'Form Submitted Successfully',
  formFailed: 'Sorry, There was an issue submitting your form [Please Contact Site Admin]',
  feedbackSubmitted: 'Feedback Submitted Successfully',
  feedbackFailed: 'Sorry, There was an issue submitting your feedback [Please Contact Site Admin]',
  feedbackIncomplete: 'Please select a event rating & add some feedback notes before submission',
  totalDiffers: (invoiceTotal: string) => `This differs from the invoice total of ${invoiceTotal}.`,
  checkLimitNote:
    'Note: The HSA cannot reimburse more than $250.00 per check. For larger approved amounts, please contact the HSA Treasurer.',
  // Forms that explain themselves (docs/decisions/055).
  problemHeading: 'There is a problem',
  clearHeading: 'Clear this form?',
  clearExplained: 'Everything you entered in this form will be removed. This cannot be undone.',
  clearKeep: 'Keep my answers',
  clearConfirm: 'Clear the form',
  confirmationHeading: 'Thank you, we received your form',
  feedbackConfirmationHeading: 'Thank you, we received your feedback',
  referenceLabel: 'Your reference',
  referenceHint: 'Quote it if you write to the HSA about this form.',
  nextHeading: 'What happens next',
  statusLink: 'Follow your request on its private page',
  statusLinkHint: 'The link is in the e-mail too. Keep it to yourself: anyone with it sees where your request stands.',
} as const;

/** What happens after each form is received, as the confirmation panel says it (docs/decisions/055). */
export const NEXT_STEPS = {
  volunteer_request: [
    'The HSA passes your request to the people who run the activity.',
    'They will contact you by e-mail about when and where you can help.',
  ],
  volunteer_hours_request: ['Your hours are added to the HSA’s volunteer record for this school year.', 'Nothing more is needed from you.'],
  // Feedback is mailed to the addresses the officers chose for it and listed in their forms dashboard; it
  // carries no name or address, so there is no one to answer.
  event_feedback: [
    'Your feedback goes to the HSA officers, who read every reply.',
    'It carries no name or e-mail address, so nobody will write back. Nothing more is needed from you.',
  ],
  reimbursement_request: [
    'Two HSA officers sign off on every request: one approves it, and a different officer records the payment.',
    // The spec's note on the limit per check (Reimbursement Letter), without its 'Note:'.
    FORM_MESSAGES.checkLimitNote.replace(/^Note: /, ''),
    'Processing takes one to two weeks once your request is approved. We e-mail you at each step.',
  ],
} as const;

/**
 * The problems a field's check can report, in the words of one language: the function reports them in English
 * (FIELD_MESSAGES); the browser's schema on a Spanish page gets them in Spanish (forms-text.ts, docs/decisions/068).
 */
export interface FieldMessages {
  required: string;
  email: string;
  option: string;
  number: string;
  date: string;
  atLeastOne: string;
  tooLong: (max: number) => string;
  tooMany: (max: number) => string;
  range: (min: number, max: number) => string;
  aboveAtMost: (above: number, max: number) => string;
  notInFuture: string;
  invoiceQty: (max: number) => string;
  invoicePrice: (max: number) => string;
  invoiceTotal: (max: number) => string;
  onLine: (line: number, message: string) => string;
}

/** Why chosen receipt files cannot be sent, in the words of one language. */
export interface ReceiptMessages {
  tooMany: (max: number) => string;
  tooBig: (name: string, maxMb: number) => string;
  empty: (name: string) => string;
  nameTooLong: (max: number) => string;
  tooMuch: (maxMb: number) => string;
  notReceipt: (name: string) => string;
}

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
  aboveAtMost: (above: number, max: number) => `Please enter a number more than ${above} and at most ${max}.`,
  notInFuture: 'Please enter a date that is today or earlier.',
  invoiceQty: (max: number) => `Please enter a qty from 0 to ${max.toLocaleString('en-US')}.`,
  invoicePrice: (max: number) => `Please enter a price from 0 to ${max.toLocaleString('en-US')}.`,
  invoiceTotal: (max: number) => `The invoice lines may add up to at most $${max.toLocaleString('en-US')}.`,
  /** Where a problem is in a list of lines, for the message under the list. */
  onLine: (line: number, message: string) => `Line ${line}: ${message}`,
  unknownFormType: (known: readonly string[]) => `Unknown form type. Expected one of: ${known.join(', ')}.`,
  unknownLang: (known: readonly string[]) => `Unknown lang (the language of the page). Expected one of: ${known.join(', ')}.`,
} as const;

/** Why chosen receipt files cannot be sent. */
export const RECEIPT_MESSAGES = {
  tooMany: (max: number) => `Please attach at most ${max} receipts.`,
  tooBig: (name: string, maxMb: number) => `${name} is larger than ${maxMb} MB.`,
  empty: (name: string) => `${name} is empty.`,
  nameTooLong: (max: number) => `A receipt's file name may have at most ${max} characters.`,
  tooMuch: (maxMb: number) => `Receipts may add up to at most ${maxMb} MB.`,
  notReceipt: (name: string) => `${name} is not an image or a PDF.`,
} as const satisfies ReceiptMessages;
