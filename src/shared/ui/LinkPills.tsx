import { safeHref, type LinkPill } from '../links';
import { Icon } from './Icon';
import { useLang } from '../i18n/text-context';
import { useUiText } from './ui-text';
import './link-pills.css';

/**
 * Officer-entered links as pills opening in a new tab; only http, https and mailto become links. Their labels
 * are the officers' English texts: on a Spanish page they are marked so (docs/decisions/068).
 */
export function LinkPills({ links, className }: { links: readonly LinkPill[]; className: string }) {
  const t = useUiText();
  const officers = useLang() === 'es' ? 'en' : undefined;
  const safe = links.flatMap((link) => {
    const href = safeHref(link.value);
    return href ? [{ label: link.key, href }] : [];
  });
  if (safe.length === 0) return null;
  return (
    <ul className={className} role="list">
      {safe.map((link) => (
        <li key={link.label + link.href}>
          <a className="pill-link" href={link.href} target="_blank" rel="noopener noreferrer">
            {officers ? <span lang={officers}>{link.label}</span> : link.label}
            <Icon name="open_in_new" size={18} />
            <span className="visually-hidden">{t.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
