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
import { FIELD_MESSAGES, type FieldMessages } from './forms-messages';
import { parseDecimal } from './money';
import { invoiceTotal } from './invoice';
import { MAX_RECEIPTS } from './receipts';

type Check = (value: string) => string | null;

/** Today as `yyyy-MM-dd` in the school's time zone, whatever the browser's or server's own. */
export const schoolToday = (now: Date = new Date()): string => format(now, 'yyyy-MM-dd', { in: tz(EVENT_TIME_ZONE) });

/**
 * The checks and schemas of each field type, reporting problems in `messages`' words: the function's English, or
 * the page's language in the browser (docs/decisions/068).
 */
function fieldRules(messages: FieldMessages) {
  const checkEmail: Check = (value) => (z.regexes.email.test(value) ? null : messages.email);
  // A date input's value, `yyyy-MM-dd`, of a day that exists: 2025-02-30 is refused.
  const checkDate: Check = (value) => (isDay(value) ? null : messages.date);
  /** A day not after today in the school's time zone, checked when the form is checked (browser and server alike). */
  const checkPastDay: Check = (value) => checkDate(value) ?? (value > schoolToday() ? messages.notInFuture : null);
  const checkOption = (field: FieldDefinition): Check => {
    const values = new Set(field.options?.map((option) => option.value));
    return (value) => (values.has(value) ? null : messages.option);
  };

  /** Text-valued fields: trimmed, required ones non-empty, then the length, then the type's own check. */
  function textField(field: FieldDefinition, max: number, check?: Check) {
    const schema = z
      .string(messages.required)
      .trim()
      .superRefine((value, ctx) => {
        let problem: string | null;
        if (value === '') problem = field.required ? messages.required : null;
        else problem = value.length > max ? messages.tooLong(max) : (check?.(value) ?? null);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      });
    return field.required ? schema : schema.default('');
  }

  /** A number typed as text (or sent as a JSON number) becomes a number; empty optional ones become null. */
  function numberField(field: FieldDefinition) {
    const { min = -Infinity, max = Infinity, above } = field;
    const outside = (number: number) => (above !== undefined ? number <= above : number < min) || number > max;
    const schema = z.union([z.number(), z.string()], messages.required).transform((value, ctx): number | null => {
      if (typeof value === 'string' && value.trim() === '') {
        if (field.required) ctx.addIssue({ code: 'custom', message: messages.required });
        return null;
      }
      const number = parseDecimal(value);
      if (number === null) ctx.addIssue({ code: 'custom', message: messages.number });
      else if (outside(number))
        ctx.addIssue({
          code: 'custom',
          message: above !== undefined ? messages.aboveAtMost(above, max) : messages.range(min, max),
        });
      return number;
    });
    return field.required ? schema : schema.default(null);
  }

  /** A list field: at least one item when required, at most `max`. */
  function listField<T extends z.ZodType>(field: FieldDefinition, item: T, max: number) {
    const schema = z
      .array(item, messages.required)
      .max(max, messages.tooMany(max))
      .refine((items) => !field.required || items.length > 0, messages.atLeastOne);
    return field.required ? schema : schema.default([]);
  }

  /** The lines, whose total stays within what one reimbursement may ask for. */
  const invoiceLines = (field: FieldDefinition) =>
    listField(field, invoiceLineSchemaIn(messages), MAX_INVOICE_LINES).refine(
      (lines) => invoiceTotal(lines) <= MAX_REIMBURSEMENT_TOTAL,
      messages.invoiceTotal(MAX_REIMBURSEMENT_TOTAL),
    );

  /**
   * The multi-select's value: the chosen options as `{ label, value }`, as the select component gives them,
   * or as `{ label }` alone, the shape SPEC section 3 gives the stored list: then the option of that name. The
   * value must be an option's; the stored label is always that option's name, never the client's text.
   */
  function chosenOption(field: FieldDefinition) {
    const options = field.options ?? [];
    const names = new Map(options.map((option) => [option.value, option.name]));
    const byName = new Map(options.map((option) => [option.name, option.value]));
    return z
      .object({ label: z.string().max(MAX_INPUT_LENGTH).optional(), value: z.string().optional() })
      .transform(({ label: named, value: sent }, ctx) => {
        const value = sent ?? (named === undefined ? undefined : byName.get(named.trim()));
        const label = value === undefined ? undefined : names.get(value);
        if (value !== undefined && label !== undefined) return { label, value };
        ctx.addIssue({ code: 'custom', message: messages.option, path: [sent === undefined ? 'label' : 'value'] });
        return z.NEVER;
      });
  }

  const receiptName = z.string().trim().min(1, messages.required).max(MAX_RECEIPT_NAME_LENGTH, messages.tooLong(MAX_RECEIPT_NAME_LENGTH));

  return { checkEmail, checkDate, checkPastDay, checkOption, textField, numberField, listField, invoiceLines, chosenOption, receiptName };
}

/**
 * A line's qty or price as typed: empty while the line is unfinished (the total skips it), otherwise a
 * plain decimal from 0 to `max`. A negative price would lower what the treasurer pays out.
 */
const invoiceAmount = (messages: FieldMessages, max: number, message: string) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().trim().max(MAX_INVOICE_NUMBER_LENGTH, messages.tooLong(MAX_INVOICE_NUMBER_LENGTH)))
    .refine((value) => {
      if (value === '') return true;
      const amount = parseDecimal(value);
      return amount !== null && amount >= 0 && amount <= max;
    }, message);

/** An invoice line, held as typed (strings), so a half-typed line is still a line; problems in `messages`' words. */
export const invoiceLineSchemaIn = (messages: FieldMessages) =>
  z.object({
    qty: invoiceAmount(messages, MAX_INVOICE_QTY, messages.invoiceQty(MAX_INVOICE_QTY)),
    item: z.string().trim().max(MAX_INPUT_LENGTH, messages.tooLong(MAX_INPUT_LENGTH)),
    price: invoiceAmount(messages, MAX_INVOICE_PRICE, messages.invoicePrice(MAX_INVOICE_PRICE)),
  });

/** An invoice line as the function checks it. */
export const invoiceLineSchema = invoiceLineSchemaIn(FIELD_MESSAGES);

/** A field's schema; its problems in `messages`' words (the function's English unless given). */
export function fieldSchema(field: FieldDefinition, messages: FieldMessages = FIELD_MESSAGES): z.ZodType {
  const { checkEmail, checkDate, checkPastDay, checkOption, textField, numberField, listField, invoiceLines, chosenOption, receiptName } =
    fieldRules(messages);
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
