import { safeHref, type LinkPill } from '../links';
import { Icon } from './Icon';
import './link-pills.css';

/** Officer-entered links as pills opening in a new tab; only http, https and mailto become links. */
export function LinkPills({ links, className }: { links: readonly LinkPill[]; className: string }) {
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
            {link.label}
            <Icon name="open_in_new" size={18} />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
