import { useEffect, useRef } from 'react';
import { useGrades } from './api/use-grades';
import { gradeColorStyle } from './grade-color';
import { QueryProvider } from '../../shared/query';
import { Icon } from '../../shared/ui/Icon';
import { SliderArrows } from '../../shared/ui/SliderArrows';
import { gradeSliderStep, useSlider } from '../../shared/ui/use-slider';
import './grades.css';

const PLACEHOLDER_CARDS = 5;

/** 'Our Grade Levels': a slider of book-style cards, one per grade (SPEC, Grades index). */
export default function GradeShelf() {
  return (
    <QueryProvider>
      <Shelf />
    </QueryProvider>
  );
}

function Shelf() {
  const { grades, loaded } = useGrades();
  const track = useRef<HTMLUListElement>(null);
  const slider = useSlider(track, gradeSliderStep);
  const { update } = slider;
  useEffect(() => {
    update();
  }, [grades, loaded, update]);

  return (
    <section className="grade-shelf" aria-labelledby="grade-shelf-heading">
      <div className="grade-shelf__head">
        <h2 id="grade-shelf-heading">Our Grade Levels</h2>
        <SliderArrows label="grades" canPrev={slider.canPrev} canNext={slider.canNext} onPrev={slider.prev} onNext={slider.next} />
      </div>
      <ul ref={track} className="grade-shelf__track" role="list" aria-busy={!loaded}>
        {!loaded
          ? Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
              <li key={index} className="book-card book-card--placeholder" aria-hidden="true" />
            ))
          : grades.map((grade) => (
              <li key={grade.slug}>
                <a href={`/grades/${grade.slug}`} className="book-card" style={gradeColorStyle(grade.colorCode)}>
                  {grade.image?.src ? <img className="book-card__cover" src={grade.image.src} alt="" loading="lazy" /> : null}
                  <span className="book-card__spine" aria-hidden="true" />
                  <span className="book-card__label">
                    <Icon name={grade.icon} size={28} />
                    <span className="book-card__title">{grade.title}</span>
                  </span>
                </a>
              </li>
            ))}
      </ul>
      {loaded && grades.length === 0 && <p>More Information On The Way...</p>}
    </section>
  );
}
