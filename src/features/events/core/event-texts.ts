/**
 * An event's title and description as a page in either language shows them (docs/decisions/070): the Spanish
 * where the page is Spanish and the officers wrote one, else the English. The rule is the shared one
 * (src/shared/i18n/officer-text.ts); these name the event's fields once for every list, popup, feed and page.
 */
import { officerText, showsEnglishOn, type ShownText } from '../../../shared/i18n/officer-text';
import type { Lang } from '../../../shared/i18n/lang';
import type { EventRecord } from './event';

export type TitledEvent = Pick<EventRecord, 'title' | 'title_es'>;
export type DescribedEvent = Pick<EventRecord, 'description' | 'description_es'>;

export const eventTitleIn = (event: TitledEvent, lang: Lang): ShownText => officerText(event.title, event.title_es, lang);

export const eventDescriptionIn = (event: DescribedEvent, lang: Lang): ShownText =>
  officerText(event.description, event.description_es, lang);

/**
 * Whether a page in `lang` that draws the titles of `titled` (and the description of `described`, when it
 * draws one) shows any of them in English: the events' part of PublicLayout's `englishParts`.
 */
export function eventsShowEnglish(lang: Lang, titled: readonly TitledEvent[], described?: DescribedEvent | null): boolean {
  return (
    titled.some((event) => showsEnglishOn(lang, event.title, event.title_es)) ||
    (described ? showsEnglishOn(lang, described.description, described.description_es) : false)
  );
}
