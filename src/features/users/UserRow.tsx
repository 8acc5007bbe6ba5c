import type { PublicUser } from './user-schema';
import { Icon } from '../../shared/ui/Icon';

interface UserRowProps {
  user: PublicUser;
  /** The signed-in user's own account. */
  isMe: boolean;
  onEdit: () => void;
  onResetPassword: () => void;
  onRemove: () => void;
}

/** One user of the Users tool: name, user id, scopes, administrator, and the actions on them. */
export function UserRow({ user, isMe, onEdit, onResetPassword, onRemove }: UserRowProps) {
  return (
    <div className="user-row">
      <div className="user-row__text">
        <p className="user-row__name">
          {user.name}
          {isMe && <span className="user-row__you"> (you)</span>}
        </p>
        <p className="user-row__detail">
          <span className="visually-hidden">User id: </span>
          <code>{user.userId}</code>
        </p>
        <p className="user-row__detail">
          Scopes: {user.scopes.length ? user.scopes.join(', ') : 'none'}
          {user.is_admin && <span className="user-row__badge">Administrator</span>}
        </p>
      </div>
      <div className="user-row__actions">
        <button type="button" className="icon-button" onClick={onEdit}>
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
