/** Path and query values checked in one place: unknown ones are ignored, bad values are a 400 (DESIGN section 4). */
import { isSafeId } from '../shared/ids';
import { HttpError } from './http.server';

export function readPositiveInt(params: URLSearchParams, name: string, { max }: { max: number }): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new HttpError(400, 'INVALID_QUERY', `'${name}' must be a whole number from 1 to ${max}.`);
  }
  return value;
}

/** An id or slug from a path or body, refused with a 400 unless it has the strict shape of src/shared/ids.ts. */
export function requireSafeId(value: unknown, message = 'That address is not valid: use letters, digits and dashes only.'): string {
  if (!isSafeId(value)) throw new HttpError(400, 'INVALID_ID', message);
  return value;
}

/** Whether a value is one of a list's strings (a path's type, a stored content type). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return values.some((known) => known === value);
}

/** Only the fields a list asked for (`include_fields`), or the whole record when it asked for none. */
export function pickFields<T extends object, F extends keyof T>(record: T, fields: readonly F[] | null): Partial<T> {
  if (!fields) return record;
  const picked: Partial<T> = {};
  for (const field of fields) picked[field] = record[field];
  return picked;
}

/**
 * A comma-separated list of field names (`include_fields`). Only the resource's own field names are kept:
 * others, `__proto__` and `constructor` among them, are ignored like unknown parameters. Absent or empty: null.
 */
export function readFieldList<F extends string>(params: URLSearchParams, name: string, known: readonly F[]): F[] | null {
  const raw = params.get(name)?.trim();
  if (!raw) return null;
  const names = new Set(raw.split(',').map((field) => field.trim()));
  return [...names].filter((field) => isOneOf(known, field));
}
