/**
 * Sign-up sheets in check-data (docs/decisions/066): every sheet of an event still to come is named under its
 * event's day (`due/{yyyy-MM-dd}/{eventId}`), where the sweep finds it for the volunteers' reminders. A write's
 * job keeps the marker; one missing (a job lost by hand, a store restored from an old backup) means reminders
 * that never go, so it is named and --repair writes it.
 */
import { findEvent } from '../../src/features/events/index.server';
import { dayOf, wallTimeInstant } from '../../src/features/events';
import { ensureDueMarker } from '../../src/features/signups/index.server';
import { isSiteKey } from '../../src/server/store-keys.server';
import { listKeys, openStore } from '../../src/server/store.server';
import type { Drift } from './drift';

export async function signupDrift(now: number): Promise<Drift[]> {
  const keys = (await listKeys(openStore('signups', { strong: true }), '')).filter(isSiteKey);
  const markers = new Set(keys.filter((key) => key.startsWith('due/')));
  const sheets = keys.filter((key) => key.startsWith('sheets/')).map((key) => key.slice('sheets/'.length));
  const found = await Promise.all(sheets.map(async (eventId) => ({ eventId, event: await findEvent(eventId, { strong: true }) })));
  return found.flatMap(({ eventId, event }): Drift[] => {
    const start = event ? wallTimeInstant(event.startDt) : null;
    if (!event || !start || start.getTime() <= now) return [];
    const key = `due/${dayOf(event.startDt)}/${eventId}`;
    return markers.has(key) ? [] : [{ kind: 'reminder-marker', eventId, startDt: event.startDt, key }];
  });
}

export const repairSignupDrift = (drift: Extract<Drift, { kind: 'reminder-marker' }>) => ensureDueMarker(drift.eventId, drift.startDt);
