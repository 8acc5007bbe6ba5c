import { pathIn, type Lang } from '../../../shared/i18n/lang';

/** An event's own address, /events/{id} (/es/events/{id} in Spanish), drawn with its popup open (docs/decisions/045). */
export const eventPath = (eventId: string, lang: Lang = 'en') => pathIn(lang, `/events/${encodeURIComponent(eventId)}`);
