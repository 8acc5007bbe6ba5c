import { useEffect, useRef } from 'react';
import { useGradeCards } from './api/use-grade-cards';
import { isPendingLeader, type GradeCard } from './formation';
import { gradeColorStyle } from './grade-color';
import { QueryProvider } from '../../shared/query';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Icon } from '../../shared/ui/Icon';
import { IslandLoading } from '../../shared/ui/IslandLoading';
import { SliderArrows } from '../../shared/ui/SliderArrows';
import { gradeSliderStep, useSlider } from '../../shared/ui/use-slider';
import './grades.css';

/** Five placeholder cards show while no grades are loaded (SPEC section 9). */
const PLACEHOLDER_CARDS = 5;
/** While no grade is stored (SPEC section 2, the Grades panel's text). */
export const GRADES_EMPTY_TEXT = 'More Information On The Way...';

/**
 * 'Our Grade Levels' (SPEC, Grades index): a horizontal slider of book-style cards, one per grade, with
 * previous/next arrows disabled at each end. Each card is tall enough to carry the grade's cover, name and
 * leaders, so a wide screen shows four full cards rather than a strip of small ones (docs/decisions/032).
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
      {isPending ? (
        <>
          <ShelfHead />
          <IslandLoading label="Loading grades" part="The list of grades" className="grade-shelf__loading">
            <ul className="grade-shelf__track" role="list" aria-hidden="true">
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
        </>
      ) : grades?.length ? (
        <GradeSlider grades={grades} />
      ) : (
        <>
          <ShelfHead />
          <EmptyState>{GRADES_EMPTY_TEXT}</EmptyState>
        </>
      )}
    </section>
  );
}

/** The heading and the arrows; with nothing to slide yet both arrows are disabled. */
function ShelfHead({ slider }: { slider?: ReturnType<typeof useSlider> }) {
  return (
    <div className="grade-shelf__head">
      <h2 id="grade-shelf-heading">Our Grade Levels</h2>
      <SliderArrows
        label="grades"
        canPrev={slider?.canPrev ?? false}
        canNext={slider?.canNext ?? false}
        onPrev={slider?.prev ?? (() => {})}
        onNext={slider?.next ?? (() => {})}
      />
    </div>
  );
}

/** The cards' track, mounted with its grades so that the slider watches the element that scrolls. */
function GradeSlider({ grades }: { grades: GradeCard[] }) {
  const track = useRef<HTMLUListElement>(null);
  const slider = useSlider(track, gradeSliderStep);
  const { update } = slider;
  useEffect(() => {
    update();
  }, [grades, update]);

  return (
    <>
      <ShelfHead slider={slider} />
      <ul ref={track} className="grade-shelf__track" role="list">
        {grades.map((grade, index) => (
          <GradeCardItem key={grade.slug} grade={grade} first={index === 0} />
        ))}
      </ul>
    </>
  );
}

/**
 * One grade: the whole card is its link's target (the link is the name, so it reads short). The first
 * card's cover is the page's largest paint: fetched at once and first, not lazily.
 */
function GradeCardItem({ grade, first }: { grade: GradeCard; first: boolean }) {
  return (
    <li className="grade-card" style={gradeColorStyle(grade.colorCode)}>
      <div className="grade-card__cover">
        {grade.image?.src ? (
          <img
            src={grade.image.src}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            width={640}
            height={360}
          />
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
