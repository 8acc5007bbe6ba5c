import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { $sessionUser } from '../../client/session';
import { userHasAccess } from '../../domain/session';
import type { AdminHistoryState } from './admin-routes';

/**
 * A signed-in user without a matching scope is sent to /access with the intended path kept as
 * redirect state (SPEC section 2).
 */
export function RequireScope({ scopes, children }: { scopes: readonly string[]; children: ReactNode }) {
  const user = useStore($sessionUser);
  const [location, navigate] = useLocation();
  const allowed = user !== null && userHasAccess(user, scopes);
  useEffect(() => {
    if (!allowed) navigate('/access', { replace: true, state: { redirect: location } satisfies AdminHistoryState });
  }, [allowed, location, navigate]);
  return allowed ? <>{children}</> : null;
}
