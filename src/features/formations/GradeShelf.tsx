import { useGradeCards } from './api/use-grade-cards';
import { isPendingLeader, type GradeCard } from './formation';
import { gradeColorStyle } from './grade-color';
import { QueryProvider } from '../../shared/query';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Icon } from '../../shared/ui/Icon';
import { IslandLoading } from '../../shared/ui/IslandLoading';
import './grades.css';

/** Five placeholder cards show while no grades are loaded (SPEC section 9). */
const PLACEHOLDER_CARDS = 5;
/** While no grade is stored (SPEC section 2, the Grades panel's text). */
export const GRADES_EMPTY_TEXT = 'More Information On The Way...';

/**
 * 'Our Grade Levels': a card per grade, two to four a row on wide screens and one on a phone, each with
 * its cover, name and leaders, linking to the grade's page (docs/decisions/032: a grid, not the spec's
 * slider, so that the page shows every grade at once).
 */
export default function GradeShelf() {
  return (
    <QueryProvider>
      <Shelf />
    </QueryProvider>
  );
}

function Shelf() {
  const { data: grades, isPending } = useGradeCards();

  return (
    <section className="grade-shelf" aria-labelledby="grade-shelf-heading">
      <h2 id="grade-shelf-heading">Our Grade Levels</h2>
      {isPending ? (
        <IslandLoading label="Loading grades" part="The list of grades" className="grade-shelf__loading">
          <ul className="grade-grid" role="list" aria-hidden="true">
            {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
              <li key={index} className="grade-card grade-card--placeholder">
                <span className="skeleton grade-card__cover" />
                <div className="grade-card__body">
                  <span className="skeleton grade-card__skeleton-title" />
                  <span className="skeleton grade-card__skeleton-line" />
                  <span className="skeleton grade-card__skeleton-line" />
                </div>
              </li>
            ))}
          </ul>
        </IslandLoading>
      ) : grades?.length ? (
        <ul className="grade-grid" role="list">
          {grades.map((grade) => (
            <GradeCardItem key={grade.slug} grade={grade} />
          ))}
        </ul>
      ) : (
        <EmptyState>{GRADES_EMPTY_TEXT}</EmptyState>
      )}
    </section>
  );
}

/** One grade: the whole card is its link's target (the link is the name, so it reads short). */
function GradeCardItem({ grade }: { grade: GradeCard }) {
  return (
    <li className="grade-card" style={gradeColorStyle(grade.colorCode)}>
      <div className="grade-card__cover">
        {grade.image?.src ? (
          <img src={grade.image.src} alt="" loading="lazy" width={640} height={360} />
        ) : (
          <Icon name={grade.icon} size={64} className="grade-card__cover-icon" />
        )}
      </div>
      <div className="grade-card__body">
        <h3 className="grade-card__title">
          <Icon name={grade.icon} size={24} />
          <a href={`/grades/${grade.slug}`} className="grade-card__link">
            {grade.title}
          </a>
        </h3>
        {grade.leadership.length > 0 && (
          <ul className="grade-card__leaders" role="list" aria-label={`${grade.title} leaders`}>
            {grade.leadership.map((leader, index) => (
              <li key={`${leader.name}-${index}`}>
                <span className="grade-card__position">{leader.position}</span>{' '}
                {isPendingLeader(leader) ? <em>Open position</em> : leader.name}
              </li>
            ))}
          </ul>
        )}
        <span className="grade-card__cta" aria-hidden="true">
          Visit Our Grade
          <Icon name="chevron_right" size={20} />
        </span>
      </div>
    </li>
  );
}
