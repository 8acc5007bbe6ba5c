/**
 * One zod schema per field type, built from a field definition (SPEC section 5's generic checks plus
 * DESIGN section 6's size limits). Non-required fields pass when empty; when filled they still keep
 * to the limits and, for option fields, to the options, so the server never stores arbitrary values.
 */
import { z } from '../../shared/zod';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { EVENT_TIME_ZONE, isDay } from '../events';
import type { FieldDefinition } from './field-definitions';
import {
  MAX_EMAIL_LENGTH,
  MAX_INPUT_LENGTH,
  MAX_INVOICE_LINES,
  MAX_INVOICE_NUMBER_LENGTH,
  MAX_INVOICE_PRICE,
  MAX_INVOICE_QTY,
  MAX_RECEIPT_NAME_LENGTH,
  MAX_REIMBURSEMENT_TOTAL,
  MAX_SELECTED_ACTIVITIES,
  MAX_TEXTAREA_LENGTH,
} from './size-limits';
import { FIELD_MESSAGES } from './forms-messages';
import { parseDecimal } from './money';
import { invoiceTotal } from './invoice';
import { MAX_RECEIPTS } from './receipts';

type Check = (value: string) => string | null;

const checkEmail: Check = (value) => (z.regexes.email.test(value) ? null : FIELD_MESSAGES.email);
// A date input's value, `yyyy-MM-dd`, of a day that exists: 2025-02-30 is refused.
const checkDate: Check = (value) => (isDay(value) ? null : FIELD_MESSAGES.date);
/** Today as `yyyy-MM-dd` in the school's time zone, whatever the browser's or server's own. */
export const schoolToday = (now: Date = new Date()): string => format(now, 'yyyy-MM-dd', { in: tz(EVENT_TIME_ZONE) });
/** A day not after today in the school's time zone, checked when the form is checked (browser and server alike). */
const checkPastDay: Check = (value) => checkDate(value) ?? (value > schoolToday() ? FIELD_MESSAGES.notInFuture : null);
const checkOption = (field: FieldDefinition): Check => {
  const values = new Set(field.options?.map((option) => option.value));
  return (value) => (values.has(value) ? null : FIELD_MESSAGES.option);
};

/** Text-valued fields: trimmed, required ones non-empty, then the length, then the type's own check. */
function textField(field: FieldDefinition, max: number, check?: Check) {
  const schema = z
    .string(FIELD_MESSAGES.required)
    .trim()
    .superRefine((value, ctx) => {
      let problem: string | null;
      if (value === '') problem = field.required ? FIELD_MESSAGES.required : null;
      else problem = value.length > max ? FIELD_MESSAGES.tooLong(max) : (check?.(value) ?? null);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
  return field.required ? schema : schema.default('');
}

/** A number typed as text (or sent as a JSON number) becomes a number; empty optional ones become null. */
function numberField(field: FieldDefinition) {
  const { min = -Infinity, max = Infinity, above } = field;
  const outside = (number: number) => (above !== undefined ? number <= above : number < min) || number > max;
  const schema = z.union([z.number(), z.string()], FIELD_MESSAGES.required).transform((value, ctx): number | null => {
    if (typeof value === 'string' && value.trim() === '') {
      if (field.required) ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.required });
      return null;
    }
    const number = parseDecimal(value);
    if (number === null) ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.number });
    else if (outside(number))
      ctx.addIssue({
        code: 'custom',
        message: above !== undefined ? FIELD_MESSAGES.aboveAtMost(above, max) : FIELD_MESSAGES.range(min, max),
      });
    return number;
  });
  return field.required ? schema : schema.default(null);
}

/** A list field: at least one item when required, at most `max`. */
function listField<T extends z.ZodType>(field: FieldDefinition, item: T, max: number) {
  const schema = z
    .array(item, FIELD_MESSAGES.required)
    .max(max, FIELD_MESSAGES.tooMany(max))
    .refine((items) => !field.required || items.length > 0, FIELD_MESSAGES.atLeastOne);
  return field.required ? schema : schema.default([]);
}

const shortNumberText = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().trim().max(MAX_INVOICE_NUMBER_LENGTH, FIELD_MESSAGES.tooLong(MAX_INVOICE_NUMBER_LENGTH)));

/**
 * A line's qty or price as typed: empty while the line is unfinished (the total skips it), otherwise a
 * plain decimal from 0 to `max`. A negative price would lower what the treasurer pays out.
 */
const invoiceAmount = (max: number, message: string) =>
  shortNumberText.refine((value) => {
    if (value === '') return true;
    const amount = parseDecimal(value);
    return amount !== null && amount >= 0 && amount <= max;
  }, message);

/** Held as typed (strings), so a half-typed line is still a line. */
export const invoiceLineSchema = z.object({
  qty: invoiceAmount(MAX_INVOICE_QTY, FIELD_MESSAGES.invoiceQty(MAX_INVOICE_QTY)),
  item: z.string().trim().max(MAX_INPUT_LENGTH, FIELD_MESSAGES.tooLong(MAX_INPUT_LENGTH)),
  price: invoiceAmount(MAX_INVOICE_PRICE, FIELD_MESSAGES.invoicePrice(MAX_INVOICE_PRICE)),
});

/** The lines, whose total stays within what one reimbursement may ask for. */
const invoiceLines = (field: FieldDefinition) =>
  listField(field, invoiceLineSchema, MAX_INVOICE_LINES).refine(
    (lines) => invoiceTotal(lines) <= MAX_REIMBURSEMENT_TOTAL,
    FIELD_MESSAGES.invoiceTotal(MAX_REIMBURSEMENT_TOTAL),
  );

/**
 * The multi-select's value: the chosen options as `{ label, value }`, as the select component gives them.
 * The value must be an option's; the stored label is always that option's name, never the client's text.
 */
function chosenOption(field: FieldDefinition) {
  const names = new Map(field.options?.map((option) => [option.value, option.name]));
  return z.object({ label: z.string().max(MAX_INPUT_LENGTH).optional(), value: z.string() }).transform(({ value }, ctx) => {
    const label = names.get(value);
    if (label !== undefined) return { label, value };
    ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.option, path: ['value'] });
    return z.NEVER;
  });
}

const receiptName = z
  .string()
  .trim()
  .min(1, FIELD_MESSAGES.required)
  .max(MAX_RECEIPT_NAME_LENGTH, FIELD_MESSAGES.tooLong(MAX_RECEIPT_NAME_LENGTH));

export function fieldSchema(field: FieldDefinition): z.ZodType {
  switch (field.type) {
    case 'input':
      return textField(field, MAX_INPUT_LENGTH);
    case 'textarea':
      return textField(field, MAX_TEXTAREA_LENGTH);
    case 'email':
      return textField(field, MAX_EMAIL_LENGTH, checkEmail);
    case 'select':
      return textField(field, MAX_INPUT_LENGTH, checkOption(field));
    case 'date':
      return textField(field, MAX_INPUT_LENGTH, field.notInFuture ? checkPastDay : checkDate);
    case 'number':
      return numberField(field);
    case 'multiselect':
      return listField(field, chosenOption(field), MAX_SELECTED_ACTIVITIES);
    case 'invoices':
      return invoiceLines(field);
    case 'files':
      return listField(field, receiptName, MAX_RECEIPTS);
  }
}
