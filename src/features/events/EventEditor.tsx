import { useEffect, useId, useRef } from 'react';
import { useGrades } from '../formations/ui';
import { EVENT_MESSAGES } from './event-messages';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Icon } from '../../shared/ui/Icon';
import { ImageUploader } from '../photos/ui';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { LinkFields } from '../../shared/ui/LinkFields';
import { useEventEditor } from './event-editor-state';
import { EventFormFields } from './EventFormFields';
import { EventFormGrades } from './EventFormGrades';
import './event-editor.css';

export interface EventEditorProps {
  /** The event to edit; null for a new one. */
  eventId: string | null;
  /** A day `yyyy-MM-dd` a new event starts on (the Events Manager's month): 9:00 to 10:00 that day. */
  defaultDay?: string;
  /**
   * Leaves the editor: `changed` is true after a save or delete once every image call has finished
   * (the Events Manager then reloads its month), false for the 'All Events' link.
   */
  onClose: (changed: boolean) => void;
}

/** The Event Editor (SPEC, Events Manager; sections 4, 5 and 8). A new event id starts a fresh editor. */
export function EventEditor(props: EventEditorProps) {
  return <EventEditorScreen key={props.eventId ?? 'new'} {...props} />;
}

function EventEditorScreen({ eventId, defaultDay, onClose }: EventEditorProps) {
  const editor = useEventEditor(eventId, defaultDay, onClose);
  const { form, problemOf } = editor;
  const { grades } = useGrades();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const formElement = useRef<HTMLFormElement>(null);

  // The editor replaces the Manager's list: bring it into view and move focus to it.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);

  return (
    <section className="event-editor" aria-labelledby={headingId}>
      {editor.busy && <LoadingOverlay />}
      <button type="button" className="link-button" onClick={() => onClose(false)}>
        <Icon name="arrow_back" size={20} /> All Events
      </button>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {eventId ? 'Edit Event' : 'New Event'}
      </h2>
      {editor.loadFailed ? (
        <EmptyState>
          <p>{EVENT_MESSAGES.noEvent}</p>
        </EmptyState>
      ) : (
        <form
          ref={formElement}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!editor.canSubmit) return;
            // A problem found on submit is shown on its field: focus goes there, so it is seen and read.
            void editor.submit(grades.map((grade) => grade.slug)).then((field) => {
              const control = field ? formElement.current?.elements.namedItem(field) : null;
              if (control instanceof HTMLElement) requestAnimationFrame(() => control.focus());
            });
          }}
        >
          <EventFormFields form={form} problemOf={problemOf} onChange={editor.change} onTouch={editor.touch} />
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
          <div className="event-editor__actions">
            {form.id ? (
              <button type="button" className="button button--danger" onClick={() => void editor.remove()}>
                <Icon name="delete" size={20} /> Delete
              </button>
            ) : (
              <button type="button" className="button button--ghost" onClick={editor.clear}>
                Clear
              </button>
            )}
            <button type="submit" className="button" disabled={!editor.canSubmit}>
              Submit
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
