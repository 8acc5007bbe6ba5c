import { useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { confirmLeave } from '../../shared/admin/leave-guard';
import { signOut } from '../../shared/session-store';
import type { SessionUser } from '../../shared/session';
import { AdminBar } from './AdminBar';
import { AdminMenu } from './AdminMenu';
import { GuardedLink } from '../../shared/admin/GuardedLink';

/**
 * Logo, the admin menu button and a Logout link around every admin screen (SPEC section 2). Each of them
 * asks first while a form holds unsaved changes (leave-guard.ts).
 */
export function AdminLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [, navigate] = useLocation();

  function logout(event: MouseEvent<HTMLAnchorElement>) {
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
      <AdminBar homeLink={GuardedLink} menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} onLogout={logout} />
      <AdminMenu open={menuOpen} user={user} onClose={() => setMenuOpen(false)} />
      <main id="main" tabIndex={-1} className="admin__main">
        {children}
      </main>
    </div>
  );
}
