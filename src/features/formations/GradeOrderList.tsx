import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useState } from 'react';
import { reorderGrades, type FormationListItem } from './formations-api';
import { notifyError } from '../../shared/notify';
import { Icon } from '../../shared/ui/Icon';
import { FormationRow, itemId } from './FormationRow';

export const REORDER_HINT = 'Use swap icon To Reorder Grades';

function SortableGrade({ item, reorderable, onEdit }: { item: FormationListItem; reorderable: boolean; onEdit: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: itemId(item), disabled: !reorderable });
  return (
    <li ref={setNodeRef} className={isDragging ? 'sortable-row sortable-row--dragging' : 'sortable-row'} style={{ transform: CSS.Transform.toString(transform), transition }}>
      {reorderable && (
        <button type="button" ref={setActivatorNodeRef} className="icon-button sortable-row__handle" {...attributes} {...listeners} aria-label={`Reorder ${item.title}`}>
          <Icon name="swap_vert" />
        </button>
      )}
      <FormationRow item={item} onEdit={onEdit} />
    </li>
  );
}

/**
 * Grades in their order, reordered by dragging the swap icon or with the keyboard (Space, arrows, Space),
 * saved with the reorder call and reloaded after (SPEC sections 2 and 7).
 */
export function GradeOrderList({ items, reorderable, onEdit, onReordered }: { items: FormationListItem[]; reorderable: boolean; onEdit: (slug: string) => void; onReordered: () => void }) {
  const [ordered, setOrdered] = useState(items);
  useEffect(() => {
    setOrdered(items);
  }, [items]);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: string | number) => ordered.find((item) => itemId(item) === id)?.title ?? 'grade';
  const positionOf = (id: string | number) => ordered.findIndex((item) => itemId(item) === id) + 1;
  // Screen readers hear grade titles and positions, not record ids.
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, position ${positionOf(active.id)} of ${ordered.length}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over position ${positionOf(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)}.` : `${titleOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Reordering cancelled; ${titleOf(active.id)} stays in place.`,
  };

  async function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ordered.findIndex((item) => itemId(item) === active.id);
    const to = ordered.findIndex((item) => itemId(item) === over.id);
    const next = arrayMove(ordered, from, to);
    setOrdered(next);
    try {
      await reorderGrades(next.map((item, order) => ({ _id: itemId(item), order })));
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error), error);
    }
    onReordered();
  }

  return (
    <>
      <p className="formation-tool__hint">{REORDER_HINT}</p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={{ announcements }} onDragEnd={(event) => void dragEnd(event)}>
        <SortableContext items={ordered.map(itemId)} strategy={verticalListSortingStrategy}>
          <ul className="formation-list" role="list">
            {ordered.map((item) => (
              <SortableGrade key={itemId(item)} item={item} reorderable={reorderable} onEdit={() => onEdit(item.slug)} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </>
  );
}
