/**
 * The Event Editor's state and calls (SPEC sections 4, 5 and 8): load an event and its photos, save it
 * (update or new), then the image calls, delete, clear. The component only draws what this holds.
 */
import { useEffect, useState } from 'react';
import { actionableReason } from '../../shared/api-client';
import { applyImageChanges } from '../photos';
import { deleteEvent, getEvent, saveEvent } from './events-api';
import { notifyError, notifySuccess } from '../../shared/notify';
import { loadAllPhotos } from '../photos';
import { existingImages, type EditorImage } from '../photos';
import { blankEventForm, checkSubmit, eventFormFrom, fieldProblems, linkNotes, type EventForm } from './event-form';
import { EVENT_MESSAGES } from './event-messages';

/** A problem found on submit (a missing date, a start after the end), shown on its field too. */
interface SubmitProblem {
  field: string;
  message: string;
}

const DATE_FIELDS = ['startDt', 'endDt'];

export function useEventEditor(eventId: string | null, defaultDay: string | undefined, onClose: (changed: boolean) => void) {
  const [form, setForm] = useState<EventForm>(() => blankEventForm(defaultDay));
  const [images, setImages] = useState<EditorImage[]>([]);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitProblem, setSubmitProblem] = useState<SubmitProblem | null>(null);
  const [busy, setBusy] = useState(Boolean(eventId));
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!eventId) return;
    const loading = new AbortController();
    setBusy(true);
    getEvent(eventId, { auth: true, signal: loading.signal })
      .then(async (event) => {
        const photos = await loadAllPhotos('event', event.id, event.image_count);
        if (loading.signal.aborted) return;
        setForm(eventFormFrom(event));
        setImages(existingImages(photos));
      })
      .catch((error: unknown) => {
        if (loading.signal.aborted) return;
        notifyError(EVENT_MESSAGES.fetchFailed, error);
        setLoadFailed(true);
      })
      .finally(() => !loading.signal.aborted && setBusy(false));
    return () => loading.abort();
  }, [eventId]);

  const problems = fieldProblems(form);
  const notes = linkNotes(form);

  /** The text to show on a field: a problem from submit, else its own problem or note once touched. */
  const problemOf = (path: string) => {
    if (submitProblem?.field === path) return submitProblem.message;
    return touched[path] ? (problems[path] ?? notes[path]) : undefined;
  };

  const touch = (path: string) => setTouched((current) => (current[path] ? current : { ...current, [path]: true }));

  /** A change validates its field at once (SPEC section 4) and ends a submit problem it may have mended. */
  function change(patch: Partial<EventForm>) {
    const fields = Object.keys(patch);
    setForm((current) => ({ ...current, ...patch }));
    setTouched((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, true])) }));
    const mended = (field: string) => fields.includes(field) || (DATE_FIELDS.includes(field) && fields.some((name) => DATE_FIELDS.includes(name)));
    if (submitProblem && mended(submitProblem.field)) setSubmitProblem(null);
  }

  /** Saves, or answers the field a submit problem is on, for the screen to move focus there. */
  async function submit(knownGrades: readonly string[]): Promise<string | null> {
    const check = checkSubmit(form, knownGrades);
    if (!check.ok) {
      setSubmitProblem({ field: check.field, message: check.message });
      notifyError(check.message);
      return check.field;
    }
    setBusy(true);
    try {
      const saved = await saveEvent(check.input);
      notifySuccess(EVENT_MESSAGES.saved);
      await applyImageChanges('event', saved.id, images);
      onClose(true);
      return null;
    } catch (error) {
      notifyError(EVENT_MESSAGES.saveFailed, error);
      const reason = actionableReason(error);
      if (reason) notifyError(reason);
      setBusy(false);
      return null;
    }
  }

  async function remove() {
    if (!form.id || !window.confirm(EVENT_MESSAGES.confirmDelete)) return;
    setBusy(true);
    try {
      await deleteEvent(form.id);
      notifySuccess(EVENT_MESSAGES.deleted);
      onClose(true);
    } catch (error) {
      notifyError(EVENT_MESSAGES.deleteFailed, error);
      setBusy(false);
    }
  }

  function clear() {
    setForm(blankEventForm(defaultDay));
    setImages([]);
    setTouched({});
    setSubmitProblem(null);
  }

  const canSubmit = Object.keys(problems).length === 0 && !busy && !loadFailed;
  // Link rows show their problems, or the notes that they will be left out, once a cell was left.
  const rowProblems = { ...notes, ...problems };
  return { form, images, setImages, busy, loadFailed, canSubmit, problemOf, touched, rowProblems, touch, change, submit, remove, clear };
}
