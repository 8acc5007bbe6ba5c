import type { PublicUser } from './user-schema';
import { SavedTag } from '../../shared/admin/SavedStatus';
import type { SavedHighlight } from '../../shared/admin/use-saved-highlight';
import { Icon } from '../../shared/ui/Icon';
import { SCOPE_NAMES } from '../admin';

interface UserRowProps {
  user: PublicUser;
  /** The signed-in user's own account. */
  isMe: boolean;
  /** The user a save just put in the list is marked and takes focus (useSavedHighlight). */
  highlight: SavedHighlight;
  onEdit: () => void;
  onResetPassword: () => void;
  onRemove: () => void;
}

/** One user of the Users tool: name, user id, scopes, administrator, and the actions on them. */
export function UserRow({ user, isMe, highlight, onEdit, onResetPassword, onRemove }: UserRowProps) {
  const saved = highlight.savedId === user.userId;
  return (
    <div className={saved ? 'user-row saved-item' : 'user-row'}>
      <div className="user-row__text">
        <p className="user-row__name">
          {user.name}
          {isMe && <span className="user-row__you"> (you)</span>}
          {saved && <SavedTag />}
        </p>
        <p className="user-row__detail">
          <span className="visually-hidden">User id: </span>
          <code>{user.userId}</code>
        </p>
        <p className="user-row__detail">
          Scopes: {user.scopes.length ? user.scopes.map((scope) => SCOPE_NAMES[scope]).join(' · ') : 'none'}
          {user.is_admin && <span className="user-row__badge">Administrator</span>}
        </p>
      </div>
      <div className="user-row__actions">
        <button type="button" className="icon-button" ref={saved ? highlight.focusRef : undefined} onClick={onEdit}>
          <Icon name="edit" />
          <span className="visually-hidden">Edit {user.userId}</span>
        </button>
        <button type="button" className="icon-button" onClick={onResetPassword}>
          <Icon name="lock_reset" />
          <span className="visually-hidden">Reset password of {user.userId}</span>
        </button>
        <button type="button" className="icon-button user-row__remove" onClick={onRemove}>
          <Icon name="delete" />
          <span className="visually-hidden">Remove {user.userId}</span>
        </button>
      </div>
    </div>
  );
}
