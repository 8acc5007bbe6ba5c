/**
 * Every function routes through one table of path and method to named handlers (STYLE: one obvious
 * pattern), each starting with its guard. The table gives the 405 with its Allow header and the 404 for
 * unknown sub-paths; `handle` turns errors into the API's answers.
 */
import type { Context } from '@netlify/functions';
import { allowMethods, handle, HttpError, methodNotAllowed } from './http.server';
import { isOneOf } from './query.server';

export type Params = Readonly<Record<string, string>>;
export type RouteHandler = (req: Request, params: Params, context: Context) => Promise<Response>;
export const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/**
 * Path patterns ('/v2/api/formation/:type', a `:name` segment matches one segment) to the handler of each
 * method. The first pattern that matches a path decides, so literal paths go before patterns they fit.
 */
export type RouteTable = Readonly<Record<string, Partial<Record<Method, RouteHandler>>>>;

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

export function route(table: RouteTable): (req: Request, context: Context) => Promise<Response> {
  const routes = Object.entries(table).map(([pattern, methods]) => ({ pattern: segmentsOf(pattern), methods }));
  return handle(async (req: Request, context: Context) => {
    const path = segmentsOf(new URL(req.url).pathname);
    for (const { pattern, methods } of routes) {
      const params = matchPath(pattern, path);
      if (!params) continue;
      allowMethods(req, Object.keys(methods));
      const handler = isOneOf(METHODS, req.method) ? methods[req.method] : undefined;
      if (!handler) throw methodNotAllowed(Object.keys(methods));
      return handler(req, params, context);
    }
    throw new HttpError(404, 'NOT_FOUND', 'There is nothing at this address.');
  });
}
