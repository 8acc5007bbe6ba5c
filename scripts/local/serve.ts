/**
 * `npm start`: serves the production build (dist/) with its functions through Netlify's local
 * emulation at http://localhost:8888 (PORT overrides), after seeding demo data into an empty store.
 * It listens on 127.0.0.1 unless HOST says otherwise. Like Netlify's CDN, it compresses text answers
 * (pages, scripts, JSON) for a client that accepts gzip, so that a page audited locally loads the bytes
 * it would load from Netlify (docs/decisions/042).
 *
 * Mail (docs/decisions/034): without SMTP_URL it starts a mail catcher on loopback and keeps every mail as an .eml
 * file in a folder it names; with SMTP_URL it sends through that server. Netlify's scheduler does not run
 * locally, so a timer here runs the scheduled function `sweep` on the cron it declares, and once at start
 * for whatever a stopped server left owing (docs/decisions/049). Like Netlify, it answers no request from
 * outside for the scheduled function; the machine's own scripts may run it with the token made at start.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { errorResponse, HttpError, methodNotAllowed } from '../../src/server/http.server';
import { school } from '../../src/config/school';
import { DEMO_USERS } from '../demo/users';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { localRunHeaders, makeLocalRunToken, startScheduleTimer, SWEEP_PATH, sweepSchedule, type LocalRun } from './sweep-timer';
import { LOCAL_RUN_HEADER } from '../../src/server/env.server';
import { checkInternals } from './internals';
import { startNetlify } from './netlify-local';
import { ensureLocalSiteUrl, projectRoot } from './local-env';
import { seedDemoData } from '../seed/seed';
import { removeEmptyFolders, removeLeftoverTemporaryFiles } from '../check-data/temporary-files';
import { openStore, STORE_NAMES } from '../../src/server/store.server';

const startedAt = Date.now();
const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST || '127.0.0.1';
// The functions' absolute links (feeds) name this server, never a request's Host header.
ensureLocalSiteUrl(port);
// Set before the emulation starts, so that its functions see them.
const mailCatcher: MailCatcher | null = process.env.SMTP_URL
  ? null
  : await startMailCatcher(path.join(projectRoot, '.netlify', 'mail', process.env.HSA_STORE_NAMESPACE || 'local'));
if (mailCatcher) process.env.SMTP_URL = mailCatcher.url;
process.env.MAIL_FROM ||= `${school.shortName} HSA <hsa-website@localhost>`;
const namespace = process.env.HSA_STORE_NAMESPACE ?? '';
const localRunToken = makeLocalRunToken(namespace);
const netlify = await startNetlify({ serveSite: true });
// setClientAddress counts on the emulation reading X-Forwarded-For into context.ip; a loud warning if it no longer does.
await checkInternals('client-address');
// Tests start from fresh demo data in a namespace of their own (playwright.config.ts); the
// maintainer's own local data is never reset by a server start (use `npm run seed -- --reset`).
const resetData = process.argv.includes('--reset-data') && Boolean(process.env.HSA_STORE_NAMESPACE);
// A server killed mid-write leaves the local store's temporary files behind: gone before anything reads it.
const leftovers = await removeLeftoverTemporaryFiles(STORE_NAMES, (store, key) => openStore(store).delete(key));
if (leftovers > 0) console.log(`Removed ${leftovers} temporary file(s) a stopped server left in the local store.`);
const seeded = await seedDemoData({ reset: resetData });
// A test server's stores, just emptied: the folders their deleted blobs left go too, before the sweep runs or a request
// comes (docs/decisions/095). Not the maintainer's own store, which another server or `npm run dev` may be writing.
if (resetData) await removeEmptyFolders(STORE_NAMES);

async function notFound(): Promise<Response> {
  // Netlify answers unknown paths with the site's 404.html and a 404 status; the emulation leaves that to us.
  const page = await netlify.handle(new Request(`http://localhost:${port}/404.html`), { serverAddress: `http://localhost:${port}` });
  const body = page ? await page.text() : await readFile(path.join(projectRoot, 'dist', '404.html'), 'utf8');
  return new Response(body, { status: 404, headers: page?.headers ?? { 'Content-Type': 'text/html; charset=utf-8' } });
}

/**
 * The methods passed on to the emulation; each function answers those it does not serve with its own
 * 405 and Allow. Any other method (TRACE, TRACK, CONNECT, WebDAV's) is answered here: the emulation
 * cannot even build a Request for some of them (undici refuses TRACE), which was a 500.
 */
const PASSED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);
/** What the site serves somewhere, for the Allow header of a method it serves nowhere. */
const SITE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];
const methodRefused = () => errorResponse(methodNotAllowed(SITE_METHODS));

/** The 405 for a request Node never hands to the request handler (CONNECT, a method its parser does not know). */
async function refuseOnSocket(socket: Duplex): Promise<void> {
  const response = methodRefused();
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`);
  const head = ['HTTP/1.1 405 Method Not Allowed', ...headers, `content-length: ${body.length}`, 'connection: close'].join('\r\n');
  if (socket.writable) socket.end(Buffer.concat([Buffer.from(`${head}\r\n\r\n`), body]));
  else socket.destroy();
}

/**
 * Netlify's CDN serves a prebuilt page or file (dist/, also through a rewrite such as /access/*) to GET
 * and HEAD only, and answers any other method with 405; the emulation answered a PUT or a DELETE with the
 * page. Functions, the API's and the pages drawn on request, answer their own methods (docs/decisions/047).
 */
const PREBUILT_METHODS = ['GET', 'HEAD'];
type Served = NonNullable<Awaited<ReturnType<typeof netlify.handleAndIntrospectNodeRequest>>>;
const isPrebuilt = ({ type, response }: Served) => type === 'static' || (type === 'redirect' && response.status === 200);

async function prebuiltMethodRefused(req: http.IncomingMessage, served: Served): Promise<Response | null> {
  if (PREBUILT_METHODS.includes(req.method ?? '') || !isPrebuilt(served)) return null;
  await served.response.body?.cancel();
  return errorResponse(methodNotAllowed(PREBUILT_METHODS));
}

/** The emulation builds a request's URL from its Host header: one that names no host is a 400, not a 500. */
const badHost = (req: http.IncomingMessage) => !URL.canParse(`http://${req.headers.host ?? 'localhost'}`);
const hostRefused = () => errorResponse(new HttpError(400, 'BAD_HOST', 'The Host header does not name a host.'));

/**
 * The client's address is the socket's (DESIGN section 6), as Netlify's proxy reports the real one: the
 * emulation reads X-Forwarded-For into context.ip, so whatever the client put there (or in x-real-ip or
 * the platform's own x-nf-* headers, such as x-nf-client-connection-ip) is replaced, and a forged header
 * never makes a new client for the throttles.
 */
function setClientAddress(req: http.IncomingMessage): void {
  for (const name of Object.keys(req.headers)) {
    if (name === 'x-forwarded-for' || name === 'x-real-ip' || name.startsWith('x-nf-')) Reflect.deleteProperty(req.headers, name);
  }
  req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
}

/**
 * Netlify's function runtime reports to its proxy in x-nf-* headers, which the proxy keeps to itself. One of
 * them, x-nf-fetch-timing, names every blob call of the invocation: for a CSV of thousands of rows it grows
 * past what a browser or fetch accepts (about 240 KB for 5,000 rows). The local server keeps them too.
 */
const isInternalHeader = (name: string) => name.startsWith('x-nf-');

/**
 * What Netlify's CDN compresses for a client that accepts it: pages, scripts, styles, JSON, feeds, SVG.
 * Photos (JPEG, PNG, WebP) are compressed already and go as they are.
 */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

function encodingFor(req: http.IncomingMessage, response: Response): 'gzip' | null {
  if (!response.body || req.method === 'HEAD' || response.status === 204 || response.status === 304) return null;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return null;
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? 'gzip' : null;
}

async function send(req: http.IncomingMessage, res: http.ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding' && !isInternalHeader(name)) headers[name] = value;
  });
  const encoding = encodingFor(req, response);
  if (encoding) {
    headers['content-encoding'] = encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  const body = Readable.fromWeb(response.body as WebReadableStream);
  // A client that hangs up mid-answer ends the pipeline with an error nobody is left to read.
  await pipeline(encoding ? [body, createGzip(), res] : [body, res]).catch(() => res.destroy());
}

/** A run of the scheduled function asked for over HTTP: only the machine's own scripts hold the token. */
const isScheduledRun = (req: http.IncomingMessage) =>
  new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '') === SWEEP_PATH;

const server = http.createServer(async (req, res) => {
  try {
    if (!PASSED_METHODS.has(req.method ?? '')) return await send(req, res, methodRefused());
    if (badHost(req)) return await send(req, res, hostRefused());
    // Netlify serves a scheduled function to nobody; locally only a run with the start's token gets through.
    if (isScheduledRun(req) && req.headers[LOCAL_RUN_HEADER] !== localRunToken) return await send(req, res, await notFound());
    setClientAddress(req);
    const result = await netlify.handleAndIntrospectNodeRequest(req, { serverAddress: `http://localhost:${port}` });
    if (!result) return await send(req, res, await notFound());
    await send(req, res, (await prebuiltMethodRefused(req, result)) ?? result.response);
  } catch (error) {
    console.error('[serve] request failed', req.method, req.url, error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Server error');
  }
});
server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => void refuseOnSocket(socket));
// Node closes an idle kept-alive connection after 5 s, racing a client that reuses it (ECONNRESET): kept a minute, as
// CDNs and browsers do.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
/** What Node answers, when nobody listens for client errors, to requests it cannot read; 400 for the rest. */
const NODE_ANSWERS: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};
server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
  if (error.code === 'HPE_INVALID_METHOD') return void refuseOnSocket(socket);
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  socket.end(`HTTP/1.1 ${NODE_ANSWERS[error.code ?? ''] ?? '400 Bad Request'}\r\nconnection: close\r\n\r\n`);
});

/**
 * The sweep, as Netlify runs it (the same function, the same schedule). At start, whatever a stopped server
 * left owing is settled at once, before the first visitor: no grace (its writer is gone), and a mail it was
 * sending when it stopped is known to be the gone server's (given up as uncertain, never sent twice).
 */
async function runSweep(run: LocalRun = {}): Promise<void> {
  const request = new Request(`http://localhost:${port}${SWEEP_PATH}`, { method: 'POST', headers: localRunHeaders(namespace, run) });
  const response = await netlify.handle(request, { serverAddress: `http://localhost:${port}` });
  await response?.text();
}
await runSweep({ graceMs: 0, restartedAt: startedAt }).catch((error: unknown) => console.error('[sweep] the run at start failed', error));
const stopSweepTimer = startScheduleTimer(sweepSchedule(), () => runSweep());

/**
 * The emulation packs the function that draws the grade pages (docs/decisions/044) on its first request,
 * which takes seconds: it is asked for one page at start, so no visitor waits for that.
 */
function warmPageFunction(): void {
  if (!existsSync(path.join(projectRoot, '.netlify', 'v1', 'functions', 'ssr', 'ssr.mjs'))) {
    // Any Astro command (astro check, astro dev) empties the adapter's folder; the build writes it again.
    console.warn(
      'The pages drawn on request (grades, an event) are not built (.netlify/v1/functions/ssr is empty): run `npm run build`, then start again.',
    );
    return;
  }
  const address = `http://localhost:${port}`;
  void netlify.handle(new Request(`${address}/grades/-`), { serverAddress: address }).catch((error: unknown) => {
    console.error('[serve] the pages drawn on request could not be prepared', error);
  });
}

server.listen(port, host, () => {
  warmPageFunction();
  console.log(`\nHSA site running at http://localhost:${port}${host === '127.0.0.1' ? '' : ` (listening on ${host})`}`);
  console.log(seeded ? 'Demo data was seeded into the local store.' : 'Using the data already in the local store.');
  console.log('Demo users (sign in at /access/login):');
  for (const user of DEMO_USERS)
    console.log(`  ${user.userId.padEnd(10)} ${user.password.padEnd(20)} ${user.scopes.join(', ')}${user.is_admin ? ' (admin)' : ''}`);
  console.log(
    mailCatcher
      ? `Mail is not sent anywhere: every mail is kept as an .eml file in ${mailCatcher.folder}\n(set SMTP_URL and MAIL_FROM to send through a real mail server; see the README, "E-mail").`
      : `Mail goes out through the SMTP server in SMTP_URL, from ${process.env.MAIL_FROM}.`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    stopSweepTimer();
    void Promise.all([netlify.stop(), mailCatcher?.close()]).finally(() => process.exit(0));
  });
}
