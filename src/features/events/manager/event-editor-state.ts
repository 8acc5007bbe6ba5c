/**
 * The Event Editor's form and state (SPEC sections 4, 5 and 8): the form (blank, or the loaded event), the
 * checks that keep Submit disabled and those made on submit, its images, the problems found on submit, and
 * the save (update or new, then the image calls) and delete. Every rule comes from the save schema the event
 * function uses (event-schema.ts). The component (EventEditor.tsx) only draws what this holds.
 */
import { useState } from 'react';
import { useUnsavedChanges } from '../../../shared/admin/leave-guard';
import { issueProblems, problemsOf, type FieldProblems } from '../../../shared/admin/problems';
import { confirmed } from '../../../shared/admin/report';
import { sameValues, useEditorForm } from '../../../shared/admin/AdminEditor';
import { isValidLinkPill } from '../../../shared/links';
import { notifyError } from '../../../shared/notify';
import { z } from '../../../shared/zod';
import { linkPillSchema, type LinkPill } from '../../formations';
import type { EditorImage } from '../../photos';
import { useDeleteEvent, useSaveEvent } from '../api/admin-events';
import type { EventView } from '../core/event';
import { eventInputSchema, keepValidLinks, type EventInput, type SeriesScope } from '../core/event-schema';
import { EVENT_EDITOR_TEXT, EVENT_MESSAGES } from '../event-messages';
import {
  followStart,
  type LoadedSeries,
  NO_REPEAT,
  repeatChanged,
  repeatFormOf,
  repeatProblems,
  type RepeatForm,
  seriesValues,
} from './series-form';

export interface EventForm {
  /** Set when editing a stored event: the save is an update. */
  id?: string;
  /** The version loaded, so a stale edit is refused (409). */
  version?: number;
  title: string;
  /** The Spanish texts (docs/decisions/070): '' while there is none. */
  title_es: string;
  /** `yyyy-MM-dd'T'HH:mm` wall times, as a datetime-local input holds them. */
  startDt: string;
  endDt: string;
  location: string;
  description: string;
  description_es: string;
  /** Grade slugs; none = school wide. */
  grade_list: string[];
  event_links: LinkPill[];
  /** The repeat controls (series-form.ts) and the skipped dates `yyyy-MM-dd` of a series. */
  repeat: RepeatForm;
  exdates: string[];
  /** Set when editing a stored series or one of its occurrences (DESIGN section 9). */
  loadedSeries?: LoadedSeries;
}

/** The hours a new event gets on the day the Events Manager offers (decision 016). */
const NEW_EVENT_HOURS = { start: '09:00', end: '10:00' } as const;

/** A new event: empty, or on the given day `yyyy-MM-dd` from 9:00 to 10:00. */
export function blankEventForm(defaultDay?: string): EventForm {
  const day = defaultDay && /^\d{4}-\d{2}-\d{2}$/.test(defaultDay) ? defaultDay : '';
  return {
    title: '',
    title_es: '',
    startDt: day && `${day}T${NEW_EVENT_HOURS.start}`,
    endDt: day && `${day}T${NEW_EVENT_HOURS.end}`,
    location: '',
    description: '',
    description_es: '',
    grade_list: [],
    event_links: [],
    repeat: NO_REPEAT,
    exdates: [],
  };
}

export function eventFormFrom(event: EventView): EventForm {
  const repeat = repeatFormOf(event.rrule, event.occurrence ?? event.startDt.slice(0, 10));
  return {
    id: event.id,
    version: event.version,
    title: event.title,
    title_es: event.title_es ?? '',
    startDt: event.startDt,
    endDt: event.endDt,
    location: event.location,
    description: event.description,
    description_es: event.description_es ?? '',
    grade_list: [...event.grade_list],
    event_links: event.event_links.map((link) => ({ ...link })),
    repeat,
    exdates: [...(event.exdates ?? [])],
    ...(event.rrule && {
      loadedSeries: {
        rrule: event.rrule,
        repeat,
        exdates: [...(event.exdates ?? [])],
        ...(event.series_id && { occurrence: event.occurrence }),
      },
    }),
  };
}

// The fields one at a time: the start/end order is checked on submit, as the spec says.
const fieldsSchema = z.object(eventInputSchema.shape).omit({ event_links: true, grade_list: true });

/**
 * The link rows' problems: a row that passes the pill check is sent, so its problems (an address that is
 * neither web nor email, too long) block Submit; a row that fails the pill check is dropped on submit
 * (SPEC section 5), so its problems are only notes saying so.
 */
function linkProblems(links: readonly LinkPill[]): { blocking: FieldProblems; notes: FieldProblems } {
  const blocking: FieldProblems = {};
  const notes: FieldProblems = {};
  links.forEach((link, index) => {
    const checked = linkPillSchema.safeParse(link);
    if (checked.success) return;
    const kept = isValidLinkPill(link);
    const issues = checked.error.issues.map((issue) =>
      kept ? issue : { ...issue, message: EVENT_EDITOR_TEXT.linkLeftOut(issue.message) },
    );
    Object.assign(kept ? blocking : notes, issueProblems(issues, `event_links.${index}.`));
  });
  return { blocking, notes };
}

/**
 * What keeps Submit disabled: the required fields (title, start, end: empty, not a real date, too long),
 * the other fields' limits, and the link rows that will be sent but cannot be saved.
 */
export function fieldProblems(form: EventForm): FieldProblems {
  return { ...problemsOf(fieldsSchema, form), ...linkProblems(form.event_links).blocking, ...repeatProblems(form) };
}

/** An occurrence of a series: saving or deleting it asks which events it means (ScopeDialog.tsx). */
export const isOccurrence = (form: EventForm): boolean => form.loadedSeries?.occurrence !== undefined;

/** Notes on the link rows that fail the pill check and will be dropped on submit. */
export const linkNotes = (form: EventForm): FieldProblems => linkProblems(form.event_links).notes;

export type SubmitCheck = { ok: true; input: EventInput } | { ok: false; message: string; /** The field to show it on. */ field: string };

/**
 * The checks on submit, in the spec's order: a missing date, then (once every field is well formed) a start
 * after the end, then everything else the function checks. Failing link rows are dropped; so are grades no
 * longer stored, when the stored grades are known (`knownGrades`), since the function refuses them. An
 * occurrence's save carries the scope chosen (a series' rule is checked for a new series and `following`).
 */
export function checkSubmit(form: EventForm, knownGrades: readonly string[] = [], scope?: SeriesScope): SubmitCheck {
  if (!form.startDt.trim()) return { ok: false, message: EVENT_MESSAGES.missingDate, field: 'startDt' };
  if (!form.endDt.trim()) return { ok: false, message: EVENT_MESSAGES.missingDate, field: 'endDt' };
  const [problem] = Object.entries(fieldProblems(form));
  if (problem) return { ok: false, field: problem[0], message: problem[1] };
  if (form.startDt > form.endDt) return { ok: false, message: EVENT_MESSAGES.startAfterEnd, field: 'endDt' };
  const known = new Set(knownGrades);
  const result = eventInputSchema.safeParse({
    ...form,
    ...seriesValues(form, scope),
    event_links: keepValidLinks(form.event_links),
    grade_list: known.size ? form.grade_list.filter((slug) => known.has(slug)) : form.grade_list,
  });
  if (result.success) return { ok: true, input: result.data };
  const [issue] = result.error.issues;
  return { ok: false, message: issue?.message ?? EVENT_MESSAGES.saveFailed, field: issue?.path.map(String).join('.') || 'endDt' };
}

// The editor's state.

/** A problem found on submit (a missing date, a start after the end), shown on its field too. */
interface SubmitProblem {
  field: string;
  message: string;
}

const DATE_FIELDS = ['startDt', 'endDt'];

/** A save or delete of an occurrence held back while the scope dialog asks which events it means. */
interface ScopeQuestion {
  action: 'save' | 'delete';
  knownGrades: readonly string[];
}

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
  const [asking, setAsking] = useState<ScopeQuestion | null>(null);
  const save = useSaveEvent();
  const deletion = useDeleteEvent();
  const notes = linkNotes(form);

  /** The text to show on a field: a problem from submit, else its own problem or note once touched. */
  const problemOf = (path: string) => {
    if (submitProblem?.field === path) return submitProblem.message;
    return touched[path] ? (problems[path] ?? notes[path]) : undefined;
  };

  /**
   * A change validates its field at once (SPEC section 4) and ends a submit problem it may have mended. The
   * repeat controls' problems are the schema's on 'rrule'; a weekly repeat follows a moved start's weekday.
   */
  function change(patch: Partial<EventForm>) {
    // One date of a series keeps the series' weekdays when it moves (it may move alone, "This event").
    const follows = patch.startDt !== undefined && !patch.repeat && !isOccurrence(form);
    const moved = follows ? { repeat: followStart(form.repeat, form.startDt, patch.startDt ?? '') } : {};
    const fields = Object.keys(patch).map((field) => (field === 'repeat' ? 'rrule' : field));
    editor.change({ ...patch, ...moved });
    editor.touch(...fields);
    const mended = (field: string) =>
      fields.includes(field) || (DATE_FIELDS.includes(field) && fields.some((name) => DATE_FIELDS.includes(name)));
    if (submitProblem && mended(submitProblem.field)) setSubmitProblem(null);
  }

  /**
   * Saves, or answers the field a submit problem is on, for the screen to move focus there. An occurrence of
   * a series first asks which events the save means (the scope dialog): the save waits for chooseScope.
   */
  function submit(knownGrades: readonly string[], scope?: SeriesScope): string | null {
    const occurrence = isOccurrence(form);
    // Before the question, an occurrence is checked as 'this' would be: its series is checked at the controls.
    const check = checkSubmit(form, knownGrades, occurrence ? (scope ?? 'this') : undefined);
    if (!check.ok) {
      setSubmitProblem({ field: check.field, message: check.message });
      notifyError(check.message);
      return check.field;
    }
    if (occurrence && !scope) setAsking({ action: 'save', knownGrades });
    else save.mutate({ input: check.input, images }, { onSuccess: (saved) => onClose(saved) });
    return null;
  }

  function remove() {
    if (!form.id) return;
    if (isOccurrence(form)) setAsking({ action: 'delete', knownGrades: [] });
    else if (confirmed(EVENT_MESSAGES.confirmDelete)) deletion.mutate({ id: form.id }, { onSuccess: () => onClose() });
  }

  /** The scope dialog's answer: the save or delete it held back goes ahead with it. */
  function chooseScope(scope: SeriesScope): string | null {
    setAsking(null);
    if (asking?.action === 'save') return submit(asking.knownGrades, scope);
    if (asking?.action === 'delete' && form.id) deletion.mutate({ id: form.id, scope }, { onSuccess: () => onClose() });
    return null;
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
    /** The scope dialog's question, while it is open: 'save' or 'delete'. */
    asking: asking?.action ?? null,
    chooseScope,
    cancelScope: () => setAsking(null),
    /** Whether "This event" can be chosen: it changes one date and cannot apply a changed repeat. */
    repeatChanged: repeatChanged(form),
  };
}
