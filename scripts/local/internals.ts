/**
 * What local serving relies on inside the pinned Netlify packages, in one list (scripts/local/README.md shows it
 * as a table). The hooks check their part of it at start: a missing internal is a loud warning, and the hook
 * that needs it steps aside, so the site still works as the emulation ships it. internals.test.ts checks all of
 * it, so an upgrade that removes or changes one fails the unit tests, naming it and what breaks locally.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A package as local serving loads it (several are installed more than once, in different versions). */
export type Place =
  'functions-dev' | 'dev' | 'redirects' | 'blobs-server' | 'dev-blobs' | 'blobs' | 'lambda-local' | 'source-map-support' | 'dev-utils';

/**
 * Which part of local serving needs it, which is also what steps aside without it. The first five are
 * checked at start; 'store-files' and 'copies' only by the unit test (nothing fails at once without them).
 */
export type Hook =
  'functions' | 'pages' | 'build-once' | 'workers' | 'client-address' | 'not-found-rules' | 'blob-server' | 'store-files' | 'copies';

export type Check =
  /** A function at this path of the module's exports, e.g. `FunctionsHandler.prototype.invoke`. */
  | { kind: 'export'; path: string }
  /** The module's file (or, with inPackage, any script of its package) holds this text: a private field or class of a bundle. */
  | { kind: 'text'; marker: string; inPackage?: boolean }
  /** The module is installed where local serving looks for it. */
  | { kind: 'module' }
  /** The module is the very file local serving imports itself (`place` as another package loads it). */
  | { kind: 'same-file'; as: Place }
  /**
   * A helper the local code copies: the text of `var <name> = ...` up to its closing `};` (or the whole `file`
   * of the package) hashes to this SHA-256. Changed upstream: compare with the copy, then update the hash.
   */
  | { kind: 'copy'; name?: string; file?: string; sha256: string };

export interface Internal {
  /** How messages and the README name it. */
  name: string;
  place: Place;
  hook: Hook;
  check: Check;
  /** The files and functions that use it. */
  usedIn: string;
  /** What breaks locally without it. */
  withoutIt: string;
}

const SLOW_CALLS = 'Each API call starts a worker thread of its own (about 1 s), and uploads (receipts, photos) arrive mangled.';
const REBUILT = 'Each API call builds its function again (about 3 s).';
const NO_PAGES = "The pages drawn on request (grades, an event's address) answer 404.";
const NOT_ATOMIC =
  'Conditional writes are not atomic (two edits of one version may both win), etags follow the clock, listings may show temporary files or stop short.';
const NO_LEFTOVERS = "A killed server's temporary files stay: npm start no longer removes them, check-data no longer finds them.";
const NO_EMPTY_FOLDERS =
  "A test server's start no longer removes the folders that deleted blobs left empty, and listings slow as they pile up.";
const NOT_FOUND_200 = 'An unknown Spanish address (/es/...) shows the Spanish 404 page with status 200, where Netlify answers 404.';
const COPY_DIFFERS = 'Nothing at once, but the copy may answer differently from the emulation: compare them.';

export const INTERNALS = [
  {
    name: 'one FunctionsHandler for @netlify/dev and scripts',
    place: 'functions-dev',
    hook: 'functions',
    check: { kind: 'same-file', as: 'dev' },
    usedIn: 'scripts/local/emulation-hooks.ts installEmulationHooks',
    withoutIt: `The hooks patch a FunctionsHandler the emulation does not use. ${REBUILT} ${SLOW_CALLS} ${NO_PAGES}`,
  },
  {
    name: 'FunctionsHandler.prototype.invoke',
    place: 'functions-dev',
    hook: 'functions',
    check: { kind: 'export', path: 'FunctionsHandler.prototype.invoke' },
    usedIn: 'scripts/local/emulation-hooks.ts installEmulationHooks',
    withoutIt: `${REBUILT} ${SLOW_CALLS}`,
  },
  {
    name: 'FunctionsHandler.prototype.match',
    place: 'functions-dev',
    hook: 'pages',
    check: { kind: 'export', path: 'FunctionsHandler.prototype.match' },
    usedIn: 'scripts/local/emulation-hooks.ts serveFrameworkFunctions',
    withoutIt: NO_PAGES,
  },
  {
    name: 'FunctionsHandler.scan',
    place: 'functions-dev',
    hook: 'pages',
    check: { kind: 'text', marker: 'this.scan = registry.scan(' },
    usedIn: 'scripts/local/emulation-hooks.ts serveFrameworkFunctions',
    withoutIt: NO_PAGES,
  },
  {
    name: 'FunctionsHandler.registry',
    place: 'functions-dev',
    hook: 'pages',
    check: { kind: 'text', marker: 'this.registry = registry;' },
    usedIn: 'scripts/local/emulation-hooks.ts serveFrameworkFunctions',
    withoutIt: NO_PAGES,
  },
  {
    name: 'FunctionsRegistry.prototype.scan(directories)',
    place: 'functions-dev',
    hook: 'pages',
    check: { kind: 'text', marker: 'async scan(relativeDirs)' },
    usedIn: 'scripts/local/emulation-hooks.ts serveFrameworkFunctions',
    withoutIt: NO_PAGES,
  },
  {
    name: 'FunctionsHandler.globalBuildDirectory',
    place: 'functions-dev',
    hook: 'build-once',
    check: { kind: 'text', marker: 'this.globalBuildDirectory = ' },
    usedIn: 'scripts/local/emulation-hooks.ts buildOnce',
    withoutIt: REBUILT,
  },
  {
    name: 'FunctionsHandler.buildCache',
    place: 'functions-dev',
    hook: 'build-once',
    check: { kind: 'text', marker: 'this.buildCache = {};' },
    usedIn: 'scripts/local/emulation-hooks.ts buildOnce',
    withoutIt: REBUILT,
  },
  {
    name: 'NetlifyFunction.build({ buildDirectory, cache })',
    place: 'functions-dev',
    hook: 'build-once',
    check: { kind: 'text', marker: 'async build({ buildDirectory, cache })' },
    usedIn: 'scripts/local/emulation-hooks.ts buildOnce',
    withoutIt: REBUILT,
  },
  {
    name: 'NetlifyFunction.buildQueue',
    place: 'functions-dev',
    hook: 'build-once',
    check: { kind: 'text', marker: 'this.buildQueue = ' },
    usedIn: 'scripts/local/emulation-hooks.ts buildOnce',
    withoutIt: REBUILT,
  },
  {
    name: 'NetlifyFunction.buildData',
    place: 'functions-dev',
    hook: 'build-once',
    check: { kind: 'text', marker: 'this.buildData = buildData;' },
    usedIn: 'scripts/local/emulation-hooks.ts buildOnce',
    withoutIt: REBUILT,
  },
  {
    name: 'NetlifyFunction.buildError',
    place: 'functions-dev',
    hook: 'build-once',
    check: { kind: 'text', marker: 'this.buildError = error;' },
    usedIn: 'scripts/local/emulation-hooks.ts buildOnce',
    withoutIt: REBUILT,
  },
  {
    name: 'NetlifyFunction.runtime.invokeFunction',
    place: 'functions-dev',
    hook: 'workers',
    check: { kind: 'text', marker: 'this.runtime.invokeFunction(' },
    usedIn: 'scripts/local/emulation-hooks.ts serveFromWorker',
    withoutIt: SLOW_CALLS,
  },
  {
    name: 'invokeFunction({ context, environment, func, request, route, timeout })',
    place: 'functions-dev',
    hook: 'workers',
    check: { kind: 'text', marker: 'invokeFunction: async ({ context, environment, func, request, route, timeout })' },
    usedIn: 'scripts/local/emulation-hooks.ts serveFromWorker',
    withoutIt: SLOW_CALLS,
  },
  {
    name: 'NetlifyFunction.getBuildData',
    place: 'functions-dev',
    hook: 'workers',
    check: { kind: 'text', marker: 'async getBuildData()' },
    usedIn: 'scripts/local/emulation-hooks.ts serveFromWorker',
    withoutIt: SLOW_CALLS,
  },
  {
    name: 'buildData.runtimeAPIVersion',
    place: 'functions-dev',
    hook: 'workers',
    check: { kind: 'text', marker: 'buildData?.runtimeAPIVersion !== 2' },
    usedIn: 'scripts/local/emulation-hooks.ts serveFromWorker',
    withoutIt: SLOW_CALLS,
  },
  {
    name: 'buildData.buildPath',
    place: 'functions-dev',
    hook: 'workers',
    check: { kind: 'text', marker: 'buildData?.buildPath' },
    usedIn: 'scripts/local/emulation-hooks.ts serveFromWorker',
    withoutIt: SLOW_CALLS,
  },
  {
    name: 'lambda-local execute()',
    place: 'lambda-local',
    hook: 'workers',
    check: { kind: 'export', path: 'execute' },
    usedIn: 'scripts/local/function-worker.mjs (message handler)',
    withoutIt: SLOW_CALLS,
  },
  {
    name: 'lambda-local getLogger()',
    place: 'lambda-local',
    hook: 'workers',
    check: { kind: 'export', path: 'getLogger' },
    usedIn: 'scripts/local/function-worker.mjs (start)',
    withoutIt: SLOW_CALLS,
  },
  {
    name: 'source-map-support install()',
    place: 'source-map-support',
    hook: 'workers',
    check: { kind: 'export', path: 'install' },
    usedIn: 'scripts/local/function-worker.mjs (start)',
    withoutIt: SLOW_CALLS,
  },
  {
    name: '@netlify/dev-utils shouldBase64Encode()',
    place: 'dev-utils',
    hook: 'workers',
    check: { kind: 'export', path: 'shouldBase64Encode' },
    usedIn: 'scripts/local/emulation-hooks.ts loadShouldBase64Encode, scripts/local/lambda-http.ts lambdaEvent',
    withoutIt: SLOW_CALLS,
  },
  {
    name: 'FunctionsHandler.invoke reads X-Forwarded-For',
    place: 'functions-dev',
    hook: 'client-address',
    check: { kind: 'text', marker: 'request.headers.get("x-forwarded-for")' },
    usedIn: 'scripts/local/serve.ts setClientAddress',
    withoutIt:
      "A function's context.ip is no longer the socket's address: the throttles (docs/decisions/022) may take every client for one, or believe a forged header.",
  },
  {
    name: 'RedirectsHandler.prototype.handle',
    place: 'redirects',
    hook: 'not-found-rules',
    check: { kind: 'export', path: 'RedirectsHandler.prototype.handle' },
    usedIn: 'scripts/local/not-found-rules.ts installNotFoundRules',
    withoutIt: NOT_FOUND_200,
  },
  {
    name: 'a redirect match carries statusCode and force',
    place: 'redirects',
    hook: 'not-found-rules',
    check: { kind: 'text', marker: 'statusCode: rule.status' },
    usedIn: 'scripts/local/not-found-rules.ts installNotFoundRules',
    withoutIt: NOT_FOUND_200,
  },
  {
    name: '@netlify/blobs/server of @netlify/dev',
    place: 'blobs-server',
    hook: 'blob-server',
    check: { kind: 'module' },
    usedIn: 'scripts/local/internals.ts placeFile, scripts/local/blob-server-hooks.ts installBlobServerHooks',
    withoutIt: NOT_ATOMIC,
  },
  ...(['get', 'head', 'put', 'delete', 'getLocalPaths', 'parseAPIRequest'] as const).map((method) => ({
    name: `BlobsServer.prototype.${method}`,
    place: 'blobs-server' as const,
    hook: 'blob-server' as const,
    check: { kind: 'export' as const, path: `BlobsServer.prototype.${method}` },
    usedIn: 'scripts/local/blob-server-hooks.ts installBlobServerHooks',
    withoutIt: NOT_ATOMIC,
  })),
  {
    name: 'getLocalPaths() answers { dataPath, key, metadataPath, rootPath }',
    place: 'blobs-server',
    hook: 'blob-server',
    check: { kind: 'text', marker: 'return { dataPath, key: key.join("/"), metadataPath, rootPath: storePath };' },
    usedIn: 'scripts/local/blob-server-hooks.ts installBlobServerHooks (blobFile, storeFolder, cachedGet, listing)',
    withoutIt: NOT_ATOMIC,
  },
  {
    name: 'BlobsServer.address',
    place: 'blobs-server',
    hook: 'blob-server',
    check: { kind: 'text', marker: 'this.address = address;' },
    usedIn: 'scripts/local/blob-server-hooks.ts installBlobServerHooks (blobFile, storeFolder, cachedGet)',
    withoutIt: NOT_ATOMIC,
  },
  {
    name: 'BlobsServer.generateETag',
    place: 'blobs-server',
    hook: 'blob-server',
    check: { kind: 'export', path: 'BlobsServer.generateETag' },
    usedIn: 'scripts/local/blob-server-hooks.ts installBlobServerHooks',
    withoutIt: NOT_ATOMIC,
  },
  {
    name: 'BlobsServer.walk({ directories, path, prefix, result, rootPath })',
    place: 'blobs-server',
    hook: 'blob-server',
    check: { kind: 'text', marker: 'const { directories, path, prefix, result, rootPath } = options;' },
    usedIn: 'scripts/local/blob-server-hooks.ts installBlobServerHooks, scripts/local/blob-listing.ts walkBlobs',
    withoutIt: NOT_ATOMIC,
  },
  {
    name: 'a write goes to a temporary file .{random} beside the blob',
    place: 'blobs-server',
    hook: 'blob-server',
    check: { kind: 'text', marker: 'join(dirname(dataPath), `.${Math.random()' },
    usedIn: 'scripts/local/blob-listing.ts isTemporaryName, scripts/check-data/temporary-files.ts temporaryBlobKeys',
    withoutIt: `${NOT_ATOMIC} ${NO_LEFTOVERS}`,
  },
  {
    name: 'the local blobs in .netlify/blobs-serve',
    place: 'dev',
    hook: 'store-files',
    check: { kind: 'text', marker: '".netlify", "blobs-serve"' },
    usedIn: 'scripts/check-data/temporary-files.ts storeFolder (ENTRIES)',
    withoutIt: `${NO_LEFTOVERS} ${NO_EMPTY_FOLDERS}`,
  },
  {
    name: 'NETLIFY_BLOBS_CONTEXT names the site',
    place: 'dev-blobs',
    hook: 'store-files',
    check: { kind: 'text', marker: '"NETLIFY_BLOBS_CONTEXT"', inPackage: true },
    usedIn: 'scripts/check-data/temporary-files.ts localSiteId',
    withoutIt: `${NO_LEFTOVERS} ${NO_EMPTY_FOLDERS}`,
  },
  {
    name: "a site store's folder is site:{name}",
    place: 'blobs',
    hook: 'store-files',
    check: { kind: 'text', marker: 'SITE_STORE_PREFIX = "site:"' },
    usedIn: 'scripts/check-data/temporary-files.ts storeFolder',
    withoutIt: `${NO_LEFTOVERS} ${NO_EMPTY_FOLDERS}`,
  },
  {
    name: "a blob's metadata is kept in a folder like its own, under metadata/",
    place: 'blobs-server',
    hook: 'store-files',
    check: { kind: 'text', marker: 'const metadataPath = resolve(this.directory, "metadata", siteID, storeName, ...key);' },
    usedIn: 'scripts/check-data/temporary-files.ts removeEmptyFolders (METADATA)',
    withoutIt: NO_EMPTY_FOLDERS,
  },
  {
    name: 'headersObjectFromWebHeaders',
    place: 'functions-dev',
    hook: 'copies',
    check: {
      kind: 'copy',
      name: 'headersObjectFromWebHeaders',
      sha256: '0bb41fc67a5b06876eb75d91a70526dab9b834a2e1c7e142eec8d30b3123de83',
    },
    usedIn: 'scripts/local/lambda-http.ts headersObject',
    withoutIt: COPY_DIFFERS,
  },
  {
    name: 'webHeadersFromLambdaResponse',
    place: 'functions-dev',
    hook: 'copies',
    check: {
      kind: 'copy',
      name: 'webHeadersFromLambdaResponse',
      sha256: '2bb934e1a23f3d50acb0b975da8e922043538b505f098ff87f4ef672b57f82d7',
    },
    usedIn: 'scripts/local/lambda-http.ts webResponse',
    withoutIt: COPY_DIFFERS,
  },
  {
    name: 'lambdaEventFromWebRequest',
    place: 'functions-dev',
    hook: 'copies',
    check: { kind: 'copy', name: 'lambdaEventFromWebRequest', sha256: '1833ff0aab836ac232f13e5ea0c9ab9a7a1ea500f3a95f49beff8ca13c28bfbf' },
    usedIn: 'scripts/local/lambda-http.ts lambdaEvent',
    withoutIt: COPY_DIFFERS,
  },
  {
    name: 'webResponseFromLambdaResponse',
    place: 'functions-dev',
    hook: 'copies',
    check: {
      kind: 'copy',
      name: 'webResponseFromLambdaResponse',
      sha256: '94c2b12ed0d8f62924638169ae78cae4268a52070b057901817327e6654ee6d0',
    },
    usedIn: 'scripts/local/lambda-http.ts webResponse',
    withoutIt: COPY_DIFFERS,
  },
  {
    name: 'the worker of @netlify/functions-dev (worker.js)',
    place: 'functions-dev',
    hook: 'copies',
    check: { kind: 'copy', file: 'dist/worker.js', sha256: '517fc7170df2b9dc86c5da5af955c923d9e785c75fcea34ea639438c583a9f3c' },
    usedIn: 'scripts/local/function-worker.mjs',
    withoutIt: COPY_DIFFERS,
  },
] as const satisfies readonly Internal[];

export type InternalName = (typeof INTERNALS)[number]['name'];

/** The entry of the list named so (a name the list lacks does not type-check). */
export function internal(name: InternalName): Internal {
  return INTERNALS.find((entry) => entry.name === name)!;
}

/** The folder of package `name` as Node resolves it from `fromDir` (each node_modules up the tree; links followed). */
function packageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
  }
  return undefined;
}

interface Manifest {
  name?: string;
  version?: string;
  main?: string;
  exports?: Record<string, unknown>;
}

const manifestOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/** A package's module for `subpath` as an import resolves it (the emulation's own code is ESM). */
function exportedFile(dir: string, subpath = '.'): string {
  const manifest = manifestOf(dir);
  let target = manifest.exports?.[subpath];
  while (target && typeof target === 'object') {
    const conditions = target as Record<string, unknown>;
    target = conditions.import ?? conditions.default;
  }
  if (target === undefined && subpath === '.') target = manifest.main;
  if (typeof target !== 'string') throw new Error(`${manifest.name ?? dir} exports no ${subpath}.`);
  return path.join(dir, target);
}

function installed(name: string, fromDir: string, what = name): string {
  const dir = packageDir(name, fromDir);
  if (!dir) throw new Error(`${what} is not installed.`);
  return dir;
}

const devDir = () => installed('@netlify/dev', import.meta.dirname);
/** The copy of @netlify/blobs that @netlify/dev imports, a version of its own (not the site's @netlify/blobs). */
const devBlobsDir = () => installed('@netlify/blobs', devDir(), '@netlify/blobs of @netlify/dev');

/** The file of a place, resolved as the code that loads it resolves it. */
export function placeFile(place: Place): string {
  switch (place) {
    case 'functions-dev':
      return exportedFile(installed('@netlify/functions-dev', import.meta.dirname));
    case 'dev':
      return exportedFile(devDir());
    case 'redirects':
      return exportedFile(installed('@netlify/redirects', devDir(), '@netlify/redirects of @netlify/dev'));
    case 'blobs-server':
      return exportedFile(devBlobsDir(), './server');
    case 'dev-blobs':
      return exportedFile(devBlobsDir());
    case 'blobs':
      return createRequire(import.meta.url).resolve('@netlify/blobs');
    case 'lambda-local':
    case 'source-map-support':
    case 'dev-utils':
      // As the emulation resolves its own dependencies.
      return createRequire(placeFile('functions-dev')).resolve(place === 'dev-utils' ? '@netlify/dev-utils' : place);
  }
}

/** The package a file belongs to: its name and version, for messages. */
export function packageOfFile(file: string): { dir: string; name: string; version: string } {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const { name, version } = manifestOf(dir);
      if (name && version) return { dir, name, version };
    } catch {
      // No package.json here: look one level up.
    }
  }
  return { dir: path.dirname(file), name: file, version: '?' };
}

/** "@netlify/functions-dev 1.3.5", or the place when it cannot be found. */
export function describePlace(place: Place): string {
  try {
    const { name, version } = packageOfFile(placeFile(place));
    const copy = place === 'blobs-server' || place === 'dev-blobs' || place === 'redirects' ? ' (the copy @netlify/dev loads)' : '';
    const resolved = ['lambda-local', 'source-map-support', 'dev-utils'].includes(place) ? ' (as @netlify/functions-dev resolves it)' : '';
    return `${name} ${version}${copy}${resolved}`;
  } catch {
    return place;
  }
}

/** The places that are CommonJS: required, so that the instance is the one the emulation's import loaded. */
const COMMON_JS: ReadonlySet<Place> = new Set(['blobs', 'lambda-local', 'source-map-support']);
const modules = new Map<Place, Promise<unknown>>();

/** The module of a place, loaded as the emulation loads it (the same instance). */
export function loadPlace(place: Place): Promise<unknown> {
  let loaded = modules.get(place);
  if (!loaded) {
    const file = placeFile(place);
    loaded = COMMON_JS.has(place)
      ? Promise.resolve().then(() => createRequire(file)(file) as unknown)
      : import(/* @vite-ignore */ pathToFileURL(file).href);
    modules.set(place, loaded);
  }
  return loaded;
}

export const memberAt = (root: unknown, dotted: string) =>
  dotted
    .split('.')
    .reduce<unknown>((value, key) => (value === null || value === undefined ? undefined : (value as Record<string, unknown>)[key]), root);

/** The scripts of a package (.js, .cjs, .mjs), node_modules left out. */
function packageScripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(c|m)?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).includes('node_modules'));
}

/** The text the copy check hashes: `var <name> = ...` up to its closing `};`, or a whole file. */
export function copiedText(source: string, name: string): string | undefined {
  const start = source.indexOf(`var ${name} = `);
  if (start === -1) return undefined;
  const end = source.indexOf('\n};\n', start);
  return end === -1 ? undefined : source.slice(start, end + 3);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What is wrong with an internal in the installed packages, in words; undefined when it is there as expected. */
export async function findProblem(entry: Internal): Promise<string | undefined> {
  let file: string;
  try {
    file = placeFile(entry.place);
  } catch (error) {
    return `its package is not found (${error instanceof Error ? error.message : String(error)})`;
  }
  const { check } = entry;
  switch (check.kind) {
    case 'module':
      return undefined;
    case 'same-file': {
      let other: string;
      try {
        const dir = packageDir(packageOfFile(file).name, path.dirname(placeFile(check.as)));
        other = dir ? exportedFile(dir) : '';
      } catch {
        other = '';
      }
      return other === file ? undefined : `${describePlace(check.as)} loads ${other || 'no copy'} while the hooks patch ${file}`;
    }
    case 'export': {
      const found = memberAt(await loadPlace(entry.place).catch(() => undefined), check.path);
      return typeof found === 'function' ? undefined : `${check.path} is not a function of ${path.basename(file)}`;
    }
    case 'text': {
      const files = check.inPackage ? packageScripts(packageOfFile(file).dir) : [file];
      return files.some((each) => readFileSync(each, 'utf8').includes(check.marker))
        ? undefined
        : `no ${check.inPackage ? 'script of the package' : path.basename(file)} holds \`${check.marker}\``;
    }
    case 'copy': {
      const source = readFileSync(check.file ? path.join(packageOfFile(file).dir, check.file) : file, 'utf8');
      const text = check.name ? copiedText(source, check.name) : source;
      if (text === undefined) return `${check.name} is no longer in ${path.basename(file)}`;
      const hash = sha256(text);
      return hash === check.sha256
        ? undefined
        : `it changed (SHA-256 ${hash}, was ${check.sha256}): compare it with the copy, then update the hash`;
    }
  }
}

/** The full message for an internal that is missing or changed. */
export function describeProblem(entry: Internal, problem: string): string {
  return [
    `${entry.name} is missing or changed in ${describePlace(entry.place)}: ${problem}.`,
    `Used by ${entry.usedIn}.`,
    `Without it: ${entry.withoutIt}`,
    'See scripts/local/README.md, "After an upgrade".',
  ].join('\n');
}

const warned = new Set<string>();

/** A loud warning, once per internal and process, for one the hooks found missing: the hook that needs it steps aside. */
export function warnMissing(entry: Internal, problem = 'not found'): void {
  if (warned.has(entry.name)) return;
  warned.add(entry.name);
  const bar = '!'.repeat(100);
  const lines = describeProblem(entry, problem).split('\n');
  lines[0] = `Local serving: ${lines[0]}`;
  lines.splice(-1, 0, 'Local serving goes on without it: the site still runs, that part as the emulation ships it.');
  console.warn(`\n${bar}\n${lines.map((line) => `! ${line}`).join('\n')}\n${bar}\n`);
}

/**
 * Checks a hook's internals (at start), warns loudly for each one missing, and answers whether all are there:
 * when not, the hook steps aside.
 */
export async function checkInternals(hook: Hook): Promise<boolean> {
  let complete = true;
  for (const entry of INTERNALS.filter((each) => each.hook === hook)) {
    const problem = await findProblem(entry);
    if (problem === undefined) continue;
    warnMissing(entry, problem);
    complete = false;
  }
  return complete;
}
