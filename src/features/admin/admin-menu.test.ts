import { describe, expect, it } from 'vitest';
import { SCOPES } from '../users';
import {
  ADMIN_MENU,
  ADMIN_TOOLS,
  canOpen,
  SCOPE_NAMES,
  screenOpenedAt,
  toolAt,
  toolsFor,
  toolsOfScope,
  visibleMenuEntries,
} from './admin-menu';
import { ADMIN_LANDING_TEXT } from './admin-messages';

const titles = (scopes: string[], is_admin = false) => visibleMenuEntries({ scopes, is_admin }).map((entry) => entry.title);

describe('admin menu entries (SPEC section 6)', () => {
  it('shows Home first and every tool to an administrator with all scopes, but never the hidden Login entry', () => {
    expect(titles(['events', 'formations', 'forms'], true)).toEqual([
      'Home',
      'Events Tool',
      'Committee Tool',
      'Grade Tool',
      'Forms',
      'Site Content',
      'Users',
      'Account',
    ]);
  });

  it('shows only the tools whose scope the user shares, and Account to everyone', () => {
    expect(titles(['forms'])).toEqual(['Home', 'Forms', 'Account']);
    expect(titles(['events', 'formations'])).toEqual(['Home', 'Events Tool', 'Committee Tool', 'Grade Tool', 'Account']);
  });

  it('shows only entries without scopes to a user with none', () => {
    expect(titles([])).toEqual(['Home', 'Account']);
  });

  it('shows Users only to administrators, whatever their scopes', () => {
    expect(titles(['events', 'formations', 'forms'])).not.toContain('Users');
    expect(titles([], true)).toEqual(['Home', 'Site Content', 'Users', 'Account']);
  });
});

describe('the route guard rule (canOpen)', () => {
  const users = ADMIN_TOOLS.find((tool) => tool.fullPath === '/access/users')!;
  const forms = ADMIN_TOOLS.find((tool) => tool.fullPath === '/access/forms')!;

  it('opens an adminOnly tool to administrators only', () => {
    expect(canOpen({ scopes: ['events', 'formations', 'forms'], is_admin: false }, users)).toBe(false);
    expect(canOpen({ scopes: [], is_admin: true }, users)).toBe(true);
  });

  it('still needs a shared scope for a scoped tool, administrator or not', () => {
    expect(canOpen({ scopes: ['events'], is_admin: true }, forms)).toBe(false);
    expect(canOpen({ scopes: ['forms'], is_admin: false }, forms)).toBe(true);
  });
});

describe('admin tool declarations (SPEC section 2, Admin layout)', () => {
  it('gives every route of the spec its path, scope and browser title once', () => {
    expect(ADMIN_TOOLS.map(({ fullPath, scopes, pageTitle }) => [fullPath, scopes, pageTitle])).toEqual([
      ['/access/events', ['events'], 'Admin Calendar Tool'],
      ['/access/committees', ['formations'], 'Admin Committee Tool'],
      ['/access/grades', ['formations'], 'Admin Grade Tool'],
      ['/access/forms', ['forms'], 'Admin Page'],
      ['/access/content', ['content'], 'Admin Site Content Tool'],
      ['/access/users', [], 'Admin Users Tool'],
      ['/access/account', [], 'Admin Account'],
    ]);
  });

  it('shows the Site content tool to administrators and holders of the content scope only', () => {
    expect(titles(['forms'], true)).toContain('Site Content');
    expect(titles(['content'])).toEqual(['Home', 'Site Content', 'Account']);
    expect(titles(['events', 'formations', 'forms'])).not.toContain('Site Content');
  });

  it('declares each path only once', () => {
    const paths = ADMIN_MENU.map((entry) => entry.fullPath);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the landing: cards and a refused tool', () => {
  it('gives cards for the tools the user can open, without Home', () => {
    expect(toolsFor({ scopes: ['forms'], is_admin: false }).map((tool) => tool.title)).toEqual(['Forms', 'Account']);
  });

  it('finds the tool of a redirect path, with or without a query', () => {
    expect(toolAt('/access/events')?.title).toBe('Events Tool');
    expect(toolAt('/access/events?month=2026-11')?.title).toBe('Events Tool');
    expect(toolAt('/access/eventsx')).toBeUndefined();
    expect(toolAt('/elsewhere')).toBeUndefined();
  });

  it('says which permission to ask for, or that only administrators may open it', () => {
    const [events] = ADMIN_TOOLS;
    const users = ADMIN_TOOLS.find((tool) => tool.fullPath === '/access/users')!;
    expect(ADMIN_LANDING_TEXT.refused(events)).toBe(
      "You don't have access to the Events Tool. Ask an administrator for the Events permission.",
    );
    expect(ADMIN_LANDING_TEXT.refused(users)).toBe(
      "You don't have access to Users: only administrators can open it. Ask an administrator if you need it.",
    );
  });
});

describe('the screen an address opens at start (docs/decisions/046)', () => {
  it('is the login page for a visitor at any address, and at its own address for anyone', () => {
    expect(screenOpenedAt('/access/events', false)).toBe('login');
    expect(screenOpenedAt('/access', false)).toBe('login');
    expect(screenOpenedAt('/access/login', true)).toBe('login');
    expect(screenOpenedAt('/access/login/', true)).toBe('login');
  });

  it('is the tool at exactly that address for a signed-in user, trailing slash or not', () => {
    for (const tool of ADMIN_TOOLS) expect(screenOpenedAt(tool.fullPath, true)).toBe(tool.fullPath);
    expect(screenOpenedAt('/access/forms/', true)).toBe('/access/forms');
  });

  it('is the landing (null) at /access and at any address that names no tool', () => {
    expect(screenOpenedAt('/access', true)).toBeNull();
    expect(screenOpenedAt('/access/', true)).toBeNull();
    expect(screenOpenedAt('/access/events/more', true)).toBeNull();
    expect(screenOpenedAt('/access/nothing', true)).toBeNull();
  });
});

describe('scopes by the tools they open (docs/decisions/056)', () => {
  it('names every scope by what it opens, never by its stored word, and each opens at least one tool', () => {
    expect(SCOPE_NAMES.formations).toBe('Committees and grades');
    for (const scope of SCOPES) {
      expect(SCOPE_NAMES[scope]).not.toBe(scope);
      expect(toolsOfScope(scope).length, scope).toBeGreaterThan(0);
    }
    expect(toolsOfScope('formations')).toEqual(['Committee Tool', 'Grade Tool']);
    expect(toolsOfScope('content')).toEqual(['Site Content']);
  });
});
