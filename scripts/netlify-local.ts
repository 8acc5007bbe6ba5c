/**
 * Netlify's local emulation (@netlify/dev) for scripts: the same functions, redirects, headers and
 * persistent blob store (.netlify/blobs-serve) that Netlify runs in production, with no account or network.
 */
import { NetlifyDev } from '@netlify/dev';
import { FunctionsHandler } from '@netlify/functions-dev';
import { ensureLocalSecret, projectRoot } from './local-env';

interface EmulatedFunction {
  build: (options: { buildDirectory?: string; cache?: unknown }) => Promise<{ error?: unknown }>;
}
interface HandlerInternals {
  invoke: (request: Request, route: unknown, func: EmulatedFunction, buildDirectory?: string) => Promise<Response>;
  globalBuildDirectory?: string;
  buildCache?: unknown;
}

/**
 * @netlify/dev rebuilds a function on every request (it is made for editing sessions), which costs about
 * three seconds a call. `npm start` and the tests serve a fixed build, so each function is built once,
 * into Netlify's own functions-serve folder, and reused (docs/decisions/008). If the emulation's
 * internals change shape, this does nothing and every request simply builds again.
 */
function buildFunctionsOnce(): void {
  const handler = FunctionsHandler.prototype as unknown as HandlerInternals;
  if (typeof handler.invoke !== 'function' || (handler.invoke as { buildsOnce?: boolean }).buildsOnce) return;
  const invoke = handler.invoke;
  const built = new WeakSet<EmulatedFunction>();
  const buildsOnce = async function (this: HandlerInternals, request: Request, route: unknown, func: EmulatedFunction, buildDirectory?: string) {
    if (!built.has(func) && typeof func.build === 'function' && this.globalBuildDirectory) {
      const { error } = await func.build({ buildDirectory: this.globalBuildDirectory, cache: this.buildCache });
      if (!error) {
        built.add(func);
        func.build = async () => ({});
      }
    }
    return invoke.call(this, request, route, func, buildDirectory);
  };
  handler.invoke = Object.assign(buildsOnce, { buildsOnce: true });
}

/**
 * @netlify/functions-dev reads a request body as UTF-8 text yet marks a binary type such as
 * multipart/form-data as base64, so a function would receive mangled uploads. Netlify itself passes the
 * raw bytes base64-encoded; this does the same for the one binary type the API accepts (receipts).
 */
function keepUploadsIntact(): void {
  const handler = FunctionsHandler.prototype as unknown as HandlerInternals;
  if (typeof handler.invoke !== 'function' || (handler.invoke as { uploadsIntact?: boolean }).uploadsIntact) return;
  const invoke = handler.invoke;
  const uploadsIntact = async function (this: HandlerInternals, request: Request, route: unknown, func: EmulatedFunction, buildDirectory?: string) {
    const type = (request.headers.get('content-type') ?? '').toLowerCase();
    if (request.body && type.startsWith('multipart/form-data')) {
      const base64 = Buffer.from(await request.arrayBuffer()).toString('base64');
      request = new Request(request.url, { method: request.method, headers: request.headers, body: base64 });
    }
    return invoke.call(this, request, route, func, buildDirectory);
  };
  // Keeps the other patch's marker, so neither is applied twice.
  handler.invoke = Object.assign(uploadsIntact, invoke, { uploadsIntact: true });
}

export async function startNetlify(options: { serveSite: boolean }): Promise<NetlifyDev> {
  ensureLocalSecret();
  const site = options.serveSite;
  if (site) {
    buildFunctionsOnce();
    keepUploadsIntact();
  }
  const netlify = new NetlifyDev({
    projectRoot,
    staticFiles: { enabled: site, directories: ['dist'] },
    functions: { enabled: site },
    redirects: { enabled: site },
    headers: { enabled: site },
    // Edge functions need a download and fail offline; the site uses none.
    edgeFunctions: { enabled: false },
    images: { enabled: false },
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    database: { enabled: false },
    environmentVariables: { enabled: false },
    blobs: { enabled: true },
  });
  await netlify.start();
  return netlify;
}

/** Runs a task against the local blob store, then shuts the emulation down. */
export async function withLocalStore<T>(task: () => Promise<T>): Promise<T> {
  const netlify = await startNetlify({ serveSite: false });
  try {
    return await task();
  } finally {
    await netlify.stop();
  }
}
