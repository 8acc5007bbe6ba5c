import { useRef } from 'react';
import { EditorForm, EditorPanel } from '../../../shared/admin/AdminEditor';
import { useLoadFailure } from '../../../shared/admin/admin-query';
import { notifyError } from '../../../shared/notify';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LinkFields } from '../../../shared/ui/LinkFields';
import type { PublicGrade } from '../../formations';
import { useEditorGrades } from '../../formations/ui';
import { ImageUploader } from '../../photos/ui';
import { useEditorEvent } from '../api/admin-events';
import type { EventView } from '../core/event';
import { useEventEditor, type LoadedEvent } from './use-event-editor';
import { EVENT_EDITOR_TEXT, EVENT_MESSAGES } from '../event-messages';
import { EventFormFields } from './EventFormFields';
import { EventFormGrades } from './EventFormGrades';
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

  function submit() {
    // A problem found on submit is shown on its field: focus goes there, so it is seen and read.
    const field = editor.submit(grades.map((grade) => grade.slug));
    const control = field ? formElement.current?.elements.namedItem(field) : null;
    if (control instanceof HTMLElement) requestAnimationFrame(() => control.focus());
  }

  return (
    <EditorForm
      formRef={formElement}
      canSubmit={editor.valid && !editor.pending && !loading}
      onSubmit={submit}
      onDelete={form.id ? editor.remove : undefined}
      onClear={editor.clear}
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
    </EditorForm>
  );
}
