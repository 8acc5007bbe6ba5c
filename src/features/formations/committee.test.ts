import { describe, expect, it } from 'vitest';
import { committeeInitial, committeePills, committeeQueryOf, hasOpenChair, selectCommittees, type CommitteeSummary } from './committee';

const leader = (name: string, position = 'Chair') => ({ name, position, email: '' });
const committee = (
  title: string,
  leadership = [leader('A'), leader('B')],
  links: Array<{ key: string; value: string }> = [],
): CommitteeSummary => ({
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  leadership,
  links,
});

describe('committee pills (SPEC section 4)', () => {
  it("shows 'Open Chair' when fewer than 2 non-pending leaders exist", () => {
    expect(hasOpenChair(committee('X', [leader('Ann'), leader('Pending')]))).toBe(true);
    expect(hasOpenChair(committee('X', [leader('Ann'), leader('Bo', 'pending')]))).toBe(true);
    expect(hasOpenChair(committee('X', []))).toBe(true);
    expect(hasOpenChair(committee('X', [leader('Ann'), leader('Bo')]))).toBe(false);
  });

  it('shows the sign-ups pill when the committee has a link, after the open chair pill', () => {
    expect(committeePills(committee('X', [leader('A'), leader('B')], [{ key: 'Sign Up', value: 'https://x.org' }]))).toEqual(['signups']);
    expect(committeePills(committee('X', [leader('PENDING')], [{ key: 'Sign Up', value: 'https://x.org' }]))).toEqual([
      'open-chair',
      'signups',
    ]);
    expect(committeePills(committee('X'))).toEqual([]);
  });
});

describe('committee filters and search (SPEC sections 2 and 4)', () => {
  const list = [
    committee('Book Fair', [leader('Ann'), leader('Pending')]),
    committee('Auction', [leader('A'), leader('B')], [{ key: 'Bid', value: 'https://bid.org' }]),
    committee('Teacher Appreciation', []),
    committee('Fun Run', [leader('A'), leader('B')]),
  ];
  const titles = (items: CommitteeSummary[]) => items.map((item) => item.title);

  it('sorts by name A-Z by default', () => {
    expect(titles(selectCommittees(list, 'alphabetical', ''))).toEqual(['Auction', 'Book Fair', 'Fun Run', 'Teacher Appreciation']);
  });

  it('open-leadership keeps committees with no leaders or a pending entry', () => {
    expect(titles(selectCommittees(list, 'open-leadership', ''))).toEqual(['Book Fair', 'Teacher Appreciation']);
  });

  it('active-links keeps committees with at least one link', () => {
    expect(titles(selectCommittees(list, 'active-links', ''))).toEqual(['Auction']);
  });

  it('searches titles case-insensitively as a substring, with fuzzy matches after', () => {
    expect(titles(selectCommittees(list, 'alphabetical', 'FAIR'))).toEqual(['Book Fair']);
    expect(titles(selectCommittees(list, 'alphabetical', 'un'))[0]).toBe('Fun Run');
    expect(titles(selectCommittees(list, 'alphabetical', 'Aucton'))).toEqual(['Auction']);
    expect(selectCommittees(list, 'active-links', 'book')).toEqual([]);
  });

  it('sorts and searches by the Spanish titles too on a Spanish page (docs/decisions/093)', () => {
    const bilingual = [
      { ...committee('Book Fair'), title_es: 'Feria del libro' },
      { ...committee('Auction'), title_es: 'Subasta' },
      committee('Fun Run'),
    ];
    expect(titles(selectCommittees(bilingual, 'alphabetical', '', 'es'))).toEqual(['Book Fair', 'Fun Run', 'Auction']);
    expect(titles(selectCommittees(bilingual, 'alphabetical', ''))).toEqual(['Auction', 'Book Fair', 'Fun Run']);
    expect(titles(selectCommittees(bilingual, 'alphabetical', 'libro', 'es'))).toEqual(['Book Fair']);
    expect(titles(selectCommittees(bilingual, 'alphabetical', 'subasta'))).toEqual(['Auction']);
    expect(titles(selectCommittees(bilingual, 'alphabetical', 'auction', 'es'))).toEqual(['Auction']);
  });

  it('shows the initial letter of the title, or a dash', () => {
    expect(committeeInitial('book fair')).toBe('B');
    expect(committeeInitial('')).toBe('-');
    expect(committeeInitial(undefined)).toBe('-');
  });
});

describe('the search and filter an address names (docs/decisions/074)', () => {
  it("reads ?q= and ?filter= (the spec's values); a missing or unknown filter is alphabetical, a long search is cut", () => {
    expect(committeeQueryOf(new URLSearchParams('q=book&filter=open-leadership'))).toEqual({ search: 'book', filter: 'open-leadership' });
    expect(committeeQueryOf(new URLSearchParams(''))).toEqual({ search: '', filter: 'alphabetical' });
    expect(committeeQueryOf(new URLSearchParams('filter=nonsense')).filter).toBe('alphabetical');
    expect(committeeQueryOf(new URLSearchParams(`q=${'a'.repeat(500)}`)).search).toHaveLength(100);
  });
});
