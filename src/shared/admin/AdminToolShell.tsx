import type { ReactNode, RefObject } from 'react';
import { Icon } from '../ui/Icon';
import { IslandLoading } from '../ui/IslandLoading';
import { LoadingOverlay } from '../ui/Spinner';
import { SavedStatus } from './SavedStatus';
import './admin-tool.css';

interface AdminToolShellProps {
  /** The tool's own class, for what differs between tools (the columns' proportions). */
  className: string;
  heading: string;
  headingId: string;
  addLabel: string;
  /** From useEditorTarget: focus comes back here when the opener of a closed editor is gone. */
  addButton: RefObject<HTMLButtonElement | null>;
  onAdd: () => void;
  /** Shows the loading overlay (useAdminBusy). */
  busy: boolean;
  /** The list's first load: a labelled placeholder in its place ('Loading committees'). */
  loadingLabel?: string;
  /** What the last save did and where the item is (useSavedHighlight), read out politely. */
  announcement?: string;
  /** A line under the heading about the whole tool, shown while the list loads too (the frame draws it). */
  hint?: string;
  /** The list and what goes with it (search, hints). */
  children: ReactNode;
  /** The open editor, beside the list (below it on phones), and any dialog of the tool. */
  editor: ReactNode;
}

/**
 * A tool with a list and the editor beside it (the Committee, Grade and Users tools, SPEC section 2): the
 * heading with its Add button over the list, the editor next to it once opened.
 */
export function AdminToolShell(props: AdminToolShellProps) {
  const {
    className,
    heading,
    headingId,
    addLabel,
    addButton,
    onAdd,
    busy,
    loadingLabel,
    announcement = '',
    hint,
    children,
    editor,
  } = props;
  return (
    <div className={`admin-tool ${className}`}>
      {busy && <LoadingOverlay />}
      <section className="admin-tool__list" aria-labelledby={headingId}>
        <AdminToolHead heading={heading} headingId={headingId} addLabel={addLabel} addButton={addButton} onAdd={onAdd} />
        {hint && <p className="admin-tool__hint">{hint}</p>}
        {loadingLabel ? (
          <IslandLoading label={loadingLabel} part="This list">
            <AdminListSkeleton />
          </IslandLoading>
        ) : (
          children
        )}
      </section>
      <SavedStatus text={announcement} />
      {editor}
    </div>
  );
}

/** A tool's heading and its Add button; the admin frame draws it too before the tool's code arrives. */
export function AdminToolHead({
  heading,
  headingId,
  addLabel,
  addButton,
  onAdd,
}: Pick<AdminToolShellProps, 'heading' | 'headingId' | 'addLabel'> & Partial<Pick<AdminToolShellProps, 'addButton' | 'onAdd'>>) {
  return (
    <div className="admin-tool__head">
      <h1 id={headingId}>{heading}</h1>
      <button ref={addButton} type="button" className="button" onClick={onAdd}>
        <Icon name="add" /> {addLabel}
      </button>
    </div>
  );
}

/** Grey rows in the shape of a tool's list while it loads. */
function AdminListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <span className="admin-list-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="skeleton admin-list-skeleton__row" />
      ))}
    </span>
  );
}
