/**
 * Long-lived worker threads for the local emulation's functions (docs/decisions/008): one worker per
 * built function, importing its bundle once and serving every request after that. The emulation's own
 * runtime starts a worker per request instead, which costs most of a second each time.
 *
 * Several requests may run in one worker at once: lambda-local keeps each invocation's context and
 * timer to itself, and Netlify's bootstrap keeps request state in an AsyncLocalStorage; what both write
 * to process.env is the same for every request. A worker that crashes is replaced and its open requests
 * get the error, which the emulation turns into its normal error answer. A request that times out gets
 * the error alone: its worker, which may still be running it, takes no new request and ends once the
 * others in it have (one slow request never cuts short the work of the others).
 */
import { Worker } from 'node:worker_threads';

/** What lambda-local returns for a request: a Lambda proxy response, its body possibly a stream. */
export interface LambdaResult {
  statusCode?: number;
  headers?: Record<string, unknown>;
  multiValueHeaders?: Record<string, unknown[]>;
  body?: unknown;
}

export interface Invocation {
  event: unknown;
  clientContext: string;
  timeoutMs: number;
  environment: Record<string, string>;
}

interface Pending {
  resolve: (result: LambdaResult) => void;
  reject: (error: unknown) => void;
  body?: ReadableStreamDefaultController<Uint8Array>;
  timer: NodeJS.Timeout;
}

type WorkerMessage =
  | { id: number; type: 'result'; result: LambdaResult; streamed: boolean }
  | { id: number; type: 'chunk'; chunk: Uint8Array }
  | { id: number; type: 'end' }
  | { id: number; type: 'error'; error: unknown };

const WORKER_URL = new URL('./function-worker.mjs', import.meta.url);
// The function's own timeout is enforced inside the worker; this one catches a request that outlasts it
// (its answer, or the work it waits on after the answer, never ends).
const STUCK_GRACE_MS = 5_000;

/** Errors come back as plain data; an Error again so the emulation prints name, message and stack. */
function revive(error: unknown): unknown {
  if (!error || typeof error !== 'object' || !('isError' in error)) return error;
  const { name, message, stack } = error as unknown as { name: string; message: string; stack?: string };
  return Object.assign(new Error(message), { name, stack });
}

function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { errorType?: unknown }).errorType === 'TimeoutError';
}

class FunctionWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  // The main thread's environment as this worker last saw it; a per-request worker saw it fresh each time.
  private readonly parentEnv: Record<string, string | undefined>;
  private nextId = 0;
  retired = false;

  constructor(entryFileURL: string, emulationURL: string) {
    this.parentEnv = { ...process.env };
    // No execArgv: the worker must not inherit tsx's loader from `tsx scripts/local/serve.ts` (it cost 40% of a request).
    this.worker = new Worker(WORKER_URL, { workerData: { entryFileURL, emulationURL }, execArgv: [], env: { ...this.parentEnv } });
    this.worker.on('message', (message: WorkerMessage) => this.receive(message));
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', (code) => this.failAll(new Error(`The function's worker thread stopped (exit code ${code}).`)));
    // An idle worker does not keep a script alive (after the listeners, which would ref it again).
    this.worker.unref();
  }

  invoke(invocation: Invocation): Promise<LambdaResult> {
    const id = this.nextId++;
    return new Promise<LambdaResult>((resolve, reject) => {
      // Only this request fails: the others in the worker (and what they still do after their answer) run on,
      // as in their own instances on Netlify; the worker takes no new request and ends once they have.
      const timer = setTimeout(() => {
        this.retired = true;
        this.fail(id, {
          errorType: 'TimeoutError',
          errorMessage: `Task timed out after ${(invocation.timeoutMs / 1000).toFixed(2)} seconds`,
          stackTrace: [],
        });
      }, invocation.timeoutMs + STUCK_GRACE_MS);
      this.pending.set(id, { resolve, reject, timer });
      this.worker.postMessage({ id, ...invocation, env: this.envChanges() });
    });
  }

  private envChanges(): { set: Record<string, string>; unset: string[] } | undefined {
    const set: Record<string, string> = {};
    const unset: string[] = [];
    for (const [key, value] of Object.entries(process.env)) {
      if (value !== undefined && this.parentEnv[key] !== value) set[key] = this.parentEnv[key] = value;
    }
    for (const key of Object.keys(this.parentEnv)) {
      if (process.env[key] === undefined) {
        unset.push(key);
        Reflect.deleteProperty(this.parentEnv, key);
      }
    }
    return unset.length || Object.keys(set).length ? { set, unset } : undefined;
  }

  private receive(message: WorkerMessage): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    if (message.type === 'result') {
      if (!message.streamed) return this.settle(message.id, () => pending.resolve(message.result));
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (pending.body = controller) });
      pending.resolve({ ...message.result, body });
    } else if (message.type === 'chunk') {
      quietly(() => pending.body?.enqueue(message.chunk));
    } else if (message.type === 'end') {
      this.settle(message.id, () => quietly(() => pending.body?.close()));
    } else {
      const error = revive(message.error);
      this.settle(message.id, () => (pending.body ? quietly(() => pending.body?.error(error)) : pending.reject(error)));
      // A timed-out function may still be running: later requests go to a fresh worker.
      if (isTimeout(error)) this.retire();
    }
  }

  private settle(id: number, finish: () => void): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(id);
    finish();
    if (this.retired && this.pending.size === 0) void this.worker.terminate();
  }

  private retire(): void {
    this.retired = true;
    if (this.pending.size === 0) void this.worker.terminate();
  }

  private fail(id: number, error: unknown): void {
    const pending = this.pending.get(id);
    if (pending) this.settle(id, () => (pending.body ? quietly(() => pending.body?.error(error)) : pending.reject(error)));
  }

  private failAll(error: unknown): void {
    this.retired = true;
    for (const id of [...this.pending.keys()]) this.fail(id, error);
    void this.worker.terminate();
  }
}

/** A body whose reader went away (the client hung up) refuses further chunks; nobody is left to tell. */
function quietly(step: () => void): void {
  try {
    step();
  } catch {
    // The stream was already closed or cancelled.
  }
}

const workers = new Map<string, FunctionWorker>();

/** Runs one request of the function built at entryFileURL in its worker, starting a new one when needed. */
export function invokeInWorker(entryFileURL: string, emulationURL: string, invocation: Invocation): Promise<LambdaResult> {
  let worker = workers.get(entryFileURL);
  if (!worker || worker.retired) {
    worker = new FunctionWorker(entryFileURL, emulationURL);
    workers.set(entryFileURL, worker);
  }
  return worker.invoke(invocation);
}
