import { useId, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';
import './external-link.css';

export const EXTERNAL_SITE_PROMPT = 'You will be navigated to an external site in a new tab. Do you want to continue?';
/** What a visitor without JavaScript reads beside the link, since no prompt can ask them (docs/decisions/028). */
export const EXTERNAL_SITE_NOTICE = 'You will be navigated to an external site in a new tab:';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Marks an officer-editable address for the site content script (docs/decisions/018). */
  'data-site-href'?: string;
}

/**
 * Opens an outside site in a new tab, only after the visitor confirms (SPEC section 1). It never navigates
 * unconfirmed (docs/decisions/028): until its script runs the link is inert (no pointer events, out of the tab
 * order); without JavaScript it is replaced by a plain link with the prompt's words and the address beside it.
 * The live link is one element from the prebuilt page on, so an address the site content script set stays.
 */
export function ExternalLink({ href, children, className, 'data-site-href': siteHref }: ExternalLinkProps) {
  const hydrated = useHydrated();
  const noticeId = useId();

  function confirmLeave(event: MouseEvent<HTMLAnchorElement>) {
    if (!window.confirm(EXTERNAL_SITE_PROMPT)) event.preventDefault();
  }

  const classes = (...names: Array<string | undefined | false>) => names.filter(Boolean).join(' ');
  return (
    <>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={classes(className, 'external-link', !hydrated && 'external-link--waiting')}
        data-site-href={siteHref}
        aria-disabled={hydrated ? undefined : true}
        tabIndex={hydrated ? undefined : -1}
        onClick={confirmLeave}
      >
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {!hydrated && (
        <span className="external-link-noscript">
          <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-describedby={noticeId}>
            {children}
          </a>{' '}
          <span id={noticeId} className="external-link-noscript__notice">
            {EXTERNAL_SITE_NOTICE} <span className="external-link-noscript__address">{href}</span>
          </span>
        </span>
      )}
    </>
  );
}
