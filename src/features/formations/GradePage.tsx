import { useEffect } from 'react';
import { ApiError } from '../../shared/api-client';
import { useGrade } from './api/use-grade';
import { gradeColorStyle } from './grade-color';
import { QueryProvider } from '../../shared/query';
import { LinkPills } from '../../shared/ui/LinkPills';
import { NotFound } from '../../shared/ui/NotFound';
import { useHydrated } from '../../shared/ui/use-hydrated';
import { GradeEvents } from '../events/ui';
import './grades.css';

/** The slug of /grades/{slug}; this one page serves them all (docs/decisions/002). */
function slugFromPath(): string {
  const segment = window.location.pathname.split('/').filter(Boolean)[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A grade's page (SPEC, Grade detail): heading, links, events, and an info card with its leaders. */
export default function GradePage() {
  return (
    <QueryProvider>
      <Grade />
    </QueryProvider>
  );
}

function Grade() {
  // The slug is in the address, known in the browser only: the prebuilt page holds the grade's place.
  const query = useGrade(useHydrated() ? slugFromPath() : null);
  const grade = query.data;
  // Load failures are only logged (SPEC section 8); an unknown grade is a not-found page.
  const unknown = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  useEffect(() => {
    if (grade) document.title = `${grade.title} Page`;
    else if (unknown) document.title = 'Page Not Found';
  }, [grade, unknown]);

  if (unknown) return <NotFound />;
  if (!grade) return <div className="container page-section grade-page--pending" aria-busy={query.isPending} />;

  return (
    <div className="container grade-page" style={gradeColorStyle(grade.colorCode)}>
      <section className="grade-page__hero">
        <h1>Explore all your {grade.title} events and activities</h1>
        <LinkPills links={grade.links} className="grade-page__links" />
      </section>
      <div className="grade-page__layout">
        <GradeEvents grade={grade} />
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
      </div>
    </div>
  );
}
