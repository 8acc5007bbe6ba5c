import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import type { SavedHighlight } from '../../shared/admin/use-saved-highlight';
import { useReorderGrades } from './api/use-reorder-grades';
import { FORMATION_EDITOR_TEXT } from './formation-messages';
import type { FormationListItem } from './formations-api';
import { Icon } from '../../shared/ui/Icon';
import { FormationRow, itemId } from './FormationRow';

interface SortableGradeProps {
  item: FormationListItem;
  reorderable: boolean;
  highlight: SavedHighlight;
  onEdit: () => void;
}

function SortableGrade({ item, reorderable, highlight, onEdit }: SortableGradeProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: itemId(item),
    disabled: !reorderable,
  });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'sortable-row sortable-row--dragging' : 'sortable-row'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {reorderable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="icon-button sortable-row__handle"
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${item.title}`}
        >
          <Icon name="swap_vert" />
        </button>
      )}
      <FormationRow item={item} highlight={highlight} onEdit={onEdit} />
    </li>
  );
}

/** The items in the order of `ids`, while a new order is being saved. */
const inOrder = (items: readonly FormationListItem[], ids: readonly string[] | null) =>
  ids ? ids.flatMap((id) => items.filter((item) => itemId(item) === id)) : items;

/**
 * Grades in their order, reordered by dragging the swap icon or with the keyboard (Space, arrows, Space),
 * saved with the reorder call and reloaded after (SPEC sections 2 and 7). The new order shows at once; when
 * another officer reordered first, the reload shows theirs and the officer is told (docs/decisions/048).
 */
export function GradeOrderList({
  items,
  version,
  reorderable,
  highlight,
  onEdit,
}: {
  items: readonly FormationListItem[];
  /** The version of the order `items` are in, which the reorder names. */
  version: number;
  reorderable: boolean;
  highlight: SavedHighlight;
  onEdit: (slug: string) => void;
}) {
  const reorder = useReorderGrades();
  // The order being saved, until the reloaded list has it.
  const [saving, setSaving] = useState<string[] | null>(null);
  const ordered = inOrder(items, saving);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: string | number) => ordered.find((item) => itemId(item) === id)?.title ?? 'grade';
  const positionOf = (id: string | number) => ordered.findIndex((item) => itemId(item) === id) + 1;
  // Screen readers hear grade titles and positions, not record ids.
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, position ${positionOf(active.id)} of ${ordered.length}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over position ${positionOf(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)}.` : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Reordering cancelled; ${titleOf(active.id)} stays in place.`,
  };

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = ordered.map(itemId);
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    setSaving(next);
    reorder.mutate({ reorderList: next.map((_id, order) => ({ _id, order })), version }, { onSettled: () => setSaving(null) });
  }

  return (
    <>
      <p className="admin-tool__hint">{FORMATION_EDITOR_TEXT.reorderHint}</p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={{ announcements }} onDragEnd={dragEnd}>
        <SortableContext items={ordered.map(itemId)} strategy={verticalListSortingStrategy}>
          <ul className="admin-list">
            {ordered.map((item) => (
              <SortableGrade
                key={itemId(item)}
                item={item}
                reorderable={reorderable}
                highlight={highlight}
                onEdit={() => onEdit(item.slug)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </>
  );
}
