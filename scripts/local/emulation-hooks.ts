/**
 * Changes to @netlify/functions-dev's internals for serving a fixed build (docs/decisions/008): each
 * function is built once, and each runs in a long-lived worker thread instead of a new one per request
 * (both wrap `FunctionsHandler.prototype.invoke`); and the functions Astro writes for the pages drawn on
 * request are served too (docs/decisions/044, wrapping `match`). Where an internal they rely on is missing (a
 * package update changed it), they step aside with a loud warning and the emulation works as shipped.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { FunctionsHandler } from '@netlify/functions-dev';
import { invokeInWorker } from './function-workers';
import { lambdaEvent, webResponse } from './lambda-http';

interface InvokeArgs {
  context: unknown;
  environment: Record<string, string>;
  func: EmulatedFunction;
  request: Request;
  route?: string;
  timeout: number;
}
interface Runtime {
  invokeFunction: (args: InvokeArgs) => Promise<Response>;
}
interface BuildData {
  runtimeAPIVersion?: number;
  buildPath?: string;
}
interface EmulatedFunction {
  name: string;
  mainFile: string;
  build: (options: { buildDirectory?: string; cache?: unknown }) => Promise<{ error?: unknown }>;
  buildQueue?: Promise<unknown>;
  buildData?: BuildData;
  buildError?: unknown;
  getBuildData: () => Promise<BuildData | undefined>;
  runtime?: Runtime;
}
interface HandlerInternals {
  invoke: (request: Request, route: unknown, func: EmulatedFunction, buildDirectory?: string) => Promise<Response>;
  globalBuildDirectory?: string;
  buildCache?: unknown;
}

const warned = new Set<string>();
const SLOW_CALLS = 'The site still works, but API calls are slow (about a second each). See docs/decisions/008-local-serving.md.';

function warnHookMissing(internal: string, consequence = SLOW_CALLS): void {
  if (warned.has(internal)) return;
  warned.add(internal);
  const bar = '!'.repeat(100);
  console.warn(`\n${bar}\n! Local serving: ${internal} is missing from @netlify/functions-dev (was it updated?).`);
  console.warn(`! ${consequence}`);
  console.warn(`${bar}\n`);
}

/** Where the emulation resolves its own dependencies (lambda-local, @netlify/dev-utils). */
const emulationURL = import.meta.resolve('@netlify/functions-dev');
const emulationRequire = createRequire(emulationURL);

function resolvesInEmulation(name: string): string | undefined {
  try {
    return emulationRequire.resolve(name);
  } catch {
    return undefined;
  }
}

/**
 * The per-function internals are only reachable on a function's first request; their names are checked in
 * the emulation's source at start, so a changed package is reported before anyone waits on a request.
 */
const FUNCTION_INTERNALS: Record<string, string> = {
  'NetlifyFunction.runtime.invokeFunction': 'this.runtime.invokeFunction(',
  'NetlifyFunction.getBuildData': 'async getBuildData()',
  'NetlifyFunction.buildQueue': 'this.buildQueue = ',
  'buildData.buildPath': 'buildData?.buildPath',
};

function checkFunctionInternals(): boolean {
  const source = readFileSync(new URL(emulationURL), 'utf8');
  const missing = Object.entries(FUNCTION_INTERNALS).filter(([, marker]) => !source.includes(marker));
  for (const [internal] of missing) warnHookMissing(internal);
  return missing.length === 0;
}

/** The worker needs lambda-local with `execute`, and the emulation's rule for base64 request bodies. */
async function loadWorkerNeeds(): Promise<((contentType: string) => boolean) | undefined> {
  const lambdaLocal = resolvesInEmulation('lambda-local');
  if (!lambdaLocal || !resolvesInEmulation('source-map-support')) {
    warnHookMissing('the lambda-local or source-map-support dependency');
    return undefined;
  }
  if (!/exports\.execute\s*=/.test(readFileSync(lambdaLocal, 'utf8'))) {
    warnHookMissing("lambda-local's execute()");
    return undefined;
  }
  const devUtils = resolvesInEmulation('@netlify/dev-utils');
  const { shouldBase64Encode } = devUtils ? ((await import(pathToFileURL(devUtils).href)) as { shouldBase64Encode?: unknown }) : {};
  if (typeof shouldBase64Encode !== 'function') {
    warnHookMissing("@netlify/dev-utils' shouldBase64Encode()");
    return undefined;
  }
  return shouldBase64Encode as (contentType: string) => boolean;
}

/** Swaps the function's runtime for one that sends Netlify v2 functions to a long-lived worker. */
function serveFromWorker(func: EmulatedFunction, shouldBase64Encode: (contentType: string) => boolean): void {
  const runtime = func.runtime;
  if (typeof runtime?.invokeFunction !== 'function') return warnHookMissing('NetlifyFunction.runtime.invokeFunction');
  if (typeof func.getBuildData !== 'function') return warnHookMissing('NetlifyFunction.getBuildData');
  const invokeFunction = async (args: InvokeArgs): Promise<Response> => {
    const buildData = await args.func.getBuildData();
    // Lambda-style (v1) functions run in the main thread, no worker to spare: the emulation's own path.
    if (buildData?.runtimeAPIVersion !== 2) return runtime.invokeFunction(args);
    const event = await lambdaEvent(args.request, args.route, shouldBase64Encode);
    const entryFileURL = pathToFileURL(buildData.buildPath ?? args.func.mainFile).href;
    const clientContext = JSON.stringify(args.context);
    const result = await invokeInWorker(entryFileURL, emulationURL, {
      event,
      clientContext,
      environment: args.environment,
      timeoutMs: args.timeout * 1000,
    });
    return webResponse(result);
  };
  func.runtime = Object.assign(Object.create(runtime) as Runtime, { invokeFunction });
}

/**
 * The emulation rebuilds a function on every request (it is made for editing sessions), about three
 * seconds a call. The registry has already built each function when it found it; that build is awaited
 * and kept (a function whose first build failed is built again here), and later builds do nothing.
 */
function buildOnce(handler: HandlerInternals, func: EmulatedFunction): Promise<boolean> {
  return (async () => {
    // The registry's own build reports its failure through buildError; that is checked just below.
    await Promise.resolve(func.buildQueue).catch(() => undefined);
    if (!func.buildData || func.buildError) {
      if (!handler.globalBuildDirectory) return false;
      const { error } = await func.build({ buildDirectory: handler.globalBuildDirectory, cache: handler.buildCache });
      if (error) return false;
    }
    func.build = async () => ({});
    return true;
  })();
}

/** Where @astrojs/netlify writes the function that draws the on-demand pages (Netlify's frameworks API). */
const FRAMEWORK_FUNCTIONS = '.netlify/v1/functions';
/** netlify.toml's [functions] directory. A scan forgets every function outside the folders it is given. */
const SITE_FUNCTIONS = 'netlify/functions';

const NO_PAGES = 'Pages drawn on request (/grades/{slug}) answer 404 here. See docs/decisions/044.';

interface MatchInternals {
  match: (...args: unknown[]) => Promise<unknown>;
}
interface HandlerWithRegistry {
  scan?: Promise<void>;
  registry?: { scan?: (directories: string[]) => Promise<void> };
}

/**
 * Netlify serves the functions a framework writes to .netlify/v1/functions (the grade pages drawn on
 * request, docs/decisions/044); @netlify/dev only looks in netlify/functions. Before its first route
 * match, the registry scans that folder too.
 */
function serveFrameworkFunctions(): void {
  const matcher = FunctionsHandler.prototype as unknown as MatchInternals;
  if (typeof matcher.match !== 'function') return warnHookMissing('FunctionsHandler.prototype.match', NO_PAGES);
  if ((matcher.match as { hooked?: boolean }).hooked) return;
  const match = matcher.match;
  const scanned = new WeakMap<object, Promise<void>>();
  const hooked = async function (this: HandlerWithRegistry, ...args: unknown[]) {
    await this.scan;
    const scan = this.registry?.scan;
    if (typeof scan !== 'function') warnHookMissing('FunctionsRegistry.scan', NO_PAGES);
    else if (!scanned.has(this)) scanned.set(this, scan.call(this.registry, [SITE_FUNCTIONS, FRAMEWORK_FUNCTIONS]));
    await scanned.get(this);
    return match.apply(this, args);
  };
  matcher.match = Object.assign(hooked, { hooked: true });
}

export async function installEmulationHooks(): Promise<void> {
  serveFrameworkFunctions();
  const handler = FunctionsHandler.prototype as unknown as HandlerInternals;
  if (typeof handler.invoke !== 'function') return warnHookMissing('FunctionsHandler.prototype.invoke');
  if ((handler.invoke as { hooked?: boolean }).hooked) return;
  const shouldBase64Encode = checkFunctionInternals() ? await loadWorkerNeeds() : undefined;
  const invoke = handler.invoke;
  // One build (and one runtime swap) per function; concurrent first requests wait for the same one.
  const ready = new WeakMap<EmulatedFunction, Promise<boolean>>();
  const hooked = async function (
    this: HandlerInternals,
    request: Request,
    route: unknown,
    func: EmulatedFunction,
    buildDirectory?: string,
  ) {
    if (typeof func.build !== 'function') warnHookMissing('NetlifyFunction.build');
    else if (!ready.has(func)) {
      const built = buildOnce(this, func).then((ok) => {
        if (ok && shouldBase64Encode) serveFromWorker(func, shouldBase64Encode);
        return ok;
      });
      ready.set(func, built);
    }
    // A failed build is tried again on the next request; this one goes on to the emulation's own error.
    if ((await ready.get(func)) === false) ready.delete(func);
    return invoke.call(this, request, route, func, buildDirectory);
  };
  handler.invoke = Object.assign(hooked, { hooked: true });
}
