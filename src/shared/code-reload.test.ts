import { describe, expect, it } from 'vitest';
import { RELOAD_QUIET_MS, shouldReloadForCode } from './code-reload';

describe('reloading for code that failed to load', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');

  it('reloads on a first failure', () => {
    expect(shouldReloadForCode(null, now)).toBe(true);
  });

  it('does not reload again within a minute of the last reload, so a page never reloads in a loop', () => {
    expect(shouldReloadForCode(now - 1_000, now)).toBe(false);
    expect(shouldReloadForCode(now - RELOAD_QUIET_MS + 1, now)).toBe(false);
  });

  it('reloads again once the minute has passed, or when the stored time is nonsense', () => {
    expect(shouldReloadForCode(now - RELOAD_QUIET_MS, now)).toBe(true);
    expect(shouldReloadForCode(now + 5_000, now)).toBe(true);
    expect(shouldReloadForCode(Number.NaN, now)).toBe(true);
  });
});
