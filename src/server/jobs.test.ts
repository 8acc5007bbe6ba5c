import { describe, expect, it, vi } from 'vitest';
import { useMemoryStores } from '../../scripts/stores/memory-store';
import { HttpError } from './http.server';
import { defineJob, listOpenJobs, withJob } from './jobs.server';
import { z } from '../shared/zod';

useMemoryStores();

const settle = vi.fn(async () => 'done' as const);
const job = defineJob({ kind: 'test-job', payload: z.object({ n: z.number() }), settle });
const refused = () => Promise.reject(new HttpError(409, 'STALE_EDIT', 'Someone else changed this item.'));
const wroteNothing = (error: unknown) => error instanceof HttpError && error.status < 500;

describe('a write with what it owes recorded first (docs/decisions/049)', () => {
  it('settles the job after a write that lands, and to tidy after one that fails', async () => {
    settle.mockClear();
    expect(await withJob(job, { n: 1 }, async () => 'saved')).toBe('saved');
    await expect(withJob(job, { n: 2 }, () => Promise.reject(new Error('store down')), { wroteNothing })).rejects.toThrow('store down');
    expect(settle.mock.calls).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    expect(await listOpenJobs()).toEqual([]);
  });

  it('drops the job of a write refused before it wrote anything (docs/decisions/094): nothing is owed', async () => {
    settle.mockClear();
    await expect(withJob(job, { n: 3 }, refused, { wroteNothing })).rejects.toMatchObject({ status: 409 });
    expect(settle).not.toHaveBeenCalled();
    expect(await listOpenJobs()).toEqual([]);
    await expect(withJob(job, { n: 4 }, refused)).rejects.toMatchObject({ status: 409 });
    expect(settle.mock.calls).toEqual([[{ n: 4 }]]);
  });
});
