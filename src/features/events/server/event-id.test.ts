import { describe, expect, it } from 'vitest';
import { isSafeId } from '../../../shared/ids';
import { ID_SLUG_MAX, newEventId } from './event-id.server';

describe('readable event ids', () => {
  it("are the title's slug and a short random part", () => {
    expect(newEventId('Book Fair')).toMatch(/^book-fair-[a-z0-9]{4}$/);
    expect(newEventId('Pre-K & Kindergarten Mass!')).toMatch(/^pre-k-kindergarten-mass-[a-z0-9]{4}$/);
  });

  it('differ for the same title', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newEventId('Book Fair')));
    expect(ids.size).toBeGreaterThan(190);
  });

  it('stay safe key material whatever the title', () => {
    for (const title of ['../../users', '?x=1#frag', '   ', 'Ünïcödé Fête', '日本語', 'a'.repeat(200), `${'b'.repeat(39)}-x`, '-_-']) {
      const id = newEventId(title);
      expect(isSafeId(id), `${title} -> ${id}`).toBe(true);
      expect(id.length).toBeLessThanOrEqual(ID_SLUG_MAX + 5);
    }
    expect(newEventId('日本語')).toMatch(/^event-[a-z0-9]{4}$/);
  });
});
