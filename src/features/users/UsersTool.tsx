import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError, notifySuccess } from '../../shared/notify';
import { signedInUserId, signOut } from '../../shared/session-store';
import { listUsers, removeUser } from './users-api';
import type { PublicUser } from './user-schema';
import { Icon } from '../../shared/ui/Icon';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { USER_MESSAGES } from './messages';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserEditor } from './UserEditor';
import { UserRow } from './UserRow';
import './users.css';

type EditorTarget = { user: PublicUser | null } | null;

/**
 * The Users tool, for administrators (docs/decisions/017): every user with their scopes, an editor beside the
 * list for adding and editing, a password reset and removal. The server keeps the last administrator.
 */
export function UsersTool() {
  const [users, setUsers] = useState<PublicUser[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<EditorTarget>(null);
  const [resetting, setResetting] = useState<PublicUser | null>(null);
  const [me] = useState(signedInUserId);
  const addButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const reload = useCallback(() => {
    setLoading(true);
    listUsers()
      .then(setUsers)
      .catch((error: unknown) => notifyError(USER_MESSAGES.reason(error), error))
      .finally(() => setLoading(false));
  }, []);

  useEffect(() => {
    reload();
  }, [reload]);

  const openEditor = (user: PublicUser | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing({ user });
  };
  // Focus goes back to the button that opened the editor, or to Add when that entry is gone.
  const closeEditor = () => {
    setEditing(null);
    requestAnimationFrame(() => (opener.current?.isConnected ? opener.current : addButton.current)?.focus());
  };

  /** A change raises the user's version, which ends their sign-ins: for one's own account, this one too. */
  function changed(user: PublicUser, message: string, versionRose = true) {
    notifySuccess(message);
    if (user.userId === me && versionRose) {
      notifySuccess(USER_MESSAGES.ownAccountChanged);
      signOut();
      return;
    }
    reload();
  }

  async function remove(user: PublicUser) {
    if (!window.confirm(USER_MESSAGES.confirmRemove)) return;
    setLoading(true);
    try {
      await removeUser(user.userId);
      notifySuccess(USER_MESSAGES.removed(user.userId));
      // An administrator who removed their own account has no session left.
      if (user.userId === me) return signOut();
      if (editing?.user?.userId === user.userId) closeEditor();
      reload();
    } catch (error) {
      notifyError(USER_MESSAGES.reason(error), error);
      setLoading(false);
    }
  }

  return (
    <div className="users-tool">
      {loading && <LoadingOverlay />}
      <section className="users-tool__list" aria-labelledby="users-tool-heading">
        <div className="users-tool__head">
          <h1 id="users-tool-heading">Users</h1>
          <button ref={addButton} type="button" className="button" onClick={() => openEditor(null)}>
            <Icon name="add" /> Add user
          </button>
        </div>
        <p className="users-tool__hint">Scopes decide which tools a user sees. Administrators also manage users here.</p>
        <ul className="users-list" role="list">
          {users.map((user) => (
            <li key={user.userId}>
              <UserRow user={user} isMe={user.userId === me} onEdit={() => openEditor(user)} onResetPassword={() => setResetting(user)} onRemove={() => void remove(user)} />
            </li>
          ))}
        </ul>
      </section>
      {editing && (
        <UserEditor
          key={editing.user?.userId ?? 'new'}
          user={editing.user}
          onBack={closeEditor}
          onSaved={(user, message) => {
            closeEditor();
            changed(user, message, user.version !== editing.user?.version);
          }}
        />
      )}
      <ResetPasswordDialog
        user={resetting}
        onClose={() => setResetting(null)}
        onDone={(user) => {
          setResetting(null);
          changed(user, USER_MESSAGES.passwordReset(user.userId));
        }}
      />
    </div>
  );
}
