import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { Icon } from '../ui/Icon';
import { confirmLeave } from './leave-guard';
import { EDITOR_TEXT } from './messages';
import './admin-editor.css';

interface EditorPanelProps {
  heading: string;
  /** The way back to the list: 'Back', or 'All Events' in the Events Tool. */
  backLabel?: string;
  onBack: () => void;
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
export function EditorPanel({ heading, backLabel = EDITOR_TEXT.back, onBack, className, children }: EditorPanelProps) {
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
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/** An admin editor's form: its fields, then Delete (or Clear) and Submit; Enter submits only when allowed. */
export function EditorForm({ canSubmit, onSubmit, onDelete, onClear, formRef, children }: EditorFormProps) {
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) onSubmit();
      }}
    >
      {children}
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
