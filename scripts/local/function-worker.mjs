// @ts-check
/**
 * A long-lived worker thread for one built Netlify function (docs/decisions/008). It does what
 * @netlify/functions-dev's own dist/worker.js does for a single request (install source maps, import the
 * bundle, run it through lambda-local with Netlify's bootstrap, hand back the streamed body), but it
 * imports the bundle once and then serves request after request. Plain JavaScript, started without
 * tsx's loader flags, so it loads nothing the function would not load on Netlify.
 *
 * Messages in:  { id, event, clientContext, timeoutMs, environment, env? }
 * Messages out: { id, type: 'result', result, streamed } then, when streamed, { id, type: 'chunk', chunk }...
 *               and { id, type: 'end' }; or { id, type: 'error', error } at any point.
 */
import { createRequire } from 'node:module';
import process from 'node:process';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ entryFileURL: string, emulationURL: string }} */
const { entryFileURL, emulationURL } = workerData;
// lambda-local and source-map-support as the emulation itself resolves them.
const emulationRequire = createRequire(emulationURL);
emulationRequire('source-map-support').install();
const lambdaLocal = emulationRequire('lambda-local');
lambdaLocal.getLogger().level = 'alert';

// Statuses whose responses carry no body; the emulation drops the stream for them as well.
const nullBodyStatus = new Set([101, 204, 205, 304]);

/** @type {Promise<unknown>} */
const lambdaFunc = import(entryFileURL);
// A bundle that fails to load fails each request with its error, as it did with a worker per request.
lambdaFunc.catch(() => {});

/** @param {unknown} value @returns {value is import('node:stream').Readable} */
const isStream = (value) =>
  value !== null && typeof value === 'object' && typeof (/** @type {{ pipe?: unknown }} */ (value).pipe) === 'function';

/** Errors cross to the main thread as plain data; name, message and stack are what the emulation prints. */
function plainError(/** @type {unknown} */ error) {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack, isError: true };
  return error;
}

/** @param {{ set: Record<string, string>, unset: string[] } | undefined} changes */
function applyParentEnv(changes) {
  if (!changes) return;
  for (const key of changes.unset) Reflect.deleteProperty(process.env, key);
  Object.assign(process.env, changes.set);
}

if (!parentPort) throw new Error('function-worker.mjs runs only as a worker thread.');
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @param {number} id @param {import('node:stream').Readable} body */
function forwardBody(id, body) {
  body.on('data', (/** @type {Uint8Array | string} */ data) => {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    // A copy of its own, so that transferring it never detaches a buffer Node shares between chunks.
    const chunk = new Uint8Array(bytes.byteLength);
    chunk.set(bytes);
    port.postMessage({ id, type: 'chunk', chunk }, [chunk.buffer]);
  });
  body.once('end', () => port.postMessage({ id, type: 'end' }));
  body.once('error', (error) => port.postMessage({ id, type: 'error', error: plainError(error) }));
}

port.on('message', async (/** @type {any} */ message) => {
  const { id, event, clientContext, timeoutMs, environment = {}, env } = message;
  try {
    applyParentEnv(env);
    for (const key in environment) process.env[key] = environment[key];
    const result = await lambdaLocal.execute({
      clientContext,
      event,
      lambdaFunc: await lambdaFunc,
      region: 'dev',
      timeoutMs,
      verboseLevel: 3,
    });
    if (!result || !isStream(result.body)) return port.postMessage({ id, type: 'result', result, streamed: false });
    const { body, ...head } = result;
    if (nullBodyStatus.has(head.statusCode)) {
      body.resume();
      return port.postMessage({ id, type: 'result', result: head, streamed: false });
    }
    port.postMessage({ id, type: 'result', result: head, streamed: true });
    forwardBody(id, body);
  } catch (error) {
    port.postMessage({ id, type: 'error', error: plainError(error) });
  }
});
