/** Query parameters checked in one place: unknown ones are ignored, bad values are a 400 (DESIGN section 4). */
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
