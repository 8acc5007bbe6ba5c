import { describe, expect, it } from 'vitest';
import { langOf, langOfPage, langOfPath, pathIn } from './lang';
import { formatText } from './catalogue';
import { formatIn, formatMoney } from './dates';

describe('pathIn', () => {
  it.each([
    ['/', 'es', '/es'],
    ['/events?month=2026-11#list', 'es', '/es/events?month=2026-11#list'],
    ['/?x=1', 'es', '/es?x=1'],
    ['/es/events?month=2026-11#list', 'en', '/events?month=2026-11#list'],
    ['/es', 'en', '/'],
    ['/es/', 'en', '/'],
    ['/es?x=1', 'en', '/?x=1'],
    ['/es/grades/3rd-grade', 'es', '/es/grades/3rd-grade'],
    ['/estudio', 'es', '/es/estudio'],
  ] as const)('%s in %s is %s', (path, lang, expected) => {
    expect(pathIn(lang, path)).toBe(expected);
  });
});

describe('langOfPath and langOf', () => {
  it('knows Spanish paths by their /es prefix only', () => {
    expect(langOfPath('/es')).toBe('es');
    expect(langOfPath('/es/events')).toBe('es');
    expect(langOfPath('/estudio')).toBe('en');
    expect(langOfPath('/events')).toBe('en');
  });
  it('reads anything but es as English', () => {
    expect(langOf('es')).toBe('es');
    expect(langOf('fr')).toBe('en');
    expect(langOf(undefined)).toBe('en');
  });
});

describe('formatText', () => {
  it('fills the named places and leaves an unknown one as written', () => {
    expect(formatText('{filled} of {capacity} filled', { filled: 3, capacity: 5 })).toBe('3 of 5 filled');
    expect(formatText('Hello {name}', {})).toBe('Hello {name}');
  });
});

describe('dates and money', () => {
  const evening = new Date(2026, 10, 26, 19, 0);
  it('writes a Spanish date and time as a reader expects', () => {
    expect(formatIn('es', evening, "EEEE, d 'de' MMMM 'de' yyyy")).toBe('jueves, 26 de noviembre de 2026');
    expect(formatIn('es', evening, 'h:mm aaaa')).toBe('7:00\u00a0p.\u00a0m.');
    expect(formatIn('es', new Date(2026, 10, 26, 9, 5), 'h:mm aaaa')).toBe('9:05\u00a0a.\u00a0m.');
    expect(formatIn('en', evening, 'h:mm aaaa')).toBe('7:00 p.m.');
  });
  it('keeps a time and its period on one line on a page, and plain spaces in a mail', () => {
    expect(formatIn('es', evening, "EEEE, d 'de' MMMM, h:mm aaaa")).toBe('jueves, 26 de noviembre, 7:00\u00a0p.\u00a0m.');
    expect(formatIn('es', evening, 'h:mm aaaa', 'plain')).toBe('7:00 p. m.');
  });
  it('writes dollars the same way in both languages', () => {
    expect(formatMoney('es', 250)).toBe('$250.00');
    expect(formatMoney('en', 1234.5)).toBe('$1,234.50');
  });
});

describe('langOfPage', () => {
  it("is Spanish for Astro's Spanish locale or a Spanish address", () => {
    expect(langOfPage('es', '/aboutus')).toBe('es');
    expect(langOfPage(undefined, '/es/no-such-page')).toBe('es');
    expect(langOfPage(undefined, '/404')).toBe('en');
    expect(langOfPage('en', '/estudio')).toBe('en');
  });
});
