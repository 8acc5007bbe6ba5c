/**
 * The screen of each admin tool declared in admin-menu.ts. AdminApp builds one guarded route per tool from
 * that declaration and this map; a new tool is a line there and a line here. Each feature's screens come
 * from its `admin.ts` and load when first opened, so no public page carries their code or styles. The
 * screen an address opens at start is loaded before the island first draws (preloadScreenAt), so the
 * island replaces the frame drawn in the HTML with that screen at once (docs/decisions/046).
 */
import { lazy, useState, type ComponentType } from 'react';
import { screenOpenedAt, type AdminToolPath } from './admin-menu';
import type { SessionUser } from '../../shared/session';

export interface ToolScreenProps {
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
export const LoginPage = Login.Screen;

/** Each tool's screen, and how to load its code before it is first drawn. */
export const TOOL_SCREENS: Record<AdminToolPath, { Screen: ComponentType<ToolScreenProps>; preload: () => Promise<void> }> = {
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
export function preloadScreenAt(path: string, signedIn: boolean): Promise<void> {
  const screen = screenOpenedAt(path, signedIn);
  const preload = screen === 'login' ? Login.preload : screen && TOOL_SCREENS[screen].preload;
  return preload ? preload().catch(() => undefined) : Promise.resolve();
}
