import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkPills } from './LinkPills';
import { LangProvider } from '../i18n/text-context';
import type { Lang } from '../i18n/lang';

const links = [
  { key: 'Sign Up', value: 'https://example.org/signup', key_es: 'Inscríbase' },
  { key: 'Flyer', value: 'https://example.org/flyer' },
];

const render = (lang: Lang) =>
  renderToStaticMarkup(createElement(LangProvider, { lang, children: createElement(LinkPills, { links, className: 'pills' }) }));

/** The label of each pill as drawn, with its lang mark where it has one: what comes before the pill's icon. */
const labels = (html: string) => [...html.matchAll(/<a [^>]*class="pill-link"[^>]*>(.*?)<svg/g)].map((match) => match[1]);

describe("link pills' labels (docs/decisions/070)", () => {
  it('a Spanish page shows the Spanish label where there is one, else the English marked lang="en"', () => {
    expect(labels(render('es'))).toEqual(['Inscríbase', '<span lang="en">Flyer</span>']);
  });

  it('an English page shows the English labels, unmarked', () => {
    expect(labels(render('en'))).toEqual(['Sign Up', 'Flyer']);
  });
});
