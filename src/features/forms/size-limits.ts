/**
 * Size limits of the public forms (DESIGN section 6). The browser form and the submit-form function
 * apply the same numbers, so a form that passes in the browser is never refused for its size.
 */
export const MAX_INPUT_LENGTH = 200;
/** RFC 5321 caps an address at 254 characters. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_TEXTAREA_LENGTH = 2000;
/** SPEC section 9: feedback max 500 characters. */
export const MAX_FEEDBACK_LENGTH = 500;

export const MAX_INVOICE_LINES = 50;
/** qty and price are typed into short inputs; 20 characters is far beyond any real amount. */
export const MAX_INVOICE_NUMBER_LENGTH = 20;
/** A line's qty and price: never negative, and far beyond what an association buys at once. */
export const MAX_INVOICE_QTY = 1000;
export const MAX_INVOICE_PRICE = 100_000;
/** The most one reimbursement asks for, and the most its invoice lines may add up to. */
export const MAX_REIMBURSEMENT_TOTAL = 100_000;
export const MAX_SELECTED_ACTIVITIES = 50;
export const MAX_RECEIPT_NAME_LENGTH = 200;

/**
 * The largest JSON body (or multipart form_data part) a submission can need: 50 invoice lines, two
 * 2000-character texts and the rest at their limits stay well under it, even in 3-byte UTF-8.
 */
export const MAX_SUBMISSION_JSON_BYTES = 128 * 1024;
