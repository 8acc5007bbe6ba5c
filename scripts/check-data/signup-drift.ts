/**
 * Sign-up sheets in check-data (docs/decisions/066): every sheet of an event still to come is named under its
 * event's day (`due/{yyyy-MM-dd}/{eventId}`), where the sweep finds it for the volunteers' reminders. A write's
 * job keeps the marker; one missing (a job lost by hand, a store restored from an old backup) means reminders
 * that never go, so it is named and --repair writes it.
 */
import { findEvent } from '../../src/features/events/index.server';
import { dayOf, wallTimeInstant } from '../../src/features/events';
import { ensureDueMarker, readSheet } from '../../src/features/signups/index.server';
import { isSiteKey } from '../../src/server/store-keys.server';
import { listKeys, openStore } from '../../src/server/store.server';
import type { Drift } from './drift';

export async function signupDrift(now: number): Promise<Drift[]> {
  const keys = (await listKeys(openStore('signups', { strong: true }), '')).filter(isSiteKey);
  const markers = new Set(keys.filter((key) => key.startsWith('due/')));
  const sheets = keys.filter((key) => key.startsWith('sheets/')).map((key) => key.slice('sheets/'.length));
  const found = await Promise.all(
    sheets.map(async (eventId) => {
      const [event, sheet] = await Promise.all([findEvent(eventId, { strong: true }), readSheet(eventId, { strong: true })]);
      return { eventId, event, sheet };
    }),
  );
  return found.flatMap(({ eventId, event, sheet }): Drift[] => {
    const start = event ? wallTimeInstant(event.startDt) : null;
    // A sheet that moved away with its date (docs/decisions/094) is reminded where it went.
    if (!event || !sheet || !start || start.getTime() <= now) return [];
    const key = `due/${dayOf(event.startDt)}/${eventId}`;
    return markers.has(key) ? [] : [{ kind: 'reminder-marker', eventId, startDt: event.startDt, key }];
  });
}

export const repairSignupDrift = (drift: Extract<Drift, { kind: 'reminder-marker' }>) => ensureDueMarker(drift.eventId, drift.startDt);
