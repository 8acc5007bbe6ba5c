import { useEffect } from 'react';
import { useGrade } from './api/use-grade';
import { gradeColorStyle } from './grade-color';
import { QueryProvider } from '../../shared/query';
import { LinkPills } from '../../shared/ui/LinkPills';
import { NotFound } from '../../shared/ui/NotFound';
import { useHydrated } from '../../shared/ui/use-hydrated';
import { GradeEvents } from '../events/ui';
import type { ServedMonth } from '../events';
import type { Formation } from './formation';
import './grades.css';

const gradeHeading = (title: string) => `Explore all your ${title} events and activities`;

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
export default function GradePage({ served }: { served: ServedGrade }) {
  return (
    <QueryProvider>
      <Grade served={served} />
    </QueryProvider>
  );
}

function Grade({ served }: { served: ServedGrade }) {
  // Starts from what the server read; a later read that finds no such grade (deleted meanwhile) is a
  // not-found page, and a failed one is only logged and keeps what is shown (SPEC section 8).
  const grade = useGrade(served.slug, { grade: served.grade, readAt: served.events.readAt }).data ?? null;
  const title = grade?.title;
  // The HTML's colour comes from the page's style element; after hydration React keeps it current (CSSOM).
  const hydrated = useHydrated();

  useEffect(() => {
    document.title = title ? `${title} Page` : 'Page Not Found';
  }, [title]);

  if (!grade) return <NotFound />;

  return (
    <div className="container grade-page" style={hydrated ? gradeColorStyle(grade.colorCode) : undefined}>
      <section className="grade-page__hero">
        <h1>{gradeHeading(grade.title)}</h1>
        <LinkPills links={grade.links} className="grade-page__links" />
      </section>
      <div className="grade-page__layout">
        <GradeEvents grade={grade} served={served.events} />
        <GradeInfo grade={grade} />
      </div>
    </div>
  );
}

function GradeInfo({ grade }: { grade: Formation }) {
  return (
    <aside className="grade-info" aria-labelledby="grade-info-heading">
      {grade.image?.src && <img className="grade-info__image" src={grade.image.src} alt="" />}
      <div className="grade-info__body">
        <h2 id="grade-info-heading">{grade.title}</h2>
        {grade.leadership.length > 0 ? (
          <ul role="list">
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
          <p>Grade leaders will be listed here soon.</p>
        )}
      </div>
    </aside>
  );
}
