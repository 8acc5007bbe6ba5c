import { useGrades } from '../../formations/ui';
import { calendarLegend, colorProps } from '../core/event-colors';
import { useEventsText } from '../events-text-context';
import { OfficerText } from '../../../shared/i18n/OfficerText';

/** What each dot colour means: School wide, Multiple Grades, then each grade (SPEC, Events calendar). */
export function CalendarLegend() {
  const { grades } = useGrades();
  const t = useEventsText().legend;
  return (
    <section className="calendar-legend" aria-label={t.label}>
      <ul role="list">
        {calendarLegend(grades, t).map((entry) => (
          <li key={entry.label}>
            <span className="event-dot event-dot--legend" {...colorProps(entry.color)} aria-hidden="true" />
            {entry.fixed ? entry.label : <OfficerText en={entry.label} es={entry.label_es} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
