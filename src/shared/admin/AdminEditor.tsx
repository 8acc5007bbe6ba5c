/**
 * Every admin editor (SPEC sections 2 and 4): its form state (useEditorForm) and the card it is drawn in
 * (EditorPanel), with the parts of that card.
 */
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { Icon } from '../ui/Icon';
import { confirmLeave, useUnsavedChanges } from './leave-guard';
import { hasProblems, type FieldProblems } from './problems';
import { EDITOR_TEXT } from './messages';
import { SiteLink } from './SiteLink';
import './admin-editor.css';

/**
 * The editable state of an admin form: its values, the problems the feature's schema finds in them (through
 * problemsOf), which fields were left, since a field shows its problem once left or changed (SPEC section 4),
 * and whether the values differ from the ones it started from (unsaved changes, leave-guard.ts). Every admin
 * form holds its values this way.
 */
type Touched = Readonly<Record<string, boolean>>;

/** Form values are plain data: the same JSON means the same values. */
export const sameValues = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

export function useEditorForm<F extends object>(initial: F | (() => F), check: (form: F) => FieldProblems) {
  const [form, setForm] = useState(initial);
  // What the form started from, or was last reset to: the values a save stored.
  const [baseline, setBaseline] = useState(form);
  const [touched, setTouched] = useState<Touched>({});
  const problems = check(form);
  const dirty = !sameValues(form, baseline);
  useUnsavedChanges(dirty);

  /** Marks fields as left: their problems show from now on. */
  const touch = (...paths: string[]) =>
    setTouched((current) =>
      paths.every((path) => current[path]) ? current : { ...current, ...Object.fromEntries(paths.map((path) => [path, true])) },
    );

  return {
    form,
    problems,
    touched,
    /** True when the schema finds nothing: Submit may be enabled. */
    valid: !hasProblems(problems),
    /** True while the values differ from the ones the form started from (or was reset to). */
    dirty,
    /** The problem a field shows now: its own, once it was left. */
    problemOf: (path: string): string | undefined => (touched[path] ? problems[path] : undefined),
    touch,
    change: (patch: Partial<F>) => setForm((current) => ({ ...current, ...patch })),
    /** New values (Clear, or the answer of a save), every field untouched again and nothing unsaved. */
    reset: (next: F) => {
      setForm(next);
      setBaseline(next);
      setTouched({});
    },
  };
}

interface EditorPanelProps {
  heading: string;
  /** The way back to the list: 'Back', or 'All Events' in the Events Tool. */
  backLabel?: string;
  onBack: () => void;
  /** The saved item's public page, linked under the heading ('View on the site'); none for a new item. */
  siteLink?: string;
  /** The editor's own class, for what differs (the Event Editor's width). */
  className?: string;
  /** The form, or what shows instead of it (an item that could not be loaded). */
  children: ReactNode;
}

/**
 * The card every admin editor is drawn in (SPEC sections 2 and 4): a link back to the list and the heading,
 * which takes focus when the editor opens, since it opens below the list on a phone or in its place. The
 * way back asks first when the form holds unsaved changes (leave-guard.ts).
 */
export function EditorPanel({ heading, backLabel = EDITOR_TEXT.back, onBack, siteLink, className, children }: EditorPanelProps) {
  const headingId = useId();
  const headingElement = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingElement.current?.scrollIntoView({ block: 'start' });
    headingElement.current?.focus();
  }, []);
  return (
    <section className={className ? `admin-editor ${className}` : 'admin-editor'} aria-labelledby={headingId}>
      <button type="button" className="link-button" onClick={() => confirmLeave() && onBack()}>
        <Icon name="arrow_back" size={20} /> {backLabel}
      </button>
      <h2 id={headingId} ref={headingElement} tabIndex={-1}>
        {heading}
      </h2>
      {siteLink && <SiteLink href={siteLink} />}
      {children}
    </section>
  );
}

interface EditorFormProps {
  /** False while a field fails its check or a call is in flight: Submit is disabled (SPEC section 5). */
  canSubmit: boolean;
  onSubmit: () => void;
  /** An existing item shows Delete (SPEC section 4); the caller asks for the confirmation. */
  onDelete?: () => void;
  /** A new item shows Clear. */
  onClear?: () => void;
  /**
   * The item is still loading: its fields cannot be used yet, as the form starts again with the item's values
   * once it has loaded, and what was typed or added meanwhile would be dropped.
   */
  loading?: boolean;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/** An admin editor's form: its fields, then Delete (or Clear) and Submit; Enter submits only when allowed. */
export function EditorForm({ canSubmit, onSubmit, onDelete, onClear, loading = false, formRef, children }: EditorFormProps) {
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) onSubmit();
      }}
    >
      <fieldset className="admin-editor__fields" role="none" disabled={loading}>
        {children}
      </fieldset>
      <div className="admin-editor__actions">
        {onDelete ? (
          <button type="button" className="button button--danger" onClick={onDelete}>
            <Icon name="delete" size={20} /> {EDITOR_TEXT.delete}
          </button>
        ) : (
          onClear && (
            <button type="button" className="button button--ghost" onClick={onClear}>
              {EDITOR_TEXT.clear}
            </button>
          )
        )}
        <button type="submit" className="button" disabled={!canSubmit}>
          {EDITOR_TEXT.submit}
        </button>
      </div>
    </form>
  );
}
