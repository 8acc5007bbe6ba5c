/**
 * An atomic in-memory stand-in for a Netlify Blobs store, for unit tests of logic only (DESIGN section 5:
 * the local sandbox applies conditions non-atomically, so concurrency rules are tested here).
 */
import { afterEach, beforeEach } from 'vitest';
import { setStoreFactory, type BlobStore } from '../../src/server/store.server';

interface Entry {
  data: Uint8Array;
  etag: string;
  metadata: Record<string, unknown>;
}

type SetOptions = { onlyIfNew?: boolean; onlyIfMatch?: string; metadata?: Record<string, unknown> };

export class MemoryStore {
  readonly entries = new Map<string, Entry>();
  private counter = 0;

  async get(key: string, options?: { type?: string }): Promise<unknown> {
    const entry = this.entries.get(key);
    return entry ? decode(entry.data, options?.type) : null;
  }

  async getWithMetadata(key: string, options?: { type?: string }) {
    const entry = this.entries.get(key);
    return entry ? { data: decode(entry.data, options?.type), etag: entry.etag, metadata: entry.metadata } : null;
  }

  async getMetadata(key: string) {
    const entry = this.entries.get(key);
    return entry ? { etag: entry.etag, metadata: entry.metadata } : null;
  }

  async set(key: string, data: string | Blob | ArrayBuffer | Uint8Array, options: SetOptions = {}) {
    const bytes =
      typeof data === 'string'
        ? new TextEncoder().encode(data)
        : data instanceof Blob
          ? new Uint8Array(await data.arrayBuffer())
          : new Uint8Array(data instanceof ArrayBuffer ? data : data.buffer);
    return this.write(key, bytes, options);
  }

  async setJSON(key: string, value: unknown, options: SetOptions = {}) {
    return this.write(key, new TextEncoder().encode(JSON.stringify(value)), options);
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  /** As Netlify's: with `directories`, keys in a folder below the prefix are answered as that folder instead. */
  async list(options: { prefix?: string; directories?: boolean } = {}) {
    const prefix = options.prefix ?? '';
    const keys = [...this.entries.keys()].filter((key) => key.startsWith(prefix)).sort();
    const inFolder = (key: string) => options.directories && key.slice(prefix.length).includes('/');
    const directories = [...new Set(keys.filter(inFolder).map((key) => prefix + key.slice(prefix.length).split('/')[0]))];
    return { blobs: keys.filter((key) => !inFolder(key)).map((key) => ({ key, etag: this.entries.get(key)!.etag })), directories };
  }

  /** Checks and writes in one synchronous step, so conditional writes are atomic. */
  private write(key: string, data: Uint8Array, options: SetOptions) {
    const existing = this.entries.get(key);
    if (options.onlyIfNew && existing) return { modified: false };
    if (options.onlyIfMatch !== undefined && existing?.etag !== options.onlyIfMatch) return { modified: false };
    this.counter += 1;
    const etag = `"${this.counter}"`;
    this.entries.set(key, { data, etag, metadata: options.metadata ?? {} });
    return { modified: true, etag };
  }
}

function decode(data: Uint8Array, type?: string): unknown {
  if (type === 'json') return JSON.parse(new TextDecoder().decode(data));
  if (type === 'arrayBuffer') return data.slice().buffer;
  return new TextDecoder().decode(data);
}

/** Backs every store with a fresh in-memory one; returns them by name for assertions. */
export function memoryStores(): { factory: (name: string) => BlobStore; stores: Map<string, MemoryStore> } {
  const stores = new Map<string, MemoryStore>();
  const factory = (name: string) => {
    if (!stores.has(name)) stores.set(name, new MemoryStore());
    return stores.get(name) as unknown as BlobStore;
  };
  return { factory, stores };
}

/**
 * Backs every store with fresh atomic memory stores during each test of the calling file (hooks run in
 * the order registered, so a later beforeEach already writes to them). Answers the current test's stores.
 */
export function useMemoryStores(): () => Map<string, MemoryStore> {
  let stores = new Map<string, MemoryStore>();
  beforeEach(() => {
    const memory = memoryStores();
    stores = memory.stores;
    setStoreFactory(memory.factory);
  });
  afterEach(() => setStoreFactory(null));
  return () => stores;
}

/** Lets `count` turns of the event loop go by: other pending calls run first, as a store's round trip lets them. */
export async function eventLoopTurns(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * Memory stores whose every call first lets a random few turns of the event loop go by (from a seeded
 * generator, so a run repeats), so that concurrent writers interleave in many orders: each call is still
 * atomic on its own. Turns, not milliseconds: the order depends on the seed only, never on the machine's load.
 */
export function useJitteryMemoryStores(seed = 1): () => Map<string, MemoryStore> {
  let stores = new Map<string, MemoryStore>();
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pause = () => eventLoopTurns(Math.floor(random() * 3));
  beforeEach(() => {
    stores = new Map();
    setStoreFactory((name) => {
      if (!stores.has(name)) stores.set(name, new MemoryStore());
      const store = stores.get(name)!;
      return new Proxy(store, {
        get(target, property) {
          const value = Reflect.get(target, property, target) as unknown;
          if (typeof value !== 'function') return value;
          return async (...args: unknown[]) => {
            await pause();
            return (value as (...params: unknown[]) => unknown).apply(target, args);
          };
        },
      }) as unknown as BlobStore;
    });
  });
  afterEach(() => setStoreFactory(null));
  return () => stores;
}
