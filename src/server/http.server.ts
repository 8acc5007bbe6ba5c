/**
 * The server edge (DESIGN section 4): the route table of each function
 * (`route`, with its 405 and 404), `handle`, which turns errors into answers, the API's one answer shape
 * (`{ results }` on success, `{ error, code }` with a real HTTP status on failure, the pages' security headers
 * on every answer), and the reading of what a request carries: a JSON body with its caps, a shared zod schema
 * over it (`parseBody`: the first problem becomes a readable 400), path and query values (unknown ones are
 * ignored, bad values are a 400).
 */
import type { Context } from '@netlify/functions';
import { isSafeId } from '../shared/ids';
import { SECURITY_HEADERS } from '../shared/security-headers';
import type { z } from '../shared/zod';

/** A failure the caller can fix or understand; anything else is a real fault (500). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

function withSecurityHeaders(init: ResponseInit = {}): Headers {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  return headers;
}

/**
 * Public reads that officers change now and then: browsers and the CDN may keep them a minute, which is
 * as far behind as a public read may be (DESIGN section 5). `Vary: Authorization` keeps a signed-in
 * tool's read (strong, no-store) from ever being answered with the cached public copy.
 */
export const PUBLIC_SHORT_CACHE: Readonly<Record<string, string>> = { 'Cache-Control': 'public, max-age=60', Vary: 'Authorization' };

/** The headers of a read a `publicRead` guard let through: cached when public, never when signed in. */
export const readCacheHeaders = (options: { strong?: boolean }): Record<string, string> =>
  options.strong ? {} : { ...PUBLIC_SHORT_CACHE };

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = withSecurityHeaders(init);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function results(value: unknown, init: ResponseInit = {}): Response {
  return jsonResponse({ results: value }, init);
}

export function errorResponse(error: HttpError): Response {
  return jsonResponse({ error: error.message, code: error.code }, { status: error.status, headers: error.headers });
}

/** A response with a body that is not JSON (CSV, images), still with the security headers. */
export function rawResponse(body: BodyInit | null, init: ResponseInit = {}): Response {
  return new Response(body, { ...init, headers: withSecurityHeaders(init) });
}

/**
 * Wraps a function handler so that an HttpError becomes its JSON answer and anything unexpected
 * becomes a logged 500 that leaks no detail.
 */
export function handle<Rest extends unknown[]>(
  handler: (req: Request, ...rest: Rest) => Promise<Response>,
): (req: Request, ...rest: Rest) => Promise<Response> {
  return async (req, ...rest) => {
    try {
      return await handler(req, ...rest);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      console.error(`[api] ${req.method} ${new URL(req.url).pathname} failed`, error);
      return errorResponse(new HttpError(500, 'SERVER_ERROR', 'Something went wrong on our side. Please try again later.'));
    }
  };
}

export function methodNotAllowed(allowed: readonly string[]): HttpError {
  return new HttpError(405, 'METHOD_NOT_ALLOWED', `This address accepts ${allowed.join(', ')} only.`, {
    Allow: allowed.join(', '),
  });
}

/** Refuses any method the resource does not serve, with the 405 and Allow header DESIGN asks for. */
export function allowMethods(req: Request, allowed: readonly string[]): void {
  if (!allowed.includes(req.method)) throw methodNotAllowed(allowed);
}

const DEFAULT_JSON_LIMIT = 64 * 1024;

/** The media type of a Content-Type header, without its parameters: 'text/plain; x=application/json' is text. */
export function mediaType(req: Request): string {
  const [type = ''] = (req.headers.get('content-type') ?? '').split(';');
  return type.trim().toLowerCase();
}

/**
 * Reads a JSON object body with a size cap; bad or oversized bodies are a 4xx, never a crash. Only
 * application/json is read: the types another site's page may post from a visitor's browser without a
 * CORS preflight (text/plain, forms) never reach a handler.
 */
export async function readJsonBody(req: Request, limitBytes = DEFAULT_JSON_LIMIT): Promise<Record<string, unknown>> {
  if (mediaType(req) !== 'application/json') {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please send the request as JSON (Content-Type: application/json).');
  }
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limitBytes) throw tooLarge(limitBytes);
  const body = parseJsonText(await readTextUpTo(req, limitBytes), 'The request body');
  if (!isJsonObject(body)) throw new HttpError(400, 'INVALID_BODY', 'The request body must be a JSON object.');
  return body;
}

/** A JSON object: not null, not a list. */
const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How deeply a body may nest lists and objects. The deepest a client sends is 4 (a reimbursement's
 * form_data, its invoice lines, one line); 20 leaves room for any form to come.
 */
export const MAX_JSON_DEPTH = 20;

/**
 * True when the JSON text nests `[` and `{` (outside strings) deeper than `maxDepth`. A linear scan
 * before JSON.parse, so that nothing (the parser, validation, a String() of a value) ever recurses into a
 * hostile body: 60,000 nested lists once overflowed the stack.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (inString) {
      // An escape's next character is never the string's end.
      if (char === '\\') at += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === ']' || char === '}') depth -= 1;
  }
  return false;
}

/** JSON text from a client, parsed only when it is shallow enough; `what` names it in the 400's message. */
export function parseJsonText(text: string, what: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new HttpError(400, 'TOO_DEEP', `${what} nests lists or objects more than ${MAX_JSON_DEPTH} levels deep.`);
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    throw new HttpError(400, 'INVALID_JSON', `${what} is not valid JSON.`);
  }
}

/** The body as text, stopping as soon as it passes the limit: a body without a length is never read whole. */
async function readTextUpTo(req: Request, limitBytes: number): Promise<string> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    total += next.value.byteLength;
    if (total > limitBytes) {
      await reader.cancel();
      throw tooLarge(limitBytes);
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tooLarge(limitBytes: number): HttpError {
  return new HttpError(413, 'TOO_LARGE', `The request is too large (limit ${Math.round(limitBytes / 1024)} KB).`);
}

// Routing: every function routes through one table of path and method to named handlers (STYLE: one obvious
// pattern), each starting with its guard. The table gives the 405 with its Allow header and the 404 for
// unknown sub-paths; `handle` turns errors into the API's answers.

export type Params = Readonly<Record<string, string>>;
type RouteHandler = (req: Request, params: Params, context: Context) => Promise<Response>;
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/**
 * Path patterns ('/v2/api/formation/:type', a `:name` segment matches one segment) to the handler of each
 * method. The first pattern that matches a path decides, so literal paths go before patterns they fit.
 */
type RouteTable = Readonly<Record<string, Partial<Record<Method, RouteHandler>>>>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The path's parameters if it fits the pattern, decoded; null otherwise. */
function matchPath(pattern: string[], path: string[]): Record<string, string> | null {
  if (pattern.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const actual = path[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(actual);
    else if (part !== actual) return null;
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'INVALID_PATH', 'That address is not valid.');
  }
}

/**
 * A function's route table. `afterWrite` runs after every answered change (any method but GET, a 2xx
 * answer): the functions whose data the pages drawn on request show purge them there (docs/decisions/058).
 */
export function route(
  table: RouteTable,
  { afterWrite }: { afterWrite?: () => Promise<void> } = {},
): (req: Request, context: Context) => Promise<Response> {
  const routes = Object.entries(table).map(([pattern, methods]) => ({ pattern: segmentsOf(pattern), methods }));
  return handle(async (req: Request, context: Context) => {
    const path = segmentsOf(new URL(req.url).pathname);
    for (const { pattern, methods } of routes) {
      const params = matchPath(pattern, path);
      if (!params) continue;
      allowMethods(req, Object.keys(methods));
      const handler = isOneOf(METHODS, req.method) ? methods[req.method] : undefined;
      if (!handler) throw methodNotAllowed(Object.keys(methods));
      const response = await handler(req, params, context);
      if (afterWrite && req.method !== 'GET' && response.ok) await afterWrite();
      return response;
    }
    throw new HttpError(404, 'NOT_FOUND', 'There is nothing at this address.');
  });
}

// Reading a request: a body through its shared zod schema; path and query values checked in one place.

interface ParseOptions {
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
