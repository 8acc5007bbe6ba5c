/**
 * The admin area's screens under /access, declared once (SPEC section 2, Admin layout; section 3, Menu
 * entry): the admin menu lists them and the route guards read their scopes from here. Which component
 * draws each tool is mapped in src/features/admin/AdminApp.tsx, since this module stays free of UI code.
 */
import type { Scope } from '../users';
import { hasAnyScope, scopesOf } from '../users';
import type { SessionUser } from '../../shared/session';

/** An admin menu entry (SPEC section 3: title, icon, fullPath, scopes, menuDisplay). */
export interface MenuEntry {
  title: string;
  icon: string;
  fullPath: string;
  /** Empty: open to every signed-in user; otherwise one shared scope is needed (SPEC section 6). */
  scopes: readonly Scope[];
  menuDisplay: boolean;
  /** Only for users with is_admin (the Users tool), whatever their scopes (docs/decisions/017). */
  adminOnly?: boolean;
}

/**
 * A tool is a menu entry with a screen of its own, that screen's browser title (SPEC section 2), and what
 * its card on the admin landing says it is for.
 */
export interface AdminTool extends MenuEntry {
  pageTitle: string;
  summary: string;
}

export const ADMIN_HOME = { title: 'Home', icon: 'home', fullPath: '/access', scopes: [], menuDisplay: true } as const satisfies MenuEntry;

export const ADMIN_TOOLS = [
  {
    title: 'Events Tool',
    icon: 'event',
    fullPath: '/access/events',
    scopes: ['events'],
    menuDisplay: true,
    pageTitle: 'Admin Calendar Tool',
    summary: "Add and change the calendar's events and their photos.",
  },
  {
    title: 'Committee Tool',
    icon: 'groups_2',
    fullPath: '/access/committees',
    scopes: ['formations'],
    menuDisplay: true,
    pageTitle: 'Admin Committee Tool',
    summary: 'Committee leaders, sign-up links and photos.',
  },
  {
    title: 'Grade Tool',
    icon: 'school',
    fullPath: '/access/grades',
    scopes: ['formations'],
    menuDisplay: true,
    pageTitle: 'Admin Grade Tool',
    summary: 'Grade pages: leaders, links, picture and order.',
  },
  {
    title: 'Forms',
    icon: 'description',
    fullPath: '/access/forms',
    scopes: ['forms'],
    menuDisplay: true,
    pageTitle: 'Admin Page',
    summary: 'Volunteer requests, logged hours, reimbursements and event feedback.',
  },
  // Beyond the spec (docs/decisions/019): administrators hold `content` too (scopesOf in scopes.ts).
  {
    title: 'Site Content',
    icon: 'home',
    fullPath: '/access/content',
    scopes: ['content'],
    menuDisplay: true,
    pageTitle: 'Admin Site Content Tool',
    summary: 'Page texts and contacts, home images and the board.',
  },
  {
    title: 'Users',
    icon: 'manage_accounts',
    fullPath: '/access/users',
    scopes: [],
    adminOnly: true,
    menuDisplay: true,
    pageTitle: 'Admin Users Tool',
    summary: 'Who can sign in, and which tools each person can open.',
  },
  {
    title: 'Account',
    icon: 'account_circle',
    fullPath: '/access/account',
    scopes: [],
    menuDisplay: true,
    pageTitle: 'Admin Account',
    summary: 'Change your own password.',
  },
] as const satisfies readonly AdminTool[];

export type AdminToolEntry = (typeof ADMIN_TOOLS)[number];
export type AdminToolPath = AdminToolEntry['fullPath'];

/**
 * What the Users tool calls each scope (docs/decisions/056): by what it opens, never the stored word
 * ("formations"). The tools each opens come from ADMIN_TOOLS above, so a new tool is named in one place.
 */
export const SCOPE_NAMES = {
  events: 'Events',
  formations: 'Committees and grades',
  forms: 'Forms',
  content: 'Site content',
} as const satisfies Record<Scope, string>;

/** The titles of the tools a scope opens, in the menu's order ('Committee Tool', 'Grade Tool'). */
export const toolsOfScope = (scope: Scope): string[] =>
  ADMIN_TOOLS.filter((tool) => hasAnyScope(tool.scopes, [scope])).map((tool) => tool.title);

export const ADMIN_LOGIN = {
  title: 'Login',
  icon: 'login',
  fullPath: '/access/login',
  scopes: [],
  menuDisplay: false,
} as const satisfies MenuEntry;

/** The whole menu in its order: Home first, the tools, and the hidden Login entry. */
export const ADMIN_MENU: readonly MenuEntry[] = [ADMIN_HOME, ...ADMIN_TOOLS, ADMIN_LOGIN];

type MenuUser = Pick<SessionUser, 'scopes' | 'is_admin'>;

/** The route guard's rule: no scopes or one shared with the user (SPEC section 6), and is_admin where asked. */
export function canOpen(user: MenuUser, entry: Pick<MenuEntry, 'scopes' | 'adminOnly'>): boolean {
  return hasAnyScope(scopesOf(user), entry.scopes) && (!entry.adminOnly || user.is_admin);
}

/** The tools on the admin landing's cards: the ones the user can open, in the menu's order. */
export const toolsFor = (user: MenuUser): AdminToolEntry[] => ADMIN_TOOLS.filter((tool) => tool.menuDisplay && canOpen(user, tool));

/** The tool a path belongs to ('/access/events?month=2026-11' is the Events Tool's). */
export const toolAt = (path: string): AdminToolEntry | undefined =>
  ADMIN_TOOLS.find((tool) => path === tool.fullPath || path.startsWith(`${tool.fullPath}/`) || path.startsWith(`${tool.fullPath}?`));

/**
 * The screen an address opens at start, which loads before the island first draws (docs/decisions/046):
 * the login page for a visitor and at its own address, else the tool at exactly that address; null for the
 * landing, which every other address shows and which comes with the island.
 */
export function screenOpenedAt(path: string, signedIn: boolean): AdminToolPath | 'login' | null {
  const route = path.replace(/\/+$/, '');
  if (!signedIn || route === ADMIN_LOGIN.fullPath) return 'login';
  return ADMIN_TOOLS.find((tool) => tool.fullPath === route)?.fullPath ?? null;
}

/** Shown only if menuDisplay is set and the user can open it (SPEC section 6). */
export function visibleMenuEntries(user: MenuUser, menu: readonly MenuEntry[] = ADMIN_MENU): MenuEntry[] {
  return menu.filter((entry) => entry.menuDisplay && canOpen(user, entry));
}
