/**
 * Visitors of their own for the API tests. The local server takes a client's address from its socket and
 * never from a header (DESIGN section 6), as Netlify does, so a test that needs a throttle budget of its
 * own sends from another loopback address: Linux routes all of 127.0.0.0/8 to this machine, and a socket
 * bound to 127.x.y.z reaches the server on 127.0.0.1 from that address. The answers read like
 * Playwright's (status(), headers(), json(), text(), body()), so a test reads the same either way.
 */
import http from 'node:http';
import { test, type APIResponse } from '@playwright/test';

interface ClientRequest {
  method?: string;
  headers?: Record<string, string>;
  /** An object or array is sent as JSON (as Playwright does); a string as it is. */
  data?: unknown;
  multipart?: FormData;
}

interface ClientResponse {
  status(): number;
  headers(): Record<string, string>;
  body(): Promise<Buffer>;
  text(): Promise<string>;
  /** As Playwright's APIResponse's: a test reads the answer's fields directly. */
  json(): ReturnType<APIResponse['json']>;
}

export interface Client {
  /** The loopback address this client sends from. */
  address: string;
  fetch(path: string, request?: ClientRequest): Promise<ClientResponse>;
  get(path: string, request?: Omit<ClientRequest, 'method'>): Promise<ClientResponse>;
  post(path: string, request?: Omit<ClientRequest, 'method'>): Promise<ClientResponse>;
}

// Addresses from a random point of 127.1.0.1 to 127.254.255.254, so that a rerun (or a restarted test
// worker) within a throttle window starts with fresh ones too.
let count = Math.floor(Math.random() * 254 * 200) * 254;

/** A client at an address no other client of this run uses (never 127.0.0.1, where the browsers send from). */
export function newClient(): Client {
  count += 1;
  const address = `127.${1 + Math.floor(count / (254 * 256))}.${Math.floor(count / 254) % 256}.${1 + (count % 254)}`;
  const fetch = (path: string, request: ClientRequest = {}) => send(address, path, request);
  return {
    address,
    fetch,
    get: (path, request) => fetch(path, { ...request, method: 'GET' }),
    post: (path, request) => fetch(path, { ...request, method: 'POST' }),
  };
}

async function encode({ data, multipart }: ClientRequest): Promise<{ body?: Buffer; type?: string }> {
  if (multipart) {
    // A Response encodes FormData as the browser does: a boundary, one part per field or file.
    const encoded = new Response(multipart);
    return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
  }
  if (data === undefined) return {};
  if (typeof data === 'string') return { body: Buffer.from(data) };
  return { body: Buffer.from(JSON.stringify(data)), type: 'application/json' };
}

async function send(localAddress: string, path: string, request: ClientRequest): Promise<ClientResponse> {
  const url = new URL(path, test.info().project.use.baseURL);
  const { body, type } = await encode(request);
  const given = Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]);
  const headers: Record<string, string> = { ...(type ? { 'content-type': type } : {}), ...Object.fromEntries(given) };
  if (body) headers['content-length'] = String(body.length);
  const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const outgoing = http.request(url, { method: request.method ?? 'GET', headers, localAddress, family: 4 }, resolve);
    outgoing.on('error', reject);
    outgoing.end(body);
  });
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  const received = Buffer.concat(chunks);
  const flat = Object.fromEntries(
    Object.entries(answer.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
  );
  return {
    status: () => answer.statusCode ?? 0,
    headers: () => flat,
    body: async () => received,
    text: async () => received.toString('utf8'),
    json: async () => JSON.parse(received.toString('utf8')),
  };
}
