import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { confirmLeave } from '../../shared/admin/leave-guard';
import { signOut } from '../../shared/session-store';
import type { SessionUser } from '../../shared/session';
import { Icon } from '../../shared/ui/Icon';
import { AdminMenu } from './AdminMenu';
import { GuardedLink } from './GuardedLink';

/**
 * Logo, the admin menu button and a Logout link around every admin screen (SPEC section 2). Each of them
 * asks first while a form holds unsaved changes (leave-guard.ts).
 */
export function AdminLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [, navigate] = useLocation();

  function logout(event: React.MouseEvent) {
    event.preventDefault();
    if (!confirmLeave()) return;
    signOut();
    navigate('/access/login', { replace: true });
  }

  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="admin__bar">
        <GuardedLink href="/access" className="site-header__brand">
          <span className="site-header__logo" aria-hidden="true">
            HSA
          </span>
          <span className="visually-hidden">Admin home</span>
        </GuardedLink>
        <button
          type="button"
          className="button button--ghost admin__menu-button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" />
          Admin Menu
        </button>
        <a href="/access/login" className="admin__logout" onClick={logout}>
          <Icon name="logout" size={20} />
          Logout
        </a>
      </header>
      <AdminMenu open={menuOpen} user={user} onClose={() => setMenuOpen(false)} />
      <main id="main" tabIndex={-1} className="admin__main">
        {children}
      </main>
    </div>
  );
}
