import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Formation } from '../../src/features/formations';
import { listFormations } from '../../src/features/formations/index.server';
import { deleteItemPhotos, storePhoto } from '../../src/features/photos/index.server';
import { setStoreFactory, type BlobStore } from '../../src/server/store.server';
import { listSubmissions, storeSubmission } from '../../src/features/submissions/index.server';
import { recordAttempt } from '../../src/server/throttle.server';
import { listUsers, saveUser } from '../../src/features/users/index.server';
import { MemoryStore } from '../../scripts/stores/memory-store';

/**
 * Listings of a store opened with eventual consistency lag behind (up to 60 s on Netlify); here they see
 * nothing at all, so a listing that must be current fails unless its store was opened strong.
 */
function laggingUnlessStrong(store: MemoryStore, strong: boolean): BlobStore {
  if (strong) return store as unknown as BlobStore;
  return new Proxy(store, {
    get(target, name) {
      if (name === 'list') return async () => ({ blobs: [], directories: [] });
      const value = Reflect.get(target, name, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as unknown as BlobStore;
}

const stores = new Map<string, MemoryStore>();

beforeEach(() => {
  stores.clear();
  setStoreFactory((name, options) => {
    if (!stores.has(name)) stores.set(name, new MemoryStore());
    return laggingUnlessStrong(stores.get(name)!, options?.strong === true);
  });
});

afterEach(() => setStoreFactory(null));

describe('listings that must be current open their store strong (DESIGN section 5)', () => {
  it('the forms dashboard lists a submission stored just before', async () => {
    await storeSubmission('volunteer_request', { name: 'Pat' });
    expect((await listSubmissions('volunteer_request')).totalCount).toBe(1);
  });

  it('the user list shows a user saved just before', async () => {
    await saveUser({ userId: 'erin', name: 'Erin', scopes: [], is_admin: false, password: 'a-long-password' });
    expect((await listUsers()).map((user) => user.userId)).toEqual(['erin']);
  });

  it('the throttle counts attempts made just before', async () => {
    const rule = { name: 'login-pair', limit: 2, windowMs: 60_000 };
    await recordAttempt(rule, 'someone', 'Too many');
    await recordAttempt(rule, 'someone', 'Too many');
    await expect(recordAttempt(rule, 'someone', 'Too many')).rejects.toMatchObject({ status: 429 });
  });

  it('deleting an item deletes every photo stored just before', async () => {
    await storePhoto({
      type: 'committee',
      item_id: 'chess',
      title: 'a.jpg',
      contentType: 'image/jpeg',
      bytes: new Uint8Array([0xff, 0xd8, 0xff, 0]),
    });
    await deleteItemPhotos('committee', 'chess');
    expect(stores.get('photos')!.entries.size).toBe(0);
  });

  it('an admin read of the grade list sees a grade written just before', async () => {
    const formations = new MemoryStore();
    stores.set('formations', formations);
    const grade: Formation = {
      _id: 'g1',
      type: 'grade',
      title: 'First',
      slug: 'first',
      icon: 'school',
      colorCode: '336699',
      links: [],
      leadership: [],
      order: 0,
      image: null,
      image_count: 0,
      version: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    await formations.setJSON('grade/g1', grade);
    expect(await listFormations('grade', { strong: true })).toHaveLength(1);
  });
});
