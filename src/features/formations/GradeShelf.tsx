import { useEffect, useRef } from 'react';
import { useGradeCards, type ServedGradeCards } from './api/use-grade-cards';
import { isPendingLeader, type GradeCard } from './formation';
import { gradeColorStyle } from './grade-color';
import { QueryProvider } from '../../shared/query';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Icon } from '../../shared/ui/Icon';
import { SliderArrows } from '../../shared/ui/SliderArrows';
import { useHydrated } from '../../shared/ui/use-hydrated';
import { gradeSliderStep, useSlider } from '../../shared/ui/use-slider';
import './grades.css';

/** While no grade is stored (SPEC section 2, the Grades panel's text). */
const GRADES_EMPTY_TEXT = 'More Information On The Way...';

/**
 * 'Our Grade Levels' (SPEC, Grades index): a horizontal slider of book-style cards, one per grade, with
 * previous/next arrows disabled at each end. Each card is tall enough to carry the grade's cover, name and
 * leaders, so a wide screen shows four full cards rather than a strip of small ones (docs/decisions/032).
 */
export default function GradeShelf({ served }: { served: ServedGradeCards }) {
  return (
    <QueryProvider>
      <Shelf served={served} />
    </QueryProvider>
  );
}

function Shelf({ served }: { served: ServedGradeCards }) {
  // Starts from the served list; a failed later read is only logged and keeps it (SPEC section 8).
  const grades = useGradeCards(served).data;

  return (
    <section className="grade-shelf" aria-labelledby="grade-shelf-heading">
      {grades.length ? (
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
  // The HTML's colour comes from the page's style element (data-grade); after hydration React keeps it current.
  const hydrated = useHydrated();
  return (
    <li className="grade-card" data-grade={grade.slug} style={hydrated ? gradeColorStyle(grade.colorCode) : undefined}>
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
