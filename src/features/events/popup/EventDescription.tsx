import { useLang } from '../../../shared/i18n/text-context';
import { useEventsText } from '../events-text-context';
import { linkifyDescription } from './description-links';

/**
 * An event's description: text parts as text, link parts as anchors whose href passed safeHref (only
 * http, https and mailto). Never innerHTML, so markup in a description shows as typed (DESIGN section 6).
 * It is the officers' text: English on a Spanish page, but for the page's own words about its links.
 */
export function EventDescription({ description }: { description: string }) {
  const t = useEventsText().calendar;
  const lang = useLang();
  return (
    <p className="event-description" lang={lang === 'es' ? 'en' : undefined}>
      {linkifyDescription(description).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : part.href.startsWith('mailto:') ? (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
            <span className="visually-hidden" lang={lang === 'es' ? lang : undefined}>
              {t.newTab}
            </span>
          </a>
        ),
      )}
    </p>
  );
}
