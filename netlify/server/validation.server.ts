/** Runs a shared zod schema over a request body: the first problem becomes a readable 400. */
import type { z } from 'zod';
import { HttpError } from './http.server';

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.filter((part) => typeof part === 'string').join('.') ?? '';
  const message = issue?.message ?? 'The request is not valid.';
  throw new HttpError(400, 'INVALID_INPUT', field && !message.includes(field) ? `${message} (${field})` : message);
}
