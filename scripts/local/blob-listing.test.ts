/**
 * The gate that keeps a store's listings and writes apart (scripts/local/blob-listing.ts): a listing sees every
 * write that completed before it began, because none is half done while it walks. The walk itself runs on
 * the real blob server in blob-server-hooks.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { throughGate } from './blob-listing';
import { eventLoopTurns } from '../stores/memory-store';

/** A task that notes when it starts and ends, and ends when told. */
function heldTask(events: string[], name: string) {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const run = async () => {
    events.push(`${name} starts`);
    await finished;
    events.push(`${name} ends`);
  };
  return { run, finish };
}

/** Lets every task that may start, start. */
const settle = () => eventLoopTurns(5);

describe('the gate of a store folder', () => {
  it('makes a listing wait for the writes in flight, and holds the writes that come after it until it has walked', async () => {
    const events: string[] = [];
    const [first, second, listing, later] = ['write 1', 'write 2', 'listing', 'write 3'].map((name) => heldTask(events, name));
    const running = [
      throughGate('store-a', 'write', first!.run),
      throughGate('store-a', 'write', second!.run),
      throughGate('store-a', 'list', listing!.run),
      throughGate('store-a', 'write', later!.run),
    ];
    await settle();
    expect(events).toEqual(['write 1 starts', 'write 2 starts']);
    first!.finish();
    await settle();
    expect(events.slice(2)).toEqual(['write 1 ends']);
    second!.finish();
    later!.finish();
    await settle();
    expect(events.slice(3)).toEqual(['write 2 ends', 'listing starts']);
    listing!.finish();
    await Promise.all(running);
    expect(events.slice(5)).toEqual(['listing ends', 'write 3 starts', 'write 3 ends']);
  });

  it('lets listings of one store run together, and writes of another store meanwhile', async () => {
    const events: string[] = [];
    const tasks = ['listing 1', 'listing 2', 'other store write'].map((name) => heldTask(events, name));
    const running = [
      throughGate('store-b', 'list', tasks[0]!.run),
      throughGate('store-b', 'list', tasks[1]!.run),
      throughGate('store-c', 'write', tasks[2]!.run),
    ];
    await settle();
    expect(events).toEqual(['listing 1 starts', 'listing 2 starts', 'other store write starts']);
    for (const task of tasks) task.finish();
    await Promise.all(running);
  });

  it('answers what the task answers, and its failure, and lets the next one in after a failure', async () => {
    await expect(throughGate('store-d', 'write', async () => 'written')).resolves.toBe('written');
    await expect(
      throughGate('store-d', 'list', async () => {
        throw new Error('walk failed');
      }),
    ).rejects.toThrow('walk failed');
    await expect(throughGate('store-d', 'write', async () => 'next')).resolves.toBe('next');
  });
});
