/**
 * Calls a Netlify function's default export the way the platform does, for unit tests of a function over
 * the in-memory store (scripts/stores/memory-store.ts). API tests run the real build instead.
 */
import type { Context } from '@netlify/functions';

type NetlifyFunction = (req: Request, context: Context) => Promise<Response>;

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller's address, as Netlify reports it in context.ip. */
  ip?: string;
  params?: Record<string, string>;
}

/** What functions handed to context.waitUntil (work after the answer, such as mail), until awaited. */
const background: Array<Promise<unknown>> = [];

/** Waits for the work the functions called so far went on with after answering. */
export async function backgroundWork(): Promise<void> {
  while (background.length > 0) await Promise.allSettled(background.splice(0));
}

export function callFunction(fn: NetlifyFunction, method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const req = new Request(new URL(path, 'http://localhost'), { method, headers, body });
  return fn(req, functionContext(options));
}

/** The Context Netlify hands a function: the caller's address, the path's parameters and waitUntil. */
export function functionContext(options: Pick<CallOptions, 'ip' | 'params'> = {}): Context {
  return {
    ip: options.ip ?? '',
    params: options.params ?? {},
    waitUntil: (work: Promise<unknown>) => void background.push(work),
  } as unknown as Context;
}
