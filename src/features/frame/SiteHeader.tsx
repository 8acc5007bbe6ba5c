import { useEffect, useState, type KeyboardEvent } from 'react';
import { school } from '../../config/school';
import { QueryProvider } from '../../shared/query';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { Icon } from '../../shared/ui/Icon';
import { GradeLinks } from './GradeLinks';
import { MobileMenu } from './MobileMenu';
import { NavSubList } from './NavSubList';
import { isCurrentSection, NAV_LINKS, type NavLink } from './nav-links';

/** The header locks once the page is scrolled more than 82 px (SPEC section 9). */
export const HEADER_LOCK_OFFSET = 82;

function useHeaderLock(): boolean {
  const [locked, setLocked] = useState(false);
  useEffect(() => {
    const update = () => setLocked(window.scrollY > HEADER_LOCK_OFFSET);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return locked;
}

/** Escape closes an open hover panel by moving focus back to its link (WCAG 1.4.13). */
function closeOnEscape(event: KeyboardEvent<HTMLLIElement>) {
  if (event.key !== 'Escape') return;
  const link = event.currentTarget.querySelector<HTMLAnchorElement>(':scope > a');
  link?.focus();
  event.currentTarget.classList.add('site-nav__item--dismissed');
}

function DesktopItem({ link, pathname }: { link: NavLink; pathname: string }) {
  const hasPanel = link.href === '/grades' || Boolean(link.children);
  return (
    // The item only hears Escape, the pointer leaving and focus leaving from its link and panel; the link is the control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={hasPanel ? 'site-nav__item site-nav__item--panel' : 'site-nav__item'}
      onKeyDown={hasPanel ? closeOnEscape : undefined}
      onMouseLeave={(event) => event.currentTarget.classList.remove('site-nav__item--dismissed')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.classList.remove('site-nav__item--dismissed');
      }}
    >
      <a href={link.href} aria-current={isCurrentSection(link.href, pathname) ? 'page' : undefined}>
        {link.label}
        {hasPanel && <Icon name="keyboard_arrow_down" size={18} />}
      </a>
      {link.href === '/grades' && (
        <div className="site-nav__panel site-nav__panel--grades">
          <GradeLinks />
        </div>
      )}
      {link.children && (
        <div className="site-nav__panel">
          <NavSubList links={link.children} pathname={pathname} />
        </div>
      )}
    </li>
  );
}

/** Banner naming the school, the association's logo and the main navigation (SPEC section 2). */
export default function SiteHeader({ pathname }: { pathname: string }) {
  return (
    <QueryProvider>
      <Header pathname={pathname} />
    </QueryProvider>
  );
}

function Header({ pathname }: { pathname: string }) {
  const locked = useHeaderLock();

  return (
    <div className={locked ? 'site-header site-header--locked' : 'site-header'}>
      <div className="school-banner">
        <ExternalLink href={school.schoolSiteUrl} className="school-banner__link">
          {school.name}
          <Icon name="open_in_new" size={16} />
        </ExternalLink>
      </div>
      <header className="site-header__bar">
        <a href="/" className="site-header__brand">
          <span className="site-header__logo" aria-hidden="true">
            HSA
          </span>
          <span className="site-header__name">
            {school.shortName} <span>{school.associationName}</span>
          </span>
        </a>
        <nav aria-label="Main" className="site-nav">
          <ul role="list" className="site-nav__list">
            {NAV_LINKS.map((link) => (
              <DesktopItem key={link.href} link={link} pathname={pathname} />
            ))}
          </ul>
        </nav>
        <MobileMenu pathname={pathname} />
      </header>
    </div>
  );
}
