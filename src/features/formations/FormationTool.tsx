import { useId, useState } from 'react';
import { AdminToolShell } from '../../shared/admin/AdminToolShell';
import { useAdminBusy, useLoadFailure } from '../../shared/admin/admin-query';
import { useEditorTarget } from '../../shared/admin/use-editor-target';
import { useSavedHighlight } from '../../shared/admin/use-saved-highlight';
import { useFormationList } from './api/use-formation-list';
import { byTitle } from './committee';
import type { Formation, FormationType } from './formation';
import { FORMATION_EDITOR_TEXT, FORMATION_TOOL_TEXT } from './formation-messages';
import { FormationEditor } from './FormationEditor';
import { FormationRow, itemId } from './FormationRow';
import { GradeOrderList } from './GradeOrderList';
import './formations.css';

/** A failed list load is logged only and leaves the list empty (SPEC section 8). */
const logLoadFailure = (type: FormationType) => (error: Error) => console.error(`[EG03] ${type} list failed to load`, error);

/**
 * The Committee tool and Grade tool (SPEC section 2): a searchable list with the editor beside it. After a
 * save the list shows the saved item, marked, with focus on it (docs/decisions/030).
 */
export function FormationTool({ type }: { type: FormationType }) {
  const text = FORMATION_TOOL_TEXT[type];
  const list = useFormationList(type);
  useLoadFailure(list.error, logLoadFailure(type));
  const busy = useAdminBusy('formations');
  const { editing, open, close, addButton } = useEditorTarget<string>();
  const highlight = useSavedHighlight();
  const [search, setSearch] = useState('');
  const searchId = useId();

  const openEditor = (slug: string | null) => {
    highlight.clear();
    open(slug);
  };

  const closeEditor = (saved?: Formation) => {
    if (!saved) return void close();
    // The search is emptied so the saved item is in the list, wherever its new title sorts it.
    setSearch('');
    highlight.mark(saved.slug, FORMATION_EDITOR_TEXT.savedInList(text.label, saved.title));
    void close({ restoreFocus: false });
  };

  // Grades keep the order officers give them; committees read A-Z, as on the public page (docs/decisions/056).
  const stored = list.data?.list ?? [];
  const items = type === 'committee' ? [...stored].sort(byTitle) : stored;
  const query = search.trim().toLowerCase();
  const shown = query ? items.filter((item) => item.title.toLowerCase().includes(query)) : items;

  return (
    <AdminToolShell
      className="formation-tool"
      heading={text.heading}
      headingId={`${searchId}-heading`}
      addLabel={text.add}
      addButton={addButton}
      onAdd={() => openEditor(null)}
      busy={busy}
      loadingLabel={list.isPending ? text.loading : undefined}
      announcement={highlight.announcement}
      editor={
        editing && (
          <FormationEditor
            key={editing.target ?? 'new'}
            type={type}
            slug={editing.target}
            onBack={() => closeEditor()}
            onSaved={closeEditor}
          />
        )
      }
    >
      <label htmlFor={searchId} className="visually-hidden">
        {text.search}
      </label>
      <input
        id={searchId}
        className="formation-tool__search"
        type="search"
        placeholder={text.search}
        value={search}
        disabled={items.length === 0}
        onChange={(event) => setSearch(event.target.value)}
      />
      {type === 'grade' ? (
        <GradeOrderList items={shown} version={list.data?.version ?? 0} reorderable={!query} highlight={highlight} onEdit={openEditor} />
      ) : (
        <ul className="admin-list">
          {shown.map((item) => (
            <li key={itemId(item)}>
              <FormationRow item={item} highlight={highlight} onEdit={() => openEditor(item.slug)} />
            </li>
          ))}
        </ul>
      )}
    </AdminToolShell>
  );
}
