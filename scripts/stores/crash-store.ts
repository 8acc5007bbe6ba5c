/**
 * Fault injection for the write paths (docs/decisions/049): atomic in-memory stores that stop, as a
 * killed process stops, right after their nth blob write (set, setJSON, delete), counted across every store.
 * From then on every call of any store throws `Crashed`, so nothing the dead "process" still had in mind is
 * written. `restart()` brings the stores back with what they held, for the sweep and the assertions.
 */
import { afterEach, beforeEach } from 'vitest';
import { setStoreFactory, type BlobStore } from '../../src/server/store.server';
import { MemoryStore } from './memory-store';

export class Crashed extends Error {
  constructor() {
    super('The process was stopped here (fault injection).');
    this.name = 'Crashed';
  }
}

const WRITES: ReadonlySet<PropertyKey> = new Set(['set', 'setJSON', 'delete']);

export interface CrashingStores {
  /** The stores by name, for assertions. */
  stores: () => Map<string, MemoryStore>;
  /** Stops everything right after the nth write from now (1 = the first). */
  crashAfter: (writes: number) => void;
  /** The writes since the last crashAfter or restart. */
  writes: () => number;
  /** Whether the stores have stopped. */
  crashed: () => boolean;
  /** Back to life with what was written, counting from zero, no crash armed. */
  restart: () => void;
  /** Empty stores, counting from zero, no crash armed. */
  fresh: () => void;
}

export function useCrashingMemoryStores(): CrashingStores {
  let stores = new Map<string, MemoryStore>();
  let writes = 0;
  let crashAt: number | null = null;
  let dead = false;

  const restart = () => {
    writes = 0;
    crashAt = null;
    dead = false;
  };

  const fresh = () => {
    stores = new Map();
    restart();
  };

  beforeEach(() => {
    fresh();
    setStoreFactory((name) => {
      if (!stores.has(name)) stores.set(name, new MemoryStore());
      const store = stores.get(name)!;
      return new Proxy(store, {
        get(target, property) {
          const value = Reflect.get(target, property, target) as unknown;
          if (typeof value !== 'function') return value;
          return async (...args: unknown[]) => {
            if (dead) throw new Crashed();
            const result: unknown = await (value as (...params: unknown[]) => unknown).apply(target, args);
            if (WRITES.has(property)) {
              writes += 1;
              if (crashAt !== null && writes >= crashAt) dead = true;
            }
            return result;
          };
        },
      }) as unknown as BlobStore;
    });
  });
  afterEach(() => setStoreFactory(null));

  return {
    stores: () => stores,
    crashAfter: (count) => {
      writes = 0;
      crashAt = count;
    },
    writes: () => writes,
    crashed: () => dead,
    restart,
    fresh,
  };
}

/** What a write path did before it stopped: whether it answered its caller (the request was acknowledged). */
export interface PathOutcome<T> {
  acknowledged: boolean;
  /** The answer, when there was one. */
  result: T | undefined;
  /** The write after which it stopped; null when nothing stopped it. */
  stoppedAfter: number | null;
}

/**
 * Runs a write path once per write boundary: `setup` builds the data before it (not counted); `run` is the
 * path, which calls `answer` with its result where the function would answer its caller, and may go on
 * after (mail sent after the answer); then the stores restart and `check` asserts what must hold after
 * recovery. Answers how many writes the path makes when nothing stops it: every boundary was covered.
 */
export async function atEveryWrite<T>(
  crash: CrashingStores,
  steps: {
    setup: () => Promise<void>;
    run: (answer: (result: T) => void) => Promise<void>;
    check: (outcome: PathOutcome<T>) => Promise<void>;
  },
): Promise<number> {
  const attempt = async (boundary: number | null): Promise<PathOutcome<T>> => {
    crash.fresh();
    await steps.setup();
    if (boundary === null) crash.restart();
    else crash.crashAfter(boundary);
    const outcome: PathOutcome<T> = { acknowledged: false, result: undefined, stoppedAfter: boundary };
    try {
      await steps.run((result) => Object.assign(outcome, { acknowledged: true, result }));
    } catch (error) {
      if (!(error instanceof Crashed) && !crash.crashed()) throw error;
    }
    return outcome;
  };
  const whole = await attempt(null);
  const total = crash.writes();
  await steps.check(whole);
  for (let boundary = 1; boundary <= total; boundary += 1) {
    const outcome = await attempt(boundary);
    crash.restart();
    try {
      await steps.check(outcome);
    } catch (error) {
      throw new Error(`After stopping at write ${boundary} of ${total}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
  return total;
}
