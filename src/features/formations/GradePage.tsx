import { useEffect } from 'react';
import { useGrade } from './api/use-grade';
import { useGrades } from './api/use-grades';
import { gradeColorStyle } from './grade-color';
import { QueryProvider } from '../../shared/query';
import { EmptyState } from '../../shared/ui/EmptyState';
import { IslandLoading } from '../../shared/ui/IslandLoading';
import { LinkPills } from '../../shared/ui/LinkPills';
import { NotFound } from '../../shared/ui/NotFound';
import { useHydrated } from '../../shared/ui/use-hydrated';
import { GradeEvents } from '../events/ui';
import type { Formation } from './formation';
import './grades.css';

/** The heading before the grade's name is known: the prebuilt page serves every grade. */
export const PENDING_GRADE_HEADING = "Explore all your grade's events and activities";
const gradeHeading = (title: string) => `Explore all your ${title} events and activities`;
/** The grade could not be read (logged, SPEC section 8): said plainly rather than a placeholder forever. */
export const GRADE_LOAD_FAILED_TEXT = 'Sorry, this grade could not be loaded. Please try again in a moment.';

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
  const slug = useHydrated() ? slugFromPath() : null;
  const query = useGrade(slug);
  const grade = query.data;
  // The navigation's grade list (one request per page) often names the grade before the grade itself arrives.
  const listed = useGrades().grades.find((item) => item.slug === slug);
  const title = grade?.title ?? listed?.title;
  // An unknown grade is a not-found page; other load failures are only logged (SPEC section 8).
  const unknown = query.data === null;

  useEffect(() => {
    if (title) document.title = `${title} Page`;
    else if (unknown) document.title = 'Page Not Found';
  }, [title, unknown]);

  if (unknown) return <NotFound />;

  return (
    <div className="container grade-page" style={grade ? gradeColorStyle(grade.colorCode) : undefined}>
      <section className="grade-page__hero">
        <h1>{title ? gradeHeading(title) : PENDING_GRADE_HEADING}</h1>
        {grade && <LinkPills links={grade.links} className="grade-page__links" />}
      </section>
      {grade ? (
        <div className="grade-page__layout">
          <GradeEvents grade={grade} />
          <GradeInfo grade={grade} />
        </div>
      ) : query.isError ? (
        <EmptyState>{GRADE_LOAD_FAILED_TEXT}</EmptyState>
      ) : (
        <IslandLoading label="Loading the grade's events and class parents" part="This grade's page" className="grade-page__loading">
          <GradeSkeleton />
        </IslandLoading>
      )}
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

/** Grey blocks in the page's shape: the month bar and three event cards, and the grade's info card. */
function GradeSkeleton() {
  return (
    <div className="grade-page__layout grade-skeleton" aria-hidden="true">
      <div className="grade-skeleton__events">
        <span className="skeleton grade-skeleton__bar" />
        <div className="grade-skeleton__cards">
          {[0, 1, 2].map((index) => (
            <span key={index} className="skeleton grade-skeleton__card" />
          ))}
        </div>
      </div>
      <span className="skeleton grade-skeleton__info" />
    </div>
  );
}
