import { useEffect, useId, useRef, useState } from 'react';
import { applyImageChanges } from '../photos';
import { deleteFormation, getFormation, saveFormation } from './formations-api';
import { notifyError, notifySuccess } from '../../shared/notify';
import { loadAllPhotos } from '../photos';
import { existingImages, type EditorImage } from '../photos';
import { GRADE_ICON_LABELS, GRADE_ICONS, type FormationType } from './formation';
import { Field } from '../../shared/ui/Field';
import { Icon } from '../../shared/ui/Icon';
import { ImageUploader } from '../photos/ui';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { blankForm, formFromFormation, formProblems, parseForm, type FormationForm } from './formation-form';
import { LinkFields } from '../../shared/ui/LinkFields';
import { LeadershipFields } from './RowFields';
import { FORMATION_MESSAGES } from './formation-messages';

interface FormationEditorProps {
  type: FormationType;
  /** The item to edit, or null for a new one. */
  slug: string | null;
  onBack: () => void;
  /** Called once the save and every image call have finished. */
  onSaved: () => void;
}

/** The Committee Editor and Grade Editor (SPEC sections 2, 4 and 5). */
export function FormationEditor({ type, slug, onBack, onSaved }: FormationEditorProps) {
  const [form, setForm] = useState<FormationForm>(() => blankForm(type));
  const [images, setImages] = useState<EditorImage[]>([]);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(Boolean(slug));
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const label = type === 'grade' ? 'Grade' : 'Committee';

  // On a phone the editor opens below the list: bring it into view and move focus to it.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (!slug) return;
    getFormation(type, slug)
      .then(async (item) => {
        setForm(formFromFormation(item));
        setImages(existingImages(await loadAllPhotos(type, item._id, item.image_count)));
      })
      .catch((error: unknown) => notifyError(error instanceof Error ? error.message : String(error), error))
      .finally(() => setBusy(false));
  }, [type, slug]);

  const problems = formProblems(form);
  const canSubmit = Object.keys(problems).length === 0 && !busy;
  const showProblem = (path: string) => (touched[path] ? problems[path] : undefined);
  const touch = (path: string) => setTouched((current) => ({ ...current, [path]: true }));

  async function submit() {
    setBusy(true);
    try {
      const saved = await saveFormation(parseForm(form));
      notifySuccess(FORMATION_MESSAGES.saved);
      await applyImageChanges(type, saved._id, images);
      onSaved();
    } catch (error) {
      notifyError(FORMATION_MESSAGES.saveFailed, error);
      const reason = FORMATION_MESSAGES.saveFailedReason(error);
      if (reason) notifyError(reason);
      setBusy(false);
    }
  }

  async function remove() {
    if (!form._id || !window.confirm(FORMATION_MESSAGES.confirmDelete(type))) return;
    setBusy(true);
    try {
      await deleteFormation(type, form._id);
      notifySuccess(FORMATION_MESSAGES.deleted(type));
      onSaved();
    } catch (error) {
      notifyError(FORMATION_MESSAGES.deleteFailed(type), error);
      setBusy(false);
    }
  }

  function clear() {
    setForm(blankForm(type));
    setImages([]);
    setTouched({});
  }

  return (
    <section className="formation-editor" aria-labelledby={headingId}>
      {busy && <LoadingOverlay />}
      <button type="button" className="link-button" onClick={onBack}>
        <Icon name="arrow_back" size={20} /> Back
      </button>
      <h2 id={headingId} ref={heading} tabIndex={-1}>{form._id ? `Edit ${label}` : `New ${label}`}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit) void submit();
        }}
      >
        <Field label="Title" required error={showProblem('title')}>
          {(control) => <input {...control} value={form.title} onChange={(event) => setForm({ ...form, title: event.target.value })} onBlur={() => touch('title')} />}
        </Field>
        {type === 'grade' && (
          <>
            <Field label="Icon" required group className="icon-picker">
              {(control) =>
                GRADE_ICONS.map((icon) => (
                  <label key={icon} className="icon-picker__option">
                    <input type="radio" name={`${control.id}-icon`} value={icon} checked={form.icon === icon} onChange={() => setForm({ ...form, icon })} />
                    <Icon name={icon} />
                    <span className="visually-hidden">{GRADE_ICON_LABELS[icon]}</span>
                  </label>
                ))
              }
            </Field>
            <Field label="Colour" required>
              {(control) => (
                <span className="color-field">
                  <input id={control.id} required={control.required} type="color" value={form.color} onChange={(event) => setForm({ ...form, color: event.target.value })} />
                  <output htmlFor={control.id}>{form.color}</output>
                </span>
              )}
            </Field>
          </>
        )}
        <LeadershipFields leaders={form.leadership} problems={problems} touched={touched} onTouch={touch} onChange={(leadership) => setForm({ ...form, leadership })} />
        <LinkFields links={form.links} problems={problems} touched={touched} onTouch={touch} onChange={(links) => setForm({ ...form, links })} />
        <ImageUploader label={type === 'grade' ? 'Grade image' : 'Images'} images={images} single={type === 'grade'} onChange={setImages} />
        <div className="formation-editor__actions">
          {form._id ? (
            <button type="button" className="button button--danger" onClick={() => void remove()}>
              <Icon name="delete" size={20} /> Delete
            </button>
          ) : (
            <button type="button" className="button button--ghost" onClick={clear}>
              Clear
            </button>
          )}
          <button type="submit" className="button" disabled={!canSubmit}>
            Submit
          </button>
        </div>
      </form>
    </section>
  );
}
