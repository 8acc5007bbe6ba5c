import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { installLeaveGuard } from '../../shared/admin/leave-guard';
import { reloadWhenCodeFailsToLoad } from '../../shared/code-reload';
import { QueryProvider, queryClient } from '../../shared/query';
import { $sessionUser, restoreSession } from '../../shared/session-store';
import { ADMIN_FRAME_ID } from './admin-frame-script';
import { ADMIN_LOGIN, ADMIN_TOOLS, type AdminToolEntry } from './admin-menu';
import type { SessionUser } from '../../shared/session';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { Toaster } from '../../shared/ui/Toaster';
import { AdminLanding } from './AdminLanding';
import { AdminLayout } from './AdminLayout';
import { useTitle } from './admin-routes';
import { RequireScope } from './RequireScope';
import { LoginPage, preloadScreenAt, TOOL_SCREENS } from './tools';
import './admin.css';

// This island is drawn in the browser only, and these run as its code loads, before it first draws:
if (typeof window !== 'undefined') {
  // The guard of the browser's Back and Forward first: the window calls its popstate listeners in the order
  // they were added, and the guard has to run before the router's (leave-guard.ts).
  installLeaveGuard();
  // A tool's code that fails to arrive reloads the page once (code-reload.ts).
  reloadWhenCodeFailsToLoad();
  // The screen the address opens loads before the island first draws, so the island replaces the frame the
  // page drew (AdminFrame) with that screen at once (docs/decisions/046).
  await preloadScreenAt(window.location.pathname, restoreSession() !== null);
}

/** Scroll returns to the top on every path change (SPEC section 2), and only then. */
function ScrollToTop() {
  const [location] = useLocation();
  // The browser would put back an entry's old scroll on Back, after a screen moved focus to what it shows
  // (the item just saved, when an editor leaves its history entry): the screens place the scroll themselves.
  useEffect(() => {
    history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** A tool's screen under its own browser title (SPEC section 2). */
function ToolScreen({ tool, user }: { tool: AdminToolEntry; user: SessionUser }) {
  useTitle(tool.pageTitle);
  const { Screen } = TOOL_SCREENS[tool.fullPath];
  return <Screen user={user} />;
}

/**
 * The signed-in user, restored from the stored token before the first render (this island is drawn in the
 * browser only). Signing out forgets every admin read, so the next person to sign in here sees none of it.
 */
function useSessionUser(): SessionUser | null {
  useState(restoreSession);
  useEffect(
    () =>
      $sessionUser.listen((user) => {
        if (!user) queryClient.clear();
      }),
    [],
  );
  return useStore($sessionUser);
}

/**
 * The admin area under /access (SPEC section 2, Admin layout). With nobody signed in every /access route
 * shows the login page; each tool declared in admin-menu.ts is a route guarded by its scopes. Every screen
 * reads and changes server state through the one query client.
 */
export default function AdminApp() {
  const user = useSessionUser();
  // The frame the page drew goes in the same paint as this island's first drawing.
  useLayoutEffect(() => document.getElementById(ADMIN_FRAME_ID)?.remove(), []);
  return (
    <QueryProvider>
      <AdminRoutes user={user} />
    </QueryProvider>
  );
}

function AdminRoutes({ user }: { user: SessionUser | null }) {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <ScrollToTop />
      <Toaster belowAdminBar />
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
  );
}
