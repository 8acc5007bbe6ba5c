/**
 * Changes to @netlify/functions-dev's internals for serving a fixed build (docs/decisions/008): each
 * function is built once, and each runs in a long-lived worker thread instead of a new one per request
 * (both wrap `FunctionsHandler.prototype.invoke`); and the functions Astro writes for the pages drawn on
 * request are served too (docs/decisions/044, wrapping `match`). The internals they rely on are listed in
 * internals.ts (and scripts/local/README.md); where one is missing (a package update changed it), the hook that
 * needs it steps aside with a loud warning and the emulation works as shipped.
 */
import { pathToFileURL } from 'node:url';
import { FunctionsHandler } from '@netlify/functions-dev';
import { invokeInWorker } from './function-workers';
import { checkInternals, internal, loadPlace, placeFile, warnMissing } from './internals';
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

/** Where the emulation resolves its own dependencies from (lambda-local, source-map-support): the worker does the same. */
const emulationURL = pathToFileURL(placeFile('functions-dev')).href;

/** The emulation's rule for which request bodies go base64 (checked at start with the workers' other internals). */
async function loadShouldBase64Encode(): Promise<(contentType: string) => boolean> {
  const { shouldBase64Encode } = (await loadPlace('dev-utils')) as { shouldBase64Encode: (contentType: string) => boolean };
  return shouldBase64Encode;
}

/** Swaps the function's runtime for one that sends Netlify v2 functions to a long-lived worker. */
function serveFromWorker(func: EmulatedFunction, shouldBase64Encode: (contentType: string) => boolean): void {
  const runtime = func.runtime;
  if (typeof runtime?.invokeFunction !== 'function') return warnMissing(internal('NetlifyFunction.runtime.invokeFunction'));
  if (typeof func.getBuildData !== 'function') return warnMissing(internal('NetlifyFunction.getBuildData'));
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
  if ((matcher.match as { hooked?: boolean }).hooked) return;
  const match = matcher.match;
  const scanned = new WeakMap<object, Promise<void>>();
  const hooked = async function (this: HandlerWithRegistry, ...args: unknown[]) {
    await this.scan;
    const scan = this.registry?.scan;
    if (typeof scan !== 'function') warnMissing(internal('FunctionsRegistry.prototype.scan(directories)'));
    else if (!scanned.has(this)) scanned.set(this, scan.call(this.registry, [SITE_FUNCTIONS, FRAMEWORK_FUNCTIONS]));
    await scanned.get(this);
    return match.apply(this, args);
  };
  matcher.match = Object.assign(hooked, { hooked: true });
}

/**
 * Installs the hooks whose internals are all there (scripts/local/internals.ts, checked here at start); one
 * whose internals are not steps aside after a loud warning, and that part works as the emulation ships it.
 */
export async function installEmulationHooks(): Promise<void> {
  if (await checkInternals('pages')) serveFrameworkFunctions();
  if (!(await checkInternals('functions'))) return;
  const handler = FunctionsHandler.prototype as unknown as HandlerInternals;
  if ((handler.invoke as { hooked?: boolean }).hooked) return;
  if (!(await checkInternals('build-once'))) return;
  const shouldBase64Encode = (await checkInternals('workers')) ? await loadShouldBase64Encode() : undefined;
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
    if (typeof func.build !== 'function') warnMissing(internal('NetlifyFunction.build({ buildDirectory, cache })'));
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
