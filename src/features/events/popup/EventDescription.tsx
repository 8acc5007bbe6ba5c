import { useLang } from '../../../shared/i18n/text-context';
import { langAttributeOf } from '../../../shared/i18n/officer-text';
import { eventDescriptionIn, type DescribedEvent } from '../core/event-texts';
import { useEventsText } from '../events-text-context';
import { linkifyDescription } from './description-links';

/**
 * An event's description: text parts as text, link parts as anchors whose href passed safeHref (only
 * http, https and mailto). Never innerHTML, so markup in a description shows as typed (DESIGN section 6).
 * It is the officers' text: in Spanish on a Spanish page where they wrote one (docs/decisions/070), else
 * English, but for the page's own words about its links.
 */
export function EventDescription({ event }: { event: DescribedEvent }) {
  const t = useEventsText().calendar;
  const lang = useLang();
  const description = eventDescriptionIn(event, lang);
  const marked = langAttributeOf(lang, description);
  return (
    <p className="event-description" lang={marked}>
      {linkifyDescription(description.text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : part.href.startsWith('mailto:') ? (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
            <span className="visually-hidden" lang={marked ? lang : undefined}>
              {t.newTab}
            </span>
          </a>
        ),
      )}
    </p>
  );
}
