import { useId } from 'react';
import type { PublicGrade } from '../../formations';
import { EVENT_EDITOR_TEXT } from '../event-messages';

interface EventFormGradesProps {
  grades: readonly PublicGrade[];
  /** The chosen grade slugs; none = school wide (SPEC section 3). */
  chosen: readonly string[];
  onChange: (slugs: string[]) => void;
}

/** The grades an event is for, as checkboxes named by the grades' titles; the values are slugs. */
export function EventFormGrades({ grades, chosen, onChange }: EventFormGradesProps) {
  const hintId = useId();
  const toggle = (slug: string, on: boolean) => onChange(on ? [...chosen, slug] : chosen.filter((item) => item !== slug));
  return (
    <fieldset className="event-editor__grades" aria-describedby={hintId}>
      <legend>Grades</legend>
      <p id={hintId} className="event-editor__hint">
        {EVENT_EDITOR_TEXT.schoolWide}
      </p>
      <ul className="event-editor__grade-list">
        {grades.map((grade) => (
          <li key={grade.slug}>
            <label className="event-editor__grade">
              <input
                type="checkbox"
                value={grade.slug}
                checked={chosen.includes(grade.slug)}
                onChange={(event) => toggle(grade.slug, event.target.checked)}
              />
              {grade.title}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
