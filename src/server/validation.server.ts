/** Runs a shared zod schema over a request body: the first problem becomes a readable 400. */
import type { z } from '../shared/zod';
import { HttpError } from './http.server';

export interface ParseOptions {
  code?: string;
  /** One fixed message for any problem, where the spec has one (e.g. the login's). */
  message?: string;
}

export function parseBody<S extends z.ZodType>(schema: S, body: unknown, options: ParseOptions = {}): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const code = options.code ?? 'INVALID_INPUT';
  if (options.message) throw new HttpError(400, code, options.message);
  const issue = result.error.issues[0];
  const field = issue?.path.filter((part) => typeof part === 'string').join('.') ?? '';
  const message = issue?.message ?? 'The request is not valid.';
  throw new HttpError(400, code, field && !message.includes(field) ? `${message} (${field})` : message);
}
