import { linkifyDescription } from './description-links';

/**
 * An event's description: text parts as text, link parts as anchors whose href passed safeHref (only
 * http, https and mailto). Never innerHTML, so markup in a description shows as typed (DESIGN section 6).
 */
export function EventDescription({ description }: { description: string }) {
  return (
    <p className="event-description">
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
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ),
      )}
    </p>
  );
}
