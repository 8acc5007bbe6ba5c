import { useEffect, useState } from 'react';
import { ApiError } from '../../shared/api-client';
import { getPublicFormation } from './formations-api';
import type { Formation } from './formation';
import { gradeColorStyle } from './grade-color';
import { LinkPills } from '../../shared/ui/LinkPills';
import { NotFound } from '../../shared/ui/NotFound';
import { GradeEvents } from '../events/ui';
import './grades.css';

type GradeState = { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'loaded'; grade: Formation };

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
  const [state, setState] = useState<GradeState>({ status: 'loading' });

  useEffect(() => {
    const slug = slugFromPath();
    getPublicFormation('grade', slug)
      .then((grade) => {
        document.title = `${grade.title} Page`;
        setState({ status: 'loaded', grade });
      })
      .catch((error: unknown) => {
        // Load failures are only logged (SPEC section 8); an unknown grade is a not-found page.
        console.error('[G01] grade failed to load', error);
        const unknown = error instanceof ApiError && (error.status === 404 || error.status === 400);
        if (unknown) document.title = 'Page Not Found';
        setState({ status: unknown ? 'missing' : 'failed' });
      });
  }, []);

  if (state.status === 'loading' || state.status === 'failed') {
    return <div className="container page-section grade-page--pending" aria-busy={state.status === 'loading'} />;
  }
  if (state.status === 'missing') return <NotFound />;
  const { grade } = state;

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
