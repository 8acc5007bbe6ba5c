import { useGrades } from '../../formations/ui';
import { calendarLegend, colorProps } from '../core/event-colors';

/** What each dot colour means: School wide, Multiple Grades, then each grade (SPEC, Events calendar). */
export function CalendarLegend() {
  const { grades } = useGrades();
  return (
    <section className="calendar-legend" aria-label="Calendar legend">
      <ul role="list">
        {calendarLegend(grades).map((entry) => (
          <li key={entry.label}>
            <span className="event-dot event-dot--legend" {...colorProps(entry.color)} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
