/**
 * The admin area's island under /access (SPEC section 2, Admin layout): each tool's screen, loaded when first
 * opened, its route guarded by the tool's scopes, and the signed-in user restored before the first render.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { installLeaveGuard } from '../../shared/admin/leave-guard';
import { reloadWhenCodeFailsToLoad } from '../../shared/code-reload';
import { QueryProvider, queryClient } from '../../shared/query';
import { $sessionUser, restoreSession } from '../../shared/session-store';
import { ADMIN_FRAME_ID } from './admin-frame-script';
import {
  ADMIN_HOME,
  ADMIN_LOGIN,
  ADMIN_TOOLS,
  canOpen,
  screenOpenedAt,
  type AdminToolEntry,
  type AdminToolPath,
  type MenuEntry,
} from './admin-menu';
import type { SessionUser } from '../../shared/session';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { Toaster } from '../../shared/ui/Toaster';
import { AdminLanding } from './AdminLanding';
import { AdminLayout } from './AdminLayout';
import { AdminNotFound } from './AdminNotFound';
import { useTitle, type AdminHistoryState } from './admin-routes';
import './admin.css';

// The screen of each admin tool declared in admin-menu.ts. AdminApp builds one guarded route per tool from
// that declaration and this map; a new tool is a line there and a line here. Each feature's screens come
// from its `admin.ts` and load when first opened, so no public page carries their code or styles. The
// screen an address opens at start is loaded before the island first draws (preloadScreenAt), so the
// island replaces the frame drawn in the HTML with that screen at once (docs/decisions/046).
interface ToolScreenProps {
  user: SessionUser;
}

/**
 * A screen that loads when first drawn, or before (preload). Once loaded it is drawn as itself, with no
 * Suspense fallback in between; the choice is made once per mount, so a screen never changes identity.
 */
function screenFrom<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () =>
    load().then((screen) => {
      loaded = screen;
      return screen;
    });
  const Lazy = lazy(() => loadOnce().then((screen) => ({ default: screen })));
  function Screen(props: Props) {
    const [Drawn] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Drawn {...props} />;
  }
  return { Screen, preload: () => loadOnce().then(() => undefined) };
}

const eventsScreens = () => import('../events/admin');
const formationScreens = () => import('../formations/admin');
const usersScreens = () => import('../users/admin');

const EventsManager = screenFrom(() => eventsScreens().then((screens) => screens.EventsManager));
const FormationTool = screenFrom(() => formationScreens().then((screens) => screens.FormationTool));
const FormsDashboard = screenFrom(() => import('../submissions/admin').then((screens) => screens.FormsDashboard));
const SiteContentTool = screenFrom(() => import('../content/admin').then((screens) => screens.SiteContentTool));
const UsersTool = screenFrom(() => usersScreens().then((screens) => screens.UsersTool));
const AccountScreen = screenFrom(() => usersScreens().then((screens) => screens.AccountScreen));
const Login = screenFrom(() => usersScreens().then((screens) => screens.LoginPage));
const LoginPage = Login.Screen;

/** Each tool's screen, and how to load its code before it is first drawn. */
const TOOL_SCREENS: Record<AdminToolPath, { Screen: ComponentType<ToolScreenProps>; preload: () => Promise<void> }> = {
  '/access/events': { Screen: () => <EventsManager.Screen />, preload: EventsManager.preload },
  '/access/committees': { Screen: () => <FormationTool.Screen type="committee" />, preload: FormationTool.preload },
  '/access/grades': { Screen: () => <FormationTool.Screen type="grade" />, preload: FormationTool.preload },
  '/access/forms': { Screen: ({ user }) => <FormsDashboard.Screen user={user} />, preload: FormsDashboard.preload },
  '/access/content': { Screen: () => <SiteContentTool.Screen />, preload: SiteContentTool.preload },
  '/access/users': { Screen: () => <UsersTool.Screen />, preload: UsersTool.preload },
  '/access/account': { Screen: ({ user }) => <AccountScreen.Screen user={user} />, preload: AccountScreen.preload },
};

/**
 * Loads the screen an address opens (screenOpenedAt). A screen that fails to load here is left to its first
 * drawing, whose failure reloads the page (code-reload.ts).
 */
function preloadScreenAt(path: string, signedIn: boolean): Promise<void> {
  const screen = screenOpenedAt(path, signedIn);
  const preload = screen === 'login' ? Login.preload : screen && TOOL_SCREENS[screen].preload;
  return preload ? preload().catch(() => undefined) : Promise.resolve();
}

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

/**
 * A signed-in user without a matching scope is sent to /access with the intended path kept as
 * redirect state (SPEC section 2); so is a user without is_admin on an adminOnly tool.
 */
function RequireScope({ entry, children }: { entry: Pick<MenuEntry, 'scopes' | 'adminOnly'>; children: ReactNode }) {
  const user = useStore($sessionUser);
  const [location, navigate] = useLocation();
  const allowed = user !== null && canOpen(user, entry);
  useEffect(() => {
    if (!allowed) navigate('/access', { replace: true, state: { redirect: location } satisfies AdminHistoryState });
  }, [allowed, location, navigate]);
  return allowed ? <>{children}</> : null;
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
                <Route path={ADMIN_HOME.fullPath}>
                  <AdminLanding user={user} />
                </Route>
                <Route path={`${ADMIN_HOME.fullPath}/`}>
                  <AdminLanding user={user} />
                </Route>
                <Route component={AdminNotFound} />
              </Switch>
            </AdminLayout>
          </Route>
        </Switch>
      )}
    </Suspense>
  );
}
