import { useId, useRef } from 'react';
import { EditorForm, EditorPanel } from '../../../shared/admin/AdminEditor';
import { useLoadFailure } from '../../../shared/admin/admin-query';
import { notifyError } from '../../../shared/notify';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Field } from '../../../shared/ui/Field';
import { LinkFields } from '../../../shared/ui/LinkFields';
import type { PublicGrade } from '../../formations';
import { useEditorGrades } from '../../formations/ui';
import { ImageUploader } from '../../photos/ui';
import { SheetEditor } from '../../signups/admin';
import { useEditorEvent } from '../api/admin-events';
import type { EventView } from '../core/event';
import { EVENT_LIMITS } from '../core/event-schema';
import { EVENT_EDITOR_TEXT, EVENT_MESSAGES } from '../event-messages';
import { isOccurrence, useEventEditor, type EventForm, type LoadedEvent } from './event-editor-state';
import { RepeatFields } from './RepeatFields';
import { ScopeDialog } from './ScopeDialog';
import './event-editor.css';

export interface EventEditorProps {
  /** The event to edit; null for a new one. */
  eventId: string | null;
  /** A day `yyyy-MM-dd` a new event starts on (the Events Manager's month): 9:00 to 10:00 that day. */
  defaultDay?: string;
  /**
   * Leaves the editor: after a save (with the saved event) or a delete once every image call has finished
   * and the month is fresh again, or from the 'All Events' link (which asks first about unsaved changes).
   */
  onClose: (saved?: EventView) => void;
}

/** A failed load says so in a toast, and 'No Event Information' shows in place of the form (decision 016). */
const NO_GRADES: readonly PublicGrade[] = [];

const reportLoadFailure = (error: Error) => notifyError(EVENT_MESSAGES.fetchFailed, error);

/** The Event Editor (SPEC, Events Manager; sections 4, 5 and 8). A new event id starts a fresh editor. */
export function EventEditor(props: EventEditorProps) {
  return <EventEditorScreen key={props.eventId ?? 'new'} {...props} />;
}

function EventEditorScreen({ eventId, defaultDay, onClose }: EventEditorProps) {
  const loaded = useEditorEvent(eventId);
  useLoadFailure(loaded.error, reportLoadFailure);

  return (
    <EditorPanel
      className="event-editor"
      heading={EVENT_EDITOR_TEXT.editorHeading(eventId !== null)}
      backLabel={EVENT_EDITOR_TEXT.allEvents}
      onBack={() => onClose()}
      siteLink={eventId !== null && loaded.data ? `/events/${encodeURIComponent(eventId)}` : undefined}
    >
      {loaded.isError ? (
        <EmptyState>
          <p>{EVENT_MESSAGES.noEvent}</p>
        </EmptyState>
      ) : (
        // The form starts again once the event has loaded: blank until then.
        <EventEditorForm
          key={loaded.data ? 'loaded' : 'blank'}
          loaded={loaded.data}
          loading={loaded.isLoading}
          defaultDay={defaultDay}
          onClose={onClose}
        />
      )}
      {eventId !== null && loaded.data && <SheetEditor event={loaded.data.event} />}
    </EditorPanel>
  );
}

interface EventEditorFormProps {
  loaded: LoadedEvent | undefined;
  loading: boolean;
  defaultDay: string | undefined;
  onClose: (saved?: EventView) => void;
}

function EventEditorForm({ loaded, loading, defaultDay, onClose }: EventEditorFormProps) {
  const editor = useEventEditor(loaded, defaultDay, onClose);
  const { form, problemOf } = editor;
  const grades = useEditorGrades().data ?? NO_GRADES;
  const formElement = useRef<HTMLFormElement>(null);

  // A problem found on submit is shown on its field: focus goes there, so it is seen and read.
  function focusProblem(field: string | null) {
    const control = field ? formElement.current?.elements.namedItem(field) : null;
    if (control instanceof HTMLElement) requestAnimationFrame(() => control.focus());
  }

  return (
    <EditorForm
      formRef={formElement}
      canSubmit={editor.valid && !editor.pending && !loading}
      loading={loading}
      onSubmit={() => focusProblem(editor.submit(grades.map((grade) => grade.slug)))}
      onDelete={form.id ? editor.remove : undefined}
      onClear={editor.clear}
    >
      <EventFormFields form={form} problemOf={problemOf} onChange={editor.change} onTouch={editor.touch} />
      <RepeatFields
        repeat={form.repeat}
        exdates={form.exdates}
        startDt={form.startDt}
        occurrence={isOccurrence(form)}
        problemOf={problemOf}
        onChange={editor.change}
      />
      <EventFormGrades grades={grades} chosen={form.grade_list} onChange={(grade_list) => editor.change({ grade_list })} />
      <LinkFields
        path="event_links"
        links={form.event_links}
        problems={editor.rowProblems}
        touched={editor.touched}
        onTouch={editor.touch}
        onChange={(event_links) => editor.change({ event_links })}
      />
      <ImageUploader label="Images" images={editor.images} single={false} onChange={editor.setImages} />
      <ScopeDialog
        action={editor.asking}
        repeatChanged={editor.repeatChanged}
        onChoose={(scope) => focusProblem(editor.chooseScope(scope))}
        onCancel={editor.cancelScope}
      />
    </EditorForm>
  );
}

interface EventFormFieldsProps {
  form: EventForm;
  problemOf: (path: string) => string | undefined;
  onChange: (patch: Partial<EventForm>) => void;
  onTouch: (path: string) => void;
}

/** Title, start, end, location and description of the Event Editor (SPEC sections 3 and 5), with the optional Spanish title and description (docs/decisions/070). */
function EventFormFields({ form, problemOf, onChange, onTouch }: EventFormFieldsProps) {
  const timeZoneHint = useId();
  const spanishHint = useId();
  const describedBy = (own: string | undefined, hint = timeZoneHint) => [own, hint].filter(Boolean).join(' ');
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
      <Field label="Title in Spanish (optional)" error={problemOf('title_es')}>
        {(control) => (
          <input
            {...control}
            name="title_es"
            lang="es"
            aria-describedby={describedBy(control['aria-describedby'], spanishHint)}
            maxLength={EVENT_LIMITS.title}
            value={form.title_es}
            onChange={(event) => onChange({ title_es: event.target.value })}
            onBlur={() => onTouch('title_es')}
          />
        )}
      </Field>
      <p id={spanishHint} className="event-editor__hint">
        {EVENT_EDITOR_TEXT.spanishHint}
      </p>
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
      <Field label="Description in Spanish (optional)" error={problemOf('description_es')}>
        {(control) => (
          <textarea
            {...control}
            name="description_es"
            lang="es"
            aria-describedby={describedBy(control['aria-describedby'], spanishHint)}
            rows={5}
            maxLength={EVENT_LIMITS.description}
            value={form.description_es}
            onChange={(event) => onChange({ description_es: event.target.value })}
            onBlur={() => onTouch('description_es')}
          />
        )}
      </Field>
    </>
  );
}

interface EventFormGradesProps {
  grades: readonly PublicGrade[];
  /** The chosen grade slugs; none = school wide (SPEC section 3). */
  chosen: readonly string[];
  onChange: (slugs: string[]) => void;
}

/** The grades an event is for, as checkboxes named by the grades' titles; the values are slugs. */
function EventFormGrades({ grades, chosen, onChange }: EventFormGradesProps) {
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
