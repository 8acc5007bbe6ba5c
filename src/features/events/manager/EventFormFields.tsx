import { useId } from 'react';
import type { EventForm } from './editor-form';
import { EVENT_EDITOR_TEXT } from '../event-messages';
import { EVENT_LIMITS } from '../core/event-schema';
import { Field } from '../../../shared/ui/Field';

interface EventFormFieldsProps {
  form: EventForm;
  problemOf: (path: string) => string | undefined;
  onChange: (patch: Partial<EventForm>) => void;
  onTouch: (path: string) => void;
}

/** Title, start, end, location and description of the Event Editor (SPEC sections 3 and 5). */
export function EventFormFields({ form, problemOf, onChange, onTouch }: EventFormFieldsProps) {
  const timeZoneHint = useId();
  const describedBy = (own: string | undefined) => [own, timeZoneHint].filter(Boolean).join(' ');
  return (
    <>
      <Field label="Title" required error={problemOf('title')}>
        {(control) => (
          <input
            {...control}
            name="title"
            maxLength={EVENT_LIMITS.title}
            value={form.title}
            onChange={(event) => onChange({ title: event.target.value })}
            onBlur={() => onTouch('title')}
          />
        )}
      </Field>
      <div className="event-editor__dates">
        <Field label="Start" required error={problemOf('startDt')}>
          {(control) => (
            <input
              {...control}
              name="startDt"
              aria-describedby={describedBy(control['aria-describedby'])}
              type="datetime-local"
              value={form.startDt}
              onChange={(event) => onChange({ startDt: event.target.value })}
              onBlur={() => onTouch('startDt')}
            />
          )}
        </Field>
        <Field label="End" required error={problemOf('endDt')}>
          {(control) => (
            <input
              {...control}
              name="endDt"
              aria-describedby={describedBy(control['aria-describedby'])}
              type="datetime-local"
              value={form.endDt}
              onChange={(event) => onChange({ endDt: event.target.value })}
              onBlur={() => onTouch('endDt')}
            />
          )}
        </Field>
        <p id={timeZoneHint} className="event-editor__hint">
          {EVENT_EDITOR_TEXT.timeZone}
        </p>
      </div>
      <Field label="Location" error={problemOf('location')}>
        {(control) => (
          <input
            {...control}
            name="location"
            maxLength={EVENT_LIMITS.location}
            value={form.location}
            onChange={(event) => onChange({ location: event.target.value })}
            onBlur={() => onTouch('location')}
          />
        )}
      </Field>
      <Field label="Description" error={problemOf('description')}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={5}
            maxLength={EVENT_LIMITS.description}
            value={form.description}
            onChange={(event) => onChange({ description: event.target.value })}
            onBlur={() => onTouch('description')}
          />
        )}
      </Field>
    </>
  );
}
