import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { listFormationItems, type FormationListItem } from './formations-api';
import type { FormationType } from './formation';
import { Icon } from '../../shared/ui/Icon';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { FormationEditor } from './FormationEditor';
import { FormationRow, itemId } from './FormationRow';
import { GradeOrderList } from './GradeOrderList';
import './formations.css';

const TOOLS = {
  committee: { heading: 'Committee Tool', search: 'Search For Committees', noun: 'committee' },
  grade: { heading: 'Grade Tool', search: 'Search For Grades', noun: 'grade' },
} as const;

type EditorTarget = { slug: string | null } | null;

/** The Committee tool and Grade tool (SPEC section 2): a searchable list with the editor beside it. */
export function FormationTool({ type }: { type: FormationType }) {
  const tool = TOOLS[type];
  const [items, setItems] = useState<FormationListItem[]>([]);
  const [loading, setLoading] = useState(true);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<EditorTarget>(null);
  const searchId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const openEditor = (slug: string | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing({ slug });
  };
  // Focus goes back to the button that opened the editor, or to Add when that entry is gone.
  const closeEditor = () => {
    setEditing(null);
    requestAnimationFrame(() => (opener.current?.isConnected ? opener.current : addButton.current)?.focus());
  };

  const reload = useCallback(() => {
    setLoading(true);
    listFormationItems(type)
      .then((list) => setItems(type === 'grade' ? [...list].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)) : list))
      .catch((error: unknown) => console.error(`[EG03] ${type} list failed to load`, error))
      .finally(() => setLoading(false));
  }, [type]);

  useEffect(() => {
    reload();
  }, [reload]);

  const query = search.trim().toLowerCase();
  const shown = query ? items.filter((item) => item.title.toLowerCase().includes(query)) : items;

  return (
    <div className="formation-tool">
      {loading && <LoadingOverlay />}
      <section className="formation-tool__list" aria-labelledby={`${searchId}-heading`}>
        <div className="formation-tool__head">
          <h1 id={`${searchId}-heading`}>{tool.heading}</h1>
          <button ref={addButton} type="button" className="button" onClick={() => openEditor(null)}>
            <Icon name="add" /> Add {tool.noun}
          </button>
        </div>
        <label htmlFor={searchId} className="visually-hidden">
          {tool.search}
        </label>
        <input id={searchId} className="formation-tool__search" type="search" placeholder={tool.search} value={search} disabled={items.length === 0} onChange={(event) => setSearch(event.target.value)} />
        {type === 'grade' ? (
          <GradeOrderList items={shown} reorderable={!query} onEdit={openEditor} onReordered={reload} />
        ) : (
          <ul className="formation-list" role="list">
            {shown.map((item) => (
              <li key={itemId(item)}>
                <FormationRow item={item} onEdit={() => openEditor(item.slug)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing && (
        <FormationEditor
          key={editing.slug ?? 'new'}
          type={type}
          slug={editing.slug}
          onBack={closeEditor}
          onSaved={() => {
            closeEditor();
            reload();
          }}
        />
      )}
    </div>
  );
}
