import { describe, expect, it, vi } from 'vitest';
import { calendarLegend, colorProps, eventColorRules, eventDotColor } from '../core/event-colors';
import { linkifyDescription, type DescriptionPart } from './description-links';

const links = (parts: DescriptionPart[]) => parts.flatMap((part) => (part.kind === 'link' ? [[part.text, part.href]] : []));
const joined = (parts: DescriptionPart[]) => parts.map((part) => part.text).join('');

describe('description links (SPEC, Event popup; DESIGN section 6)', () => {
  it('turns http, https, mailto and bare addresses into links, adding https:// when there is no scheme', () => {
    const text =
      'Agenda at https://www.example.org/agenda, sign ups at signup.example.org/fall. Questions: mailto:hsa@example.org or www.example.org';
    expect(links(linkifyDescription(text))).toEqual([
      ['https://www.example.org/agenda', 'https://www.example.org/agenda'],
      ['signup.example.org/fall', 'https://signup.example.org/fall'],
      ['mailto:hsa@example.org', 'mailto:hsa@example.org'],
      ['www.example.org', 'https://www.example.org/'],
    ]);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'See (example.org/a), then http://x.example.org/b?c=1&d=2. Done!';
    const parts = linkifyDescription(text);
    expect(joined(parts)).toBe(text);
    expect(links(parts)).toEqual([
      ['example.org/a', 'https://example.org/a'],
      ['http://x.example.org/b?c=1&d=2', 'http://x.example.org/b?c=1&d=2'],
    ]);
  });

  it('never makes a javascript: or data: link, and leaves HTML as text', () => {
    const text =
      'javascript:alert(1) data:text/html,<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <img src=x onerror=alert(3)>';
    const parts = linkifyDescription(text);
    expect(joined(parts)).toBe(text);
    for (const [, href] of links(parts)) expect(href).toMatch(/^(https?:\/\/|mailto:)/);
    expect(
      parts
        .filter((part) => part.kind === 'text')
        .map((part) => part.text)
        .join(''),
    ).toContain('<script>alert(1)</script>');
  });

  it('leaves email addresses, times and abbreviations alone', () => {
    expect(links(linkifyDescription('Write to jane@example.org by 8:45 a.m., e.g. Mon. or Tue.'))).toEqual([]);
  });

  it('gives one text part for text without addresses, and none for an empty description', () => {
    expect(linkifyDescription('Bring a blanket.')).toEqual([{ kind: 'text', text: 'Bring a blanket.' }]);
    expect(linkifyDescription('')).toEqual([]);
  });
});

describe('calendar dot colours (SPEC section 9)', () => {
  const grades = [
    { slug: 'kindergarten', colorCode: 'f4a261', title: 'Kindergarten' },
    { slug: '1st-grade', colorCode: '', title: '1st Grade' },
  ];

  it('is white school wide, dark blue for several grades, the grade colour for one, #ccc otherwise', () => {
    expect(eventDotColor([], grades)).toBe('#fff');
    expect(eventDotColor(['kindergarten', '1st-grade'], grades)).toBe('#00295f');
    expect(eventDotColor(['kindergarten'], grades)).toBe('#f4a261');
    expect(eventDotColor(['1st-grade'], grades)).toBe('#ccc');
    expect(eventDotColor(['no-such-grade'], grades)).toBe('#ccc');
  });

  it('explains the colours in a legend: school wide, multiple grades, then each grade', () => {
    expect(calendarLegend(grades)).toEqual([
      { label: 'School wide', color: '#fff', fixed: true },
      { label: 'Multiple Grades', color: '#00295f', fixed: true },
      { label: 'Kindergarten', color: '#f4a261', fixed: false },
      { label: '1st Grade', color: '#ccc', fixed: false },
    ]);
  });

  it('writes the legend in the words it is given, the grades as the officers named them', () => {
    const legend = calendarLegend(grades, { schoolWide: 'Toda la escuela', multipleGrades: 'Varios grados' });
    expect(legend.map(({ label }) => label)).toEqual(['Toda la escuela', 'Varios grados', 'Kindergarten', '1st Grade']);
  });

  it("carries a grade's Spanish title beside its English, for a Spanish page to show (docs/decisions/093)", () => {
    const legend = calendarLegend([{ title: 'Kindergarten', title_es: 'Kínder', colorCode: 'f4a261' }]);
    expect(legend.at(-1)).toEqual({ label: 'Kindergarten', label_es: 'Kínder', color: '#f4a261', fixed: false });
  });
  it('paints a page drawn on request by data-color rules, one per colour, with nothing but hex digits in them', () => {
    const hostile = [...grades, { slug: '2nd-grade', colorCode: 'f00"]{}body{display:none', title: '2nd Grade' }];
    expect(eventColorRules(hostile)).toBe(
      '[data-color="fff"]{background-color:#fff}[data-color="00295f"]{background-color:#00295f}' +
        '[data-color="f4a261"]{background-color:#f4a261}[data-color="ccc"]{background-color:#ccc}',
    );
  });

  it('marks a dot with its colour for those rules and sets the colour itself in the browser, through the CSSOM', () => {
    const { 'data-color': key, ref } = colorProps('#00295F');
    expect(key).toBe('00295f');
    const style = { setProperty: vi.fn() };
    ref({ style } as unknown as HTMLElement);
    expect(style.setProperty).toHaveBeenCalledWith('background-color', '#00295F');
    expect(() => ref(null)).not.toThrow();
  });
});
