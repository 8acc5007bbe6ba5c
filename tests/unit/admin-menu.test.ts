import { describe, expect, it } from 'vitest';
import { visibleMenuEntries } from '../../src/domain/admin-menu';

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
