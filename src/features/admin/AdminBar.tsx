import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { Icon } from '../../shared/ui/Icon';

interface AdminBarProps {
  /** The link home: GuardedLink in the admin area, a plain link in the frame drawn before its code. */
  homeLink?: ComponentType<{ href: string; className: string; children: ReactNode }> | 'a';
  menuOpen?: boolean;
  onMenu?: () => void;
  onLogout?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The admin bar (SPEC section 2, Admin layout): logo, the admin menu button and a Logout link. */
export function AdminBar({ homeLink: HomeLink = 'a', menuOpen = false, onMenu, onLogout }: AdminBarProps) {
  return (
    <header className="admin__bar">
      <HomeLink href="/access" className="site-header__brand">
        <span className="site-header__logo" aria-hidden="true">
          HSA
        </span>
        <span className="visually-hidden">Admin home</span>
      </HomeLink>
      <button
        type="button"
        className="button button--ghost admin__menu-button"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onMenu}
      >
        <Icon name="menu" />
        Admin Menu
      </button>
      <a href="/access/login" className="admin__logout" onClick={onLogout}>
        <Icon name="logout" size={20} />
        Logout
      </a>
    </header>
  );
}
