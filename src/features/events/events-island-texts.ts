/**
 * What a page hands an events island for its texts (docs/decisions/068): the events' catalogue and those of the
 * features the popup shows, in the page's language. Only pages (.astro, on the server) call it: an island that
 * imported it would carry both languages.
 */
import type { Lang } from '../../shared/i18n/lang';
import { formsText } from '../forms';
import { signupsText } from '../signups';
import { eventsText } from './events-text';
import type { EventsIslandTexts } from './EventsIslandTexts';

export const eventsIslandTexts = (lang: Lang): EventsIslandTexts => ({
  lang,
  text: eventsText[lang],
  signupsText: signupsText[lang],
  formsText: formsText[lang],
});
