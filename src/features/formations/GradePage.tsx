import { useEffect } from 'react';
import { formatText } from '../../shared/i18n/catalogue';
import { useLang } from '../../shared/i18n/text-context';
import { langAttributeOf, officerText } from '../../shared/i18n/officer-text';
import { useGrade } from './api/use-grade';
import { gradeColorStyle } from './grade-color';
import { QueryProvider } from '../../shared/query';
import { LinkPills } from '../../shared/ui/LinkPills';
import { NotFound } from '../../shared/ui/NotFound';
import { useHydrated } from '../../shared/ui/use-hydrated';
import { EventsIslandTextProviders, GradeEvents, type EventsIslandTexts } from '../events/ui';
import type { ServedMonth } from '../events';
import type { Formation } from './formation';
import { FormationsTextProvider, useFormationsText } from './formations-text-context';
import type { FormationsText } from './formations-text';
import './grades.css';

const GRADE_PLACE = '{grade}';

/** What the page drawn on request read for its grade (docs/decisions/044); null: no such grade. */
export interface ServedGrade {
  slug: string;
  grade: Formation | null;
  events: ServedMonth;
}

/**
 * A grade's page (SPEC, Grade detail): heading, links, events, and an info card with its leaders. The page
 * is drawn on request with what `served` holds (docs/decisions/044), then kept current in the browser.
 */
interface GradePageProps {
  served: ServedGrade;
  text: FormationsText;
  /** The language and texts of the events parts the page shows (its month, cards and popup) and of their sign-up sheets. */
  eventsTexts: EventsIslandTexts;
}

export default function GradePage({ served, text, eventsTexts }: GradePageProps) {
  return (
    <EventsIslandTextProviders {...eventsTexts}>
      <FormationsTextProvider text={text}>
        <QueryProvider>
          <Grade served={served} />
        </QueryProvider>
      </FormationsTextProvider>
    </EventsIslandTextProviders>
  );
}

function Grade({ served }: { served: ServedGrade }) {
  const t = useFormationsText().grade;
  // Starts from what the server read; a later read that finds no such grade (deleted meanwhile) is a
  // not-found page, and a failed one is only logged and keeps what is shown (SPEC section 8).
  const grade = useGrade(served.slug, { grade: served.grade, readAt: served.events.readAt }).data ?? null;
  const lang = useLang();
  // The grade's name in the page's language where it has one (docs/decisions/093).
  const title = grade ? officerText(grade.title, grade.title_es, lang).text : undefined;
  // The HTML's colour comes from the page's style element; after hydration React keeps it current (CSSOM).
  const hydrated = useHydrated();

  useEffect(() => {
    document.title = title ? formatText(t.title, { grade: title }) : t.notFoundTitle;
  }, [title, t]);

  if (!grade) return <NotFound />;

  return (
    <div className="container grade-page" style={hydrated ? gradeColorStyle(grade.colorCode) : undefined}>
      <section className="grade-page__hero">
        <h1>
          <GradeHeading template={t.heading} grade={grade} />
        </h1>
        <LinkPills links={grade.links} className="grade-page__links" />
      </section>
      <div className="grade-page__layout">
        <GradeEvents grade={grade} served={served.events} />
        <GradeInfo grade={grade} />
      </div>
    </div>
  );
}

/**
 * The hero's heading with the grade's name in its place. On a Spanish page a name without its Spanish version,
 * an officers' text, is marked as English (docs/decisions/068, 093); otherwise the page draws one string.
 */
function GradeHeading({ template, grade }: { template: string; grade: Formation }) {
  const lang = useLang();
  const title = officerText(grade.title, grade.title_es, lang);
  const marked = langAttributeOf(lang, title);
  if (!marked) return formatText(template, { grade: title.text });
  const [before = '', after = ''] = template.split(GRADE_PLACE);
  return (
    <>
      {before}
      <span lang={marked}>{title.text}</span>
      {after}
    </>
  );
}

function GradeInfo({ grade }: { grade: Formation }) {
  const t = useFormationsText().grade;
  const lang = useLang();
  const officers = lang === 'es' ? 'en' : undefined;
  const title = officerText(grade.title, grade.title_es, lang);
  return (
    <aside className="grade-info" aria-labelledby="grade-info-heading">
      {grade.image?.src && <img className="grade-info__image" src={grade.image.src} alt="" />}
      <div className="grade-info__body">
        <h2 id="grade-info-heading" lang={langAttributeOf(lang, title)}>
          {title.text}
        </h2>
        {grade.leadership.length > 0 ? (
          <ul role="list" lang={officers}>
            {grade.leadership.map((leader, index) => (
              <li key={`${leader.name}-${index}`}>
                <span className="grade-info__position">{leader.position}</span>
                <strong>{leader.name}</strong>
                {leader.email && (
                  <>
                    <br />
                    <a href={`mailto:${leader.email}`}>{leader.email}</a>
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t.noLeaders}</p>
        )}
      </div>
    </aside>
  );
}
