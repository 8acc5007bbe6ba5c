/**
 * In-memory stores (tests/support/memory-store.ts) that count the calls made to them, for the bounded-read
 * checks of DESIGN section 5 (unit tests) and the figures of `npm run bench:events`.
 */
import type { BlobStore } from '../../netlify/server/store.server';
import { MemoryStore } from './memory-store';

export interface StoreCalls {
  /** Record reads: get, getWithMetadata, getMetadata. */
  reads: number;
  /** Listings (each is one request per page of keys). */
  lists: number;
  writes: number;
}

const READS = new Set(['get', 'getWithMetadata', 'getMetadata']);
const WRITES = new Set(['set', 'setJSON', 'delete']);

export function countingStores() {
  const stores = new Map<string, MemoryStore>();
  const calls: StoreCalls = { reads: 0, lists: 0, writes: 0 };
  const count = (name: string) => {
    if (READS.has(name)) calls.reads += 1;
    else if (WRITES.has(name)) calls.writes += 1;
    else if (name === 'list') calls.lists += 1;
  };
  const factory = (name: string): BlobStore => {
    if (!stores.has(name)) stores.set(name, new MemoryStore());
    const store = stores.get(name)!;
    return new Proxy(store, {
      get(target, property) {
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          count(String(property));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }) as unknown as BlobStore;
  };
  /** The calls made while `work` runs. */
  async function measure<T>(work: () => Promise<T>): Promise<{ value: T; calls: StoreCalls }> {
    const before = { ...calls };
    const value = await work();
    return { value, calls: { reads: calls.reads - before.reads, lists: calls.lists - before.lists, writes: calls.writes - before.writes } };
  }
  return { factory, stores, calls, measure };
}
