/** An island's events texts, handed to it by its page (docs/decisions/068). */
import { createTextContext } from '../../shared/i18n/text-context';
import type { EventsText } from './events-text';

export const [EventsTextProvider, useEventsText] = createTextContext<EventsText>('events');
