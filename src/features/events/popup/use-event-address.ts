import { pathSegment, usePopupAddress } from '../../../shared/address';
import { pathIn } from '../../../shared/i18n/lang';
import { useLang } from '../../../shared/i18n/text-context';

const EVENTS_PATH = '/events';

/** The navigation state's key that names the event to open on /events (SPEC section 4). */
export const EVENT_ITEM_STATE = 'event_item';

/** The id of /events/{id} (drawn on request, docs/decisions/045); null on /events. */
const eventIdFromPath = (): string | null => pathSegment('events');

function stateEventItem(): string | null {
  const state: unknown = history.state;
  const item = typeof state === 'object' && state !== null && EVENT_ITEM_STATE in state ? Reflect.get(state, EVENT_ITEM_STATE) : null;
  return typeof item === 'string' && item ? item : null;
}

/** The event the address or the navigation state opens, if any. */
export const eventIdFromAddress = (): string | null => eventIdFromPath() ?? stateEventItem();

const eventItemState = (id: string) => ({ [EVENT_ITEM_STATE]: id });

/**
 * Which event's popup is open, kept in the address: /events/{id} opens it cold, an `event_item` in the
 * navigation state opens it too (SPEC section 4), opening one pushes /events/{id} so it can be shared,
 * and Back closes it. Nothing is open while the prebuilt page hydrates; the event a page drawn on request
 * drew open (`drawnEventId`, docs/decisions/045) is. A Spanish page keeps its addresses under /es/.
 */
export function useEventAddress(drawnEventId: string | null = null) {
  return usePopupAddress(pathIn(useLang(), EVENTS_PATH), eventIdFromAddress, eventItemState, drawnEventId);
}
