import type { FormationListItem } from './formations-api';
import { SavedTag } from '../../shared/admin/SavedStatus';
import type { SavedHighlight } from '../../shared/admin/use-saved-highlight';
import { Icon } from '../../shared/ui/Icon';
import { FORMATION_EDITOR_TEXT } from './formation-messages';
import { isPendingLeader } from './formation';

/** The committee list names the id `id`, the grade list `_id` (SPEC section 7). */
export function itemId(item: FormationListItem): string {
  return item._id ?? item.id ?? '';
}

interface FormationRowProps {
  item: FormationListItem;
  /** The item a save just put in the list is marked and takes focus (useSavedHighlight). */
  highlight: SavedHighlight;
  onEdit: () => void;
}

/** A list entry: icon, title and the counts of leaders and links. */
export function FormationRow({ item, highlight, onEdit }: FormationRowProps) {
  const saved = highlight.savedId === item.slug;
  return (
    <div className={saved ? 'formation-row saved-item' : 'formation-row'}>
      <Icon name={item.icon || 'groups_2'} />
      <span className="formation-row__text">
        <span>
          <span className="formation-row__title">{item.title}</span>
          {saved && <SavedTag />}
        </span>
        <span className="formation-row__counts">
          {FORMATION_EDITOR_TEXT.counts(
            (item.leadership ?? []).filter((leader) => !isPendingLeader(leader)).length,
            (item.leadership ?? []).filter(isPendingLeader).length,
            item.links?.length ?? 0,
          )}
        </span>
      </span>
      <button type="button" className="icon-button" ref={saved ? highlight.focusRef : undefined} onClick={onEdit}>
        <Icon name="edit" />
        <span className="visually-hidden">Edit {item.title}</span>
      </button>
    </div>
  );
}
