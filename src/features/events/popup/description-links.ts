/**
 * An event description as text and link parts (SPEC, Event popup: URLs become links, https:// added when
 * there is no scheme). Data, never HTML: the popup renders each part as text or as an anchor whose href
 * passed `safeHref`, so only http, https and mailto links exist and markup in a description stays text
 * (DESIGN section 6).
 */
import { safeHref } from '../../../shared/links';

export type DescriptionPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * Addresses with a scheme (http://, https://, mailto:) or bare host names with a dotted top-level part
 * ('www.example.org/x', 'signup.example.org'). A bare name right after a letter, digit, '@', '.', ':' or '/'
 * is part of something else (an email address, another scheme's text) and is left alone.
 */
const ADDRESS =
  /(?:\b(?:https?:\/\/|mailto:)[^\s<>"]+)|(?<![\w@.:/-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:\/[^\s<>"]*)?/gi;

/** Punctuation that ends a sentence rather than an address: 'see example.org.' */
const TRAILING = /[.,;:!?)\]}'"]+$/;

export function linkifyDescription(description: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  let textStart = 0;
  const pushText = (end: number) => {
    if (end > textStart) parts.push({ kind: 'text', text: description.slice(textStart, end) });
  };
  for (const match of description.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const href = address ? safeHref(address) : null;
    if (!href) continue;
    pushText(match.index);
    parts.push({ kind: 'link', text: address, href });
    textStart = match.index + address.length;
  }
  pushText(description.length);
  return parts;
}
