import { describe, expect, it } from 'vitest';
import { HttpError } from './http.server';
import { createRecord, keyOf, newRecordId, openStore, readRecord, updateRecord } from './store.server';
import { useMemoryStores } from '../../scripts/stores/memory-store';
import { z } from '../shared/zod';

useMemoryStores();
const numbered = z.object({ n: z.number() });
const titled = z.object({ title: z.string(), version: z.number() });

const HOSTILE_IDS = ['../x', '..', 'a/b', 'a?b', 'a#b', '%2e%2e', '%2F', 'a b', 'A\u0000', '', '-x', 'x-', 'a..b', 'é', 'x'.repeat(600)];

function expectInvalidId(action: () => unknown) {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return;
  }
  throw new Error('expected the id to be refused');
}

describe('key building (DESIGN section 5)', () => {
  it.each(HOSTILE_IDS)('refuses the hostile id %j with a 400', (id) => {
    expectInvalidId(() => keyOf('event', id));
  });

  it('accepts strict ids and joins them with slashes', () => {
    expect(keyOf('event', 'evt-book-fair')).toBe('event/evt-book-fair');
    expect(keyOf('user', 'jane.doe')).toBe('user/jane.doe');
  });
});

describe('records', () => {
  it('gives every new record a unique, time-ordered id', () => {
    const ids = Array.from({ length: 500 }, () => newRecordId(new Date('2026-01-01T00:00:00Z')));
    expect(new Set(ids).size).toBe(500);
    expect(newRecordId(new Date('2026-01-02T00:00:00Z')) > ids[0]!).toBe(true);
  });

  it('never overwrites an existing key when creating', async () => {
    const store = openStore('events');
    expect(await createRecord(store, 'event/a', { n: 1 })).toBe(true);
    expect(await createRecord(store, 'event/a', { n: 2 })).toBe(false);
    expect(await readRecord(store, 'event/a', numbered)).toEqual({ n: 1 });
  });

  it('reads a record with its schema: one of another shape is a fault that names its key, never a value of the wrong type', async () => {
    const store = openStore('events');
    await store.setJSON('event/b', { n: 'one' });
    await expect(readRecord(store, 'event/b', numbered)).rejects.toThrow(
      "The stored record 'event/b' does not have the shape this code reads.",
    );
    expect(await readRecord(store, 'event/none', numbered)).toBeNull();
  });
});

describe('versioned edits', () => {
  it('saves an edit made from the current version and raises the version', async () => {
    const store = openStore('formations');
    await store.setJSON('grade/g1', { title: 'First', version: 1 });
    const saved = await updateRecord(store, 'grade/g1', titled, 1, { title: 'First Grade' });
    expect(saved).toEqual({ title: 'First Grade', version: 2 });
    expect(await readRecord(store, 'grade/g1', titled)).toEqual({ title: 'First Grade', version: 2 });
  });

  it('refuses an edit of a stale version with 409 and keeps the newer data', async () => {
    const store = openStore('formations');
    await store.setJSON('grade/g1', { title: 'Newer', version: 3 });
    await expect(updateRecord(store, 'grade/g1', titled, 2, { title: 'Older edit' })).rejects.toMatchObject({ status: 409 });
    expect(await readRecord(store, 'grade/g1', titled)).toEqual({ title: 'Newer', version: 3 });
  });

  it('lets only one of two simultaneous edits of the same version win', async () => {
    const store = openStore('formations');
    await store.setJSON('grade/g1', { title: 'Start', version: 1 });
    const outcomes = await Promise.allSettled([
      updateRecord(store, 'grade/g1', titled, 1, { title: 'Edit A' }),
      updateRecord(store, 'grade/g1', titled, 1, { title: 'Edit B' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(1);
  });

  it('lets exactly one of ten simultaneous edits of one version win', async () => {
    const store = openStore('formations');
    await store.setJSON('grade/g1', { title: 'Start', version: 1 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) => updateRecord(store, 'grade/g1', titled, 1, { title: `Edit ${index}` })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome.reason as HttpError).status)).toEqual(
      Array(9).fill(409),
    );
  });

  it('never writes without its condition: a store that answers no etag is a fault, not an overwrite', async () => {
    const store = openStore('formations');
    await store.setJSON('grade/g1', { title: 'Start', version: 1 });
    const withoutEtags: typeof store = Object.assign(Object.create(store) as typeof store, {
      getWithMetadata: async (key: string) => ({ ...(await store.getWithMetadata(key, { type: 'json' }))!, etag: undefined }),
    });
    await expect(updateRecord(withoutEtags, 'grade/g1', titled, 1, { title: 'Blind write' })).rejects.toThrow(/no etag/);
    expect(await readRecord(store, 'grade/g1', titled)).toEqual({ title: 'Start', version: 1 });
  });

  it('answers 404 when the record no longer exists', async () => {
    await expect(updateRecord(openStore('formations'), 'grade/gone', titled, 1, { title: 'x' })).rejects.toMatchObject({ status: 404 });
  });
});
