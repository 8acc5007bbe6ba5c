/**
 * Events, one blob each at events/event/{id}, plus an empty index blob events/month/{yyyy-MM}/{id} for
 * every month the event touches, so that a month's read never grows with the years stored (DESIGN section 5).
 */
import { monthsSpanned, type EventRecord } from '../../src/domain/event';
import { keyOf, openStore, patchRecord, putRecord, readRecord } from './store.server';

const eventsStore = () => openStore('events');

export const eventKey = (id: string) => keyOf('event', id);
export const monthIndexKey = (month: string, id: string) => keyOf('month', month, id);

export async function putEvent(event: EventRecord): Promise<void> {
  const store = eventsStore();
  await putRecord(store, eventKey(event.id), event);
  await Promise.all(monthsSpanned(event.startDt, event.endDt).map((month) => putRecord(store, monthIndexKey(month, event.id), {})));
}

export async function findEvent(id: string, options: { strong?: boolean } = {}): Promise<EventRecord | null> {
  return readRecord<EventRecord>(eventsStore(), eventKey(id), options);
}

/** Keeps an event's image list in step with its photos (the first is the cover). */
export async function setEventPhotos(id: string, urls: string[]): Promise<void> {
  await patchRecord<EventRecord>(eventsStore(), eventKey(id), (event) => ({ ...event, images: urls }));
}
