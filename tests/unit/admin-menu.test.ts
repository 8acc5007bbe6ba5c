import { scopesOf } from '../../src/domain/scopes';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, ADMIN_TOOLS, visibleMenuEntries } from '../../src/domain/admin-menu';

const titles = (scopes: string[]) => visibleMenuEntries(scopes).map((entry) => entry.title);

describe('admin menu entries (SPEC section 6)', () => {
  it('shows Home first and every tool to a user with all scopes, but never the hidden Login entry', () => {
    expect(titles(['events', 'formations', 'forms'])).toEqual(['Home', 'Events Tool', 'Committee Tool', 'Grade Tool', 'Forms']);
  });

  it('shows only the tools whose scope the user shares', () => {
    expect(titles(['forms'])).toEqual(['Home', 'Forms']);
    expect(titles(['events', 'formations'])).toEqual(['Home', 'Events Tool', 'Committee Tool', 'Grade Tool']);
  });

  it('shows only entries without scopes to a user with none', () => {
    expect(titles([])).toEqual(['Home']);
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
    ]);
  });

  it('shows the Site content tool to administrators and holders of the content scope only', () => {
    const titles = (user: { scopes: string[]; is_admin: boolean }) => visibleMenuEntries(scopesOf(user)).map((entry) => entry.title);
    expect(titles({ scopes: ['forms'], is_admin: true })).toContain('Site Content');
    expect(titles({ scopes: ['content'], is_admin: false })).toEqual(['Home', 'Site Content']);
    expect(titles({ scopes: ['events', 'formations', 'forms'], is_admin: false })).not.toContain('Site Content');
  });

  it('declares each path only once', () => {
    const paths = ADMIN_MENU.map((entry) => entry.fullPath);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
