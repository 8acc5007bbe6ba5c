import type { MouseEvent, ReactNode } from 'react';

export const EXTERNAL_SITE_PROMPT = 'You will be navigated to an external site in a new tab. Do you want to continue?';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Marks an officer-editable address for the site content script (docs/decisions/018). */
  'data-site-href'?: string;
}

/** Opens an outside site in a new tab, only after the visitor confirms (SPEC section 1). */
export function ExternalLink({ href, children, className, 'data-site-href': siteHref }: ExternalLinkProps) {
  function confirmLeave(event: MouseEvent<HTMLAnchorElement>) {
    if (!window.confirm(EXTERNAL_SITE_PROMPT)) event.preventDefault();
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} data-site-href={siteHref} onClick={confirmLeave}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
