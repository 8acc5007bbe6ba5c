import { describe, expect, it } from 'vitest';
import { useJitteryMemoryStores } from '../../../scripts/stores/memory-store';
import { formatReference, referenceOf, referenceYear, REFERENCE_PATTERN } from './reference';
import { advanceReferenceHint, claimReference } from './reference.server';

describe('the short reference (docs/decisions/055)', () => {
  it('is HSA, the year and a number of at least four digits', () => {
    expect(formatReference('2026', 142)).toBe('HSA-2026-0142');
    expect(formatReference('2026', 12345)).toBe('HSA-2026-12345');
    expect(REFERENCE_PATTERN.test('HSA-2026-0142')).toBe(true);
    expect(REFERENCE_PATTERN.test('0mwtx3tu3-4552a937')).toBe(false);
  });

  it('counts in the school’s year: 9 p.m. on New Year’s Eve in Maryland is still the old year', () => {
    expect(referenceYear(new Date('2027-01-01T02:00:00Z'))).toBe('2026');
    expect(referenceYear(new Date('2027-01-01T06:00:00Z'))).toBe('2027');
  });

  it('shows a row stored before references by its id', () => {
    expect(referenceOf({ _id: 'abc-1' })).toBe('abc-1');
    expect(referenceOf({ _id: 'abc-1', reference: 'HSA-2026-0001' })).toBe('HSA-2026-0001');
  });
});

describe('claimReference', () => {
  const stores = useJitteryMemoryStores(7);
  const at = new Date('2026-11-16T15:00:00Z');

  const claimed = async (id: string, when = at) => {
    const reference = await claimReference('volunteer_request', id, when);
    await advanceReferenceHint(reference);
    return reference;
  };

  it('gives 40 submissions claiming at once 40 different numbers, 1 to 40', async () => {
    const references = await Promise.all(Array.from({ length: 40 }, (_, i) => claimed(`id-${i}`)));
    expect(new Set(references).size).toBe(40);
    expect([...references].sort()).toEqual(Array.from({ length: 40 }, (_, i) => formatReference('2026', i + 1)));
  });

  it('never gives a number twice when its hint is lost or behind: a claimed number stays claimed', async () => {
    const first = await claimed('id-1');
    const second = await claimed('id-2');
    // A write cut short after its claim (no record, no hint moved), then the hint lost too: the next ones start low.
    const skipped = await claimReference('volunteer_request', 'id-3', at);
    await stores().get('submissions')!.delete('reference/2026/next');
    const fourth = await claimed('id-4');
    const fifth = await claimed('id-5');
    expect([first, second, skipped, fourth, fifth]).toEqual([
      'HSA-2026-0001',
      'HSA-2026-0002',
      'HSA-2026-0003',
      'HSA-2026-0004',
      'HSA-2026-0005',
    ]);
  });

  it('starts again at 1 in a new year', async () => {
    await claimed('id-1');
    expect(await claimed('id-2', new Date('2027-01-02T15:00:00Z'))).toBe('HSA-2027-0001');
  });
});
