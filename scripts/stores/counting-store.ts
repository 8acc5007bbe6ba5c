/**
 * In-memory stores (scripts/stores/memory-store.ts) that count the calls made to them, for the bounded-read
 * checks of DESIGN section 5 (unit tests) and the figures of `npm run bench:events`.
 */
import type { BlobStore } from '../../src/server/store.server';
import { MemoryStore } from './memory-store';

export interface StoreCalls {
  /** Record reads: get, getWithMetadata, getMetadata. */
  reads: number;
  /** Listing requests: Netlify Blobs answers a listing in pages of LIST_PAGE_SIZE keys, one request each. */
  lists: number;
  writes: number;
}

export const LIST_PAGE_SIZE = 1000;

const READS = new Set(['get', 'getWithMetadata', 'getMetadata']);
const WRITES = new Set(['set', 'setJSON', 'delete']);

export function countingStores() {
  const stores = new Map<string, MemoryStore>();
  const calls: StoreCalls = { reads: 0, lists: 0, writes: 0 };
  const count = (name: string) => {
    if (READS.has(name)) calls.reads += 1;
    else if (WRITES.has(name)) calls.writes += 1;
  };
  const countListing = (answer: { blobs: unknown[]; directories?: unknown[] }) => {
    calls.lists += Math.max(1, Math.ceil((answer.blobs.length + (answer.directories?.length ?? 0)) / LIST_PAGE_SIZE));
    return answer;
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
          const answer = (value as (...a: unknown[]) => unknown).apply(target, args);
          return property === 'list' ? (answer as Promise<{ blobs: unknown[] }>).then(countListing) : answer;
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
