import { safeHref, type LinkPill } from '../links';
import { Icon } from './Icon';
import { OfficerText } from '../i18n/OfficerText';
import { useUiText } from './ui-text';
import './link-pills.css';

/**
 * Officer-entered links as pills opening in a new tab; only http, https and mailto become links. Their labels
 * are the officers' texts: on a Spanish page the Spanish label where there is one, else the English marked
 * so (docs/decisions/068 and 070).
 */
export function LinkPills({ links, className }: { links: readonly LinkPill[]; className: string }) {
  const t = useUiText();
  const safe = links.flatMap((link) => {
    const href = safeHref(link.value);
    return href ? [{ label: link.key, label_es: link.key_es, href }] : [];
  });
  if (safe.length === 0) return null;
  return (
    <ul className={className} role="list">
      {safe.map((link) => (
        <li key={link.label + link.href}>
          <a className="pill-link" href={link.href} target="_blank" rel="noopener noreferrer">
            <OfficerText en={link.label} es={link.label_es} />
            <Icon name="open_in_new" size={18} />
            <span className="visually-hidden">{t.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
