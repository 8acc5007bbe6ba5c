import type { ReactNode, RefObject } from 'react';
import { Icon } from '../ui/Icon';
import { LoadingOverlay } from '../ui/Spinner';
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
  /** The list and what goes with it (search, hints). */
  children: ReactNode;
  /** The open editor, beside the list (below it on phones), and any dialog of the tool. */
  editor: ReactNode;
}

/**
 * A tool with a list and the editor beside it (the Committee, Grade and Users tools, SPEC section 2): the
 * heading with its Add button over the list, the editor next to it once opened.
 */
export function AdminToolShell({ className, heading, headingId, addLabel, addButton, onAdd, busy, children, editor }: AdminToolShellProps) {
  return (
    <div className={`admin-tool ${className}`}>
      {busy && <LoadingOverlay />}
      <section className="admin-tool__list" aria-labelledby={headingId}>
        <div className="admin-tool__head">
          <h1 id={headingId}>{heading}</h1>
          <button ref={addButton} type="button" className="button" onClick={onAdd}>
            <Icon name="add" /> {addLabel}
          </button>
        </div>
        {children}
      </section>
      {editor}
    </div>
  );
}
