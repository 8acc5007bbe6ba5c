/**
 * Answers in the API's one shape (DESIGN section 4): `{ results }` on success, `{ error, code }` with a
 * real HTTP status on failure. Every function answer carries the same security headers as the pages.
 */
import { SECURITY_HEADERS } from '../shared/security-headers';

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
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
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
