import type { FormationListItem } from './formations-api';
import { Icon } from '../../shared/ui/Icon';
import { FORMATION_EDITOR_TEXT } from './formation-messages';

/** The committee list names the id `id`, the grade list `_id` (SPEC section 7). */
export function itemId(item: FormationListItem): string {
  return item._id ?? item.id ?? '';
}

/** A list entry: icon, title and the counts of leaders and links. */
export function FormationRow({ item, onEdit }: { item: FormationListItem; onEdit: () => void }) {
  return (
    <div className="formation-row">
      <Icon name={item.icon || 'groups_2'} />
      <span className="formation-row__text">
        <span className="formation-row__title">{item.title}</span>
        <span className="formation-row__counts">{FORMATION_EDITOR_TEXT.counts(item.leadership?.length ?? 0, item.links?.length ?? 0)}</span>
      </span>
      <button type="button" className="icon-button" onClick={onEdit}>
        <Icon name="edit" />
        <span className="visually-hidden">Edit {item.title}</span>
      </button>
    </div>
  );
}
