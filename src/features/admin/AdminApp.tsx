import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { QueryProvider } from '../../shared/query';
import { $sessionUser, restoreSession } from '../../shared/session-store';
import { ADMIN_LOGIN, ADMIN_TOOLS, type AdminToolEntry } from './admin-menu';
import type { SessionUser } from '../../shared/session';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { Toaster } from '../../shared/ui/Toaster';
import { AdminLanding } from './AdminLanding';
import { AdminLayout } from './AdminLayout';
import { useTitle } from './admin-routes';
import { RequireScope } from './RequireScope';
import { LoginPage, TOOL_SCREENS } from './tools';
import './admin.css';

/** Scroll returns to the top on every path change (SPEC section 2). */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** A tool's screen under its own browser title (SPEC section 2). */
function ToolScreen({ tool, user }: { tool: AdminToolEntry; user: SessionUser }) {
  useTitle(tool.pageTitle);
  const Screen = TOOL_SCREENS[tool.fullPath];
  return <Screen user={user} />;
}

/**
 * The admin area under /access (SPEC section 2, Admin layout). With nobody signed in every /access route
 * shows the login page; each tool declared in src/domain/admin-menu.ts is a route guarded by its scopes.
 */
export default function AdminApp() {
  const [ready, setReady] = useState(false);
  const user = useStore($sessionUser);
  useEffect(() => {
    restoreSession();
    setReady(true);
  }, []);

  if (!ready) return null;
  return (
    <QueryProvider>
      <Suspense fallback={<LoadingOverlay />}>
      <ScrollToTop />
      <Toaster />
      {!user ? (
        <LoginPage />
      ) : (
        <Switch>
          <Route path={ADMIN_LOGIN.fullPath} component={LoginPage} />
          <Route>
            <AdminLayout user={user}>
              <Switch>
                {ADMIN_TOOLS.map((tool) => (
                  <Route key={tool.fullPath} path={tool.fullPath}>
                    <RequireScope entry={tool}>
                      <ToolScreen tool={tool} user={user} />
                    </RequireScope>
                  </Route>
                ))}
                <Route>
                  <AdminLanding user={user} />
                </Route>
              </Switch>
            </AdminLayout>
          </Route>
        </Switch>
      )}
    </Suspense>
    </QueryProvider>
  );
}
