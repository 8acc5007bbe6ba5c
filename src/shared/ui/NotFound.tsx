import { pathIn, type Lang } from '../i18n/lang';
import { useLang } from '../i18n/text-context';
import { uiText } from './ui-text';
import './not-found.css';

/**
 * The not-found content (SPEC, Not found), for the 404 page and for unknown items on data pages. An island
 * gives its language by its LangProvider; the 404 page, drawn without one, gives it as `lang`.
 */
export function NotFound({ lang }: { lang?: Lang }) {
  const islandLang = useLang();
  const shown = lang ?? islandLang;
  const t = uiText[shown];
  return (
    <section className="container not-found">
      <h1 className="not-found__code">404</h1>
      <p>{t.notFound}</p>
      <a className="button" href={pathIn(shown, '/')}>
        {t.goHome}
      </a>
    </section>
  );
}
