/**
 * `npm start`: serves the production build (dist/) with its functions through Netlify's local
 * emulation at http://localhost:8888 (PORT overrides), after seeding demo data into an empty store.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DEMO_USERS } from './demo/users';
import { startNetlify } from './netlify-local';
import { projectRoot } from './local-env';
import { seedDemoData } from './seed';

const port = Number(process.env.PORT ?? 8888);
const netlify = await startNetlify({ serveSite: true });
// Tests start from fresh demo data in a namespace of their own (playwright.config.ts); the
// maintainer's own local data is never reset by a server start (use `npm run seed -- --reset`).
const resetData = process.argv.includes('--reset-data') && Boolean(process.env.HSA_STORE_NAMESPACE);
const seeded = await seedDemoData({ reset: resetData });

async function notFound(req: http.IncomingMessage): Promise<Response> {
  // Netlify answers unknown paths with the site's 404.html and a 404 status; the emulation leaves that to us.
  const page = await netlify.handle(new Request(new URL('/404.html', `http://${req.headers.host ?? 'localhost'}`)), {
    serverAddress: `http://localhost:${port}`,
  });
  const body = page ? await page.text() : await readFile(path.join(projectRoot, 'dist', '404.html'), 'utf8');
  return new Response(body, { status: 404, headers: page?.headers ?? { 'Content-Type': 'text/html; charset=utf-8' } });
}

/**
 * Netlify's function runtime reports to its proxy in x-nf-* headers, which the proxy keeps to itself. One of
 * them, x-nf-fetch-timing, names every blob call of the invocation: for a CSV of thousands of rows it grows
 * past what a browser or fetch accepts (about 240 KB for 5,000 rows). The local server keeps them too.
 */
const isInternalHeader = (name: string) => name.startsWith('x-nf-');

async function send(response: Response, res: http.ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding' && !isInternalHeader(name)) headers[name] = value;
  });
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
}

const server = http.createServer(async (req, res) => {
  try {
    const result = await netlify.handleAndIntrospectNodeRequest(req, { serverAddress: `http://localhost:${port}` });
    await send(result?.response ?? (await notFound(req)), res);
  } catch (error) {
    console.error('[serve] request failed', req.method, req.url, error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Server error');
  }
});

server.listen(port, () => {
  console.log(`\nHSA site running at http://localhost:${port}`);
  console.log(seeded ? 'Demo data was seeded into the local store.' : 'Using the data already in the local store.');
  console.log('Demo users (sign in at /access/login):');
  for (const user of DEMO_USERS) console.log(`  ${user.userId.padEnd(10)} ${user.password.padEnd(20)} ${user.scopes.join(', ')}${user.is_admin ? ' (admin)' : ''}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void netlify.stop().finally(() => process.exit(0));
  });
}
