import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { $sessionUser } from '../../shared/session-store';
import { canOpen, type MenuEntry } from './admin-menu';
import type { AdminHistoryState } from './admin-routes';

/**
 * A signed-in user without a matching scope is sent to /access with the intended path kept as
 * redirect state (SPEC section 2); so is a user without is_admin on an adminOnly tool.
 */
export function RequireScope({ entry, children }: { entry: Pick<MenuEntry, 'scopes' | 'adminOnly'>; children: ReactNode }) {
  const user = useStore($sessionUser);
  const [location, navigate] = useLocation();
  const allowed = user !== null && canOpen(user, entry);
  useEffect(() => {
    if (!allowed) navigate('/access', { replace: true, state: { redirect: location } satisfies AdminHistoryState });
  }, [allowed, location, navigate]);
  return allowed ? <>{children}</> : null;
}
