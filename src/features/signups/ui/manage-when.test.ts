import { describe, expect, it } from 'vitest';
import { manageWhen } from './manage-when';

describe('manageWhen', () => {
  it('writes an evening in Spanish as families read it', () => {
    expect(manageWhen({ startDt: '2026-11-26T19:00', endDt: '2026-11-26T21:30' }, 'es')).toBe(
      'jueves, 26 de noviembre de 2026, 7:00\u00a0p.\u00a0m. - 9:30\u00a0p.\u00a0m.',
    );
  });

  it('writes days apart as a range of dates in Spanish', () => {
    expect(manageWhen({ startDt: '2026-11-26T19:00', endDt: '2026-11-27T09:00' }, 'es')).toBe(
      'jueves, 26 de noviembre de 2026 - viernes, 27 de noviembre de 2026',
    );
  });

  it('keeps the English as the Events Manager lists it', () => {
    expect(manageWhen({ startDt: '2026-11-26T19:00', endDt: '2026-11-26T21:30' }, 'en')).toBe('Nov 26, 2026 7:00 p.m. - 9:30 p.m.');
  });
});
