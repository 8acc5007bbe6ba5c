/**
 * The drift of an in-memory events store as `npm run check-data` would name it (docs/decisions/039): []
 * when every month's summary holds exactly the events that touch it, as stored.
 */
import { storedEvent, SUMMARY_PREFIX } from '../../src/features/events/server/event-store.server';
import type { Drift } from '../../scripts/check-data/drift';
import { eventSummaryDrift } from '../../scripts/check-data/index-drift';
import type { MemoryStore } from '../../scripts/stores/memory-store';

export function eventsDriftIn(store: MemoryStore | undefined): Drift[] {
  if (!store) return [];
  const read = (key: string): unknown => JSON.parse(new TextDecoder().decode(store.entries.get(key)!.data));
  const keys = [...store.entries.keys()];
  const summaryKeys = keys.filter((key) => key.startsWith(SUMMARY_PREFIX));
  return eventSummaryDrift(
    keys.filter((key) => key.startsWith('event/')).map((key) => storedEvent.parse(read(key))),
    new Map(summaryKeys.map((key) => [key, read(key)])),
    keys.filter((key) => !key.startsWith(SUMMARY_PREFIX)),
  );
}
