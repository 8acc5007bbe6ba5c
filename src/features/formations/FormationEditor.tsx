import { useId, useState } from 'react';
import { EditorForm, EditorPanel, sameValues, useEditorForm } from '../../shared/admin/AdminEditor';
import { useLoadFailure } from '../../shared/admin/admin-query';
import { confirmed, notifyFailure } from '../../shared/admin/report';
import { useUnsavedChanges } from '../../shared/admin/leave-guard';
import { describedBy, Field } from '../../shared/ui/Field';
import { Icon } from '../../shared/ui/Icon';
import { LinkFields } from '../../shared/ui/LinkFields';
import type { EditorImage } from '../photos';
import { ImageUploader } from '../photos/ui';
import { useDeleteFormation } from './api/use-delete-formation';
import { useFormation } from './api/use-formation';
import { useSaveFormation } from './api/use-save-formation';
import { COMMITTEE_DESCRIPTION_MAX, GRADE_ICON_LABELS, GRADE_ICONS, type Formation, type FormationType } from './formation';
import { blankForm, formFromFormation, formProblems, parseForm } from './formation-form';
import { FORMATION_EDITOR_TEXT, FORMATION_MESSAGES, FORMATION_TOOL_TEXT } from './formation-messages';
import { LeadershipFields } from './RowFields';

interface FormationEditorProps {
  type: FormationType;
  /** The item to edit, or null for a new one. */
  slug: string | null;
  onBack: () => void;
  /** Called once the save (with the saved item) or the delete, and every image call, have finished. */
  onSaved: (saved?: Formation) => void;
}

/** Images differ when one was added, removed, or marked or unmarked for removal. */
const imageMarks = (images: readonly EditorImage[]) => images.map((image) => [image.key, image.remove]);

/** A saved committee opens in its popup on the Committees page, a grade on its own page. */
const publicPathOf = (type: FormationType, slug: string) =>
  `/${type === 'committee' ? 'committees' : 'grades'}/${encodeURIComponent(slug)}`;

const reportLoadFailure = (error: Error) => notifyFailure(null, error);

/** The Committee Editor and Grade Editor (SPEC sections 2, 4 and 5): blank for a new item, else loaded by slug. */
export function FormationEditor({ type, slug, onBack, onSaved }: FormationEditorProps) {
  const loaded = useFormation(type, slug);
  useLoadFailure(loaded.error, reportLoadFailure);
  const text = FORMATION_TOOL_TEXT[type];
  return (
    <EditorPanel
      heading={FORMATION_EDITOR_TEXT.heading(text.label, Boolean(loaded.data))}
      onBack={onBack}
      siteLink={loaded.data && publicPathOf(type, loaded.data.formation.slug)}
    >
      {/* The form starts again once the item has loaded: blank until then, as a new item is. */}
      <FormationForm key={loaded.data ? 'loaded' : 'blank'} type={type} loaded={loaded.data} loading={loaded.isLoading} onSaved={onSaved} />
    </EditorPanel>
  );
}

interface FormationFormProps {
  type: FormationType;
  loaded: { formation: Formation; images: EditorImage[] } | undefined;
  loading: boolean;
  onSaved: (saved?: Formation) => void;
}

function FormationForm({ type, loaded, loading, onSaved }: FormationFormProps) {
  const editor = useEditorForm(() => (loaded ? formFromFormation(loaded.formation) : blankForm(type)), formProblems);
  const { form, problems, touched, touch, change } = editor;
  const [initialImages] = useState<EditorImage[]>(loaded?.images ?? []);
  const [images, setImages] = useState(initialImages);
  useUnsavedChanges(!sameValues(imageMarks(images), imageMarks(initialImages)));
  const save = useSaveFormation(type);
  const remove = useDeleteFormation(type);
  const canSubmit = editor.valid && !loading && !save.isPending && !remove.isPending;
  const spanishHint = useId();

  function deleteAfterConfirm(id: string) {
    if (confirmed(FORMATION_MESSAGES.confirmDelete(type))) remove.mutate(id, { onSuccess: () => onSaved() });
  }

  const { _id: id } = form;
  return (
    <EditorForm
      canSubmit={canSubmit}
      loading={loading}
      onSubmit={() => save.mutate({ input: parseForm(form), images }, { onSuccess: (saved) => onSaved(saved) })}
      onDelete={id ? () => deleteAfterConfirm(id) : undefined}
      onClear={() => {
        editor.reset(blankForm(type));
        setImages([]);
      }}
    >
      <Field label="Title" required error={editor.problemOf('title')}>
        {(control) => (
          <input
            {...control}
            value={form.title}
            onChange={(event) => change({ title: event.target.value })}
            onBlur={() => touch('title')}
          />
        )}
      </Field>
      <Field label={FORMATION_EDITOR_TEXT.titleEs} error={editor.problemOf('title_es')}>
        {(control) => (
          <>
            <input
              {...control}
              name="title_es"
              lang="es"
              aria-describedby={describedBy(control['aria-describedby'], spanishHint)}
              value={form.title_es}
              onChange={(event) => change({ title_es: event.target.value })}
              onBlur={() => touch('title_es')}
            />
            <span id={spanishHint} className="formation-editor__hint">
              {FORMATION_EDITOR_TEXT.spanishHint}
            </span>
          </>
        )}
      </Field>
      {type === 'grade' && (
        <>
          <Field label="Icon" required group className="icon-picker">
            {(control) =>
              GRADE_ICONS.map((icon) => (
                <label key={icon} className="icon-picker__option">
                  <input
                    type="radio"
                    name={`${control.id}-icon`}
                    value={icon}
                    checked={form.icon === icon}
                    onChange={() => change({ icon })}
                  />
                  <Icon name={icon} />
                  <span className="visually-hidden">{GRADE_ICON_LABELS[icon]}</span>
                </label>
              ))
            }
          </Field>
          <Field label="Colour" required>
            {(control) => (
              <span className="color-field">
                <input
                  id={control.id}
                  required={control.required}
                  type="color"
                  value={form.color}
                  onChange={(event) => change({ color: event.target.value })}
                />
                <output htmlFor={control.id}>{form.color}</output>
              </span>
            )}
          </Field>
        </>
      )}
      {type === 'committee' && (
        <Field label="Description" error={editor.problemOf('description')}>
          {(control) => (
            <>
              <textarea
                {...control}
                name="description"
                rows={3}
                value={form.description}
                onChange={(event) => change({ description: event.target.value })}
                onBlur={() => touch('description')}
              />
              <span className="formation-editor__hint">
                {FORMATION_EDITOR_TEXT.descriptionLeft(COMMITTEE_DESCRIPTION_MAX - form.description.trim().length)}
              </span>
            </>
          )}
        </Field>
      )}
      {type === 'committee' && (
        <Field label={FORMATION_EDITOR_TEXT.descriptionEs} error={editor.problemOf('description_es')}>
          {(control) => (
            <textarea
              {...control}
              name="description_es"
              lang="es"
              rows={3}
              value={form.description_es}
              onChange={(event) => change({ description_es: event.target.value })}
              onBlur={() => touch('description_es')}
            />
          )}
        </Field>
      )}
      <LeadershipFields
        leaders={form.leadership}
        problems={problems}
        touched={touched}
        onTouch={touch}
        onChange={(leadership) => change({ leadership })}
      />
      <LinkFields
        links={form.links}
        problems={problems}
        touched={touched}
        onTouch={touch}
        onChange={(links) => change({ links })}
        spanishLabels
      />
      <ImageUploader label={FORMATION_TOOL_TEXT[type].images} images={images} single={type === 'grade'} onChange={setImages} />
    </EditorForm>
  );
}
