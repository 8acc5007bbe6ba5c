import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../../shared/ui/Field';
import { Modal } from '../../../shared/ui/Modal';
import { useAdminMonthEvents, useSkipDay } from '../api/admin-events';
import { dayOf, type EventView, isDay, monthOf } from '../core/event';
import { EVENT_DATE_FORMATS, formatEventDate, formatEventWhen } from '../core/event-format';
import { SCHOOL_CLOSED_TEXT } from '../event-messages';

/** Thursday, December 3, 2026 */
const schoolClosedDate = (day: string) => `${formatEventDate(day, EVENT_DATE_FORMATS.dayName)}, ${day.slice(0, 4)}`;

/** The dates of repeating events that start on a day: what "School closed" skips. */
export const seriesDatesOn = (events: readonly EventView[], day: string): EventView[] =>
  events.filter((event) => event.series_id !== undefined && dayOf(event.startDt) === day);

/** Drawn only while open (EventsManager): its month read would otherwise refetch the list under it. */
interface SchoolClosedProps {
  /** The day offered first: today, or the first of the month shown. */
  defaultDay: string;
  onClose: () => void;
}

/**
 * "School closed" (docs/decisions/065): one day skipped in every repeating event with a date
 * on it, a snow day or a holiday. The series it touches are listed before anything is saved; each date is
 * then skipped as "This event" of a delete does (an exdate of its series), one call per series, so a failure
 * leaves the others done and the list shows what is still planned.
 */
export function SchoolClosed({ defaultDay, onClose }: SchoolClosedProps) {
  const headingId = useId();
  const [day, setDay] = useState(defaultDay);
  const valid = isDay(day);
  const month = useAdminMonthEvents(monthOf(valid ? day : defaultDay));
  const touched = valid && month.data ? seriesDatesOn(month.data, day) : [];
  const skip = useSkipDay();
  const text = SCHOOL_CLOSED_TEXT;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (touched.length === 0) return;
    skip.mutate({ ids: touched.map((item) => item.id), day }, { onSuccess: onClose });
  };

  return (
    <Modal open onClose={onClose} labelledBy={headingId} className="school-closed">
      <form className="school-closed__panel" onSubmit={submit}>
        <h2 id={headingId}>{text.heading}</h2>
        <p>{text.explained}</p>
        <Field label={text.day} required>
          {(control) => <input {...control} type="date" value={day} onChange={(change) => setDay(change.target.value)} />}
        </Field>
        <div className="school-closed__found" aria-live="polite">
          {!valid ? null : month.isPending ? (
            <p>{text.looking}</p>
          ) : touched.length === 0 ? (
            <p>{text.none(schoolClosedDate(day))}</p>
          ) : (
            <>
              <p>{text.touches(touched.length, schoolClosedDate(day))}</p>
              <ul className="school-closed__list">
                {touched.map((item) => (
                  <li key={item.id}>
                    <strong>{item.title}</strong> <span>{formatEventWhen(item)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div className="school-closed__actions">
          <button type="submit" className="button button--danger" disabled={touched.length === 0 || skip.isPending}>
            {text.skip(touched.length)}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {text.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
