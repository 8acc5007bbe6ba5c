import { describe, expect, it } from 'vitest';
import { config } from '../../netlify/functions/sweep';
import { everyMinutes, msUntilNextRun, sweepSchedule } from './sweep-timer';

describe("npm start's timer for the scheduled sweep", () => {
  it('reads the same cron the function declares to Netlify', () => {
    expect(config.schedule).toBe('*/5 * * * *');
    expect(sweepSchedule()).toBe(config.schedule);
    expect(everyMinutes(sweepSchedule())).toBe(5);
  });

  it('runs at each 5-minute boundary of the clock, as cron does', () => {
    expect(msUntilNextRun(new Date('2026-11-03T10:02:30Z'), 5)).toBe(150_000);
    expect(msUntilNextRun(new Date('2026-11-03T10:05:00Z'), 5)).toBe(300_000);
  });

  it('refuses a cron it cannot follow rather than running on another schedule', () => {
    expect(() => everyMinutes('0 * * * 1')).toThrow();
    expect(() => everyMinutes('*/7 * * * *')).toThrow();
  });
});
