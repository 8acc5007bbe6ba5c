/**
 * The Event Editor's state (SPEC sections 4, 5 and 8): the form (blank, or the loaded event), its images, the
 * problems found on submit, and the save (update or new, then the image calls) and delete. The component
 * only draws what this holds.
 */
import { useState } from 'react';
import { useUnsavedChanges } from '../../../shared/admin/leave-guard';
import { confirmed } from '../../../shared/admin/report';
import { sameValues, useEditorForm } from '../../../shared/admin/use-editor-form';
import { notifyError } from '../../../shared/notify';
import type { EditorImage } from '../../photos';
import { useDeleteEvent, useSaveEvent } from '../api/admin-events';
import type { EventView } from '../core/event';
import { blankEventForm, checkSubmit, eventFormFrom, fieldProblems, linkNotes, type EventForm } from './editor-form';
import { EVENT_MESSAGES } from '../event-messages';

/** A problem found on submit (a missing date, a start after the end), shown on its field too. */
interface SubmitProblem {
  field: string;
  message: string;
}

const DATE_FIELDS = ['startDt', 'endDt'];

export interface LoadedEvent {
  event: EventView;
  images: EditorImage[];
}

/** Images differ when one was added, removed, or marked or unmarked for removal. */
const imageMarks = (images: readonly EditorImage[]) => images.map((image) => [image.key, image.remove]);

/** `onClose` gets the saved event after a save; nothing after a delete or the way back. */
export function useEventEditor(loaded: LoadedEvent | undefined, defaultDay: string | undefined, onClose: (saved?: EventView) => void) {
  const editor = useEditorForm<EventForm>(() => (loaded ? eventFormFrom(loaded.event) : blankEventForm(defaultDay)), fieldProblems);
  const { form, problems, touched } = editor;
  const [initialImages] = useState<EditorImage[]>(loaded?.images ?? []);
  const [images, setImages] = useState(initialImages);
  // The form's own changes count through useEditorForm; its images count here (leave-guard.ts).
  useUnsavedChanges(!sameValues(imageMarks(images), imageMarks(initialImages)));
  const [submitProblem, setSubmitProblem] = useState<SubmitProblem | null>(null);
  const save = useSaveEvent();
  const deletion = useDeleteEvent();
  const notes = linkNotes(form);

  /** The text to show on a field: a problem from submit, else its own problem or note once touched. */
  const problemOf = (path: string) => {
    if (submitProblem?.field === path) return submitProblem.message;
    return touched[path] ? (problems[path] ?? notes[path]) : undefined;
  };

  /** A change validates its field at once (SPEC section 4) and ends a submit problem it may have mended. */
  function change(patch: Partial<EventForm>) {
    const fields = Object.keys(patch);
    editor.change(patch);
    editor.touch(...fields);
    const mended = (field: string) =>
      fields.includes(field) || (DATE_FIELDS.includes(field) && fields.some((name) => DATE_FIELDS.includes(name)));
    if (submitProblem && mended(submitProblem.field)) setSubmitProblem(null);
  }

  /** Saves, or answers the field a submit problem is on, for the screen to move focus there. */
  function submit(knownGrades: readonly string[]): string | null {
    const check = checkSubmit(form, knownGrades);
    if (!check.ok) {
      setSubmitProblem({ field: check.field, message: check.message });
      notifyError(check.message);
      return check.field;
    }
    save.mutate({ input: check.input, images }, { onSuccess: (saved) => onClose(saved) });
    return null;
  }

  function remove() {
    if (form.id && confirmed(EVENT_MESSAGES.confirmDelete)) deletion.mutate(form.id, { onSuccess: () => onClose() });
  }

  function clear() {
    editor.reset(blankEventForm(defaultDay));
    setImages([]);
    setSubmitProblem(null);
  }

  const pending = save.isPending || deletion.isPending;
  // Link rows show their problems, or the notes that they will be left out, once a cell was left.
  const rowProblems = { ...notes, ...problems };
  return {
    form,
    images,
    setImages,
    pending,
    valid: editor.valid,
    problemOf,
    touched,
    rowProblems,
    touch: editor.touch,
    change,
    submit,
    remove,
    clear,
  };
}
