import type { Scope } from './scopes';
import { hasAnyScope } from './scopes';

/** An admin menu entry (SPEC section 3: title, icon, fullPath, scopes, menuDisplay). */
export interface MenuEntry {
  title: string;
  icon: string;
  fullPath: string;
  scopes: Scope[];
  menuDisplay: boolean;
}

/** Admin routes under /access with the scope each needs (SPEC section 2, Admin layout). Home first. */
export const ADMIN_MENU: readonly MenuEntry[] = [
  { title: 'Home', icon: 'home', fullPath: '/access', scopes: [], menuDisplay: true },
  { title: 'Events Tool', icon: 'event', fullPath: '/access/events', scopes: ['events'], menuDisplay: true },
  { title: 'Committee Tool', icon: 'groups_2', fullPath: '/access/committees', scopes: ['formations'], menuDisplay: true },
  { title: 'Grade Tool', icon: 'school', fullPath: '/access/grades', scopes: ['formations'], menuDisplay: true },
  { title: 'Forms', icon: 'description', fullPath: '/access/forms', scopes: ['forms'], menuDisplay: true },
  { title: 'Login', icon: 'login', fullPath: '/access/login', scopes: [], menuDisplay: false },
];

/** Shown only if menuDisplay is set and it has no scopes or shares one with the user (SPEC section 6). */
export function visibleMenuEntries(userScopes: readonly string[], menu: readonly MenuEntry[] = ADMIN_MENU): MenuEntry[] {
  return menu.filter((entry) => entry.menuDisplay && hasAnyScope(userScopes, entry.scopes));
}

/** The menu entry whose route matches a path under /access, if any. */
export function menuEntryForPath(pathname: string, menu: readonly MenuEntry[] = ADMIN_MENU): MenuEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return menu.find((entry) => entry.fullPath === path);
}
