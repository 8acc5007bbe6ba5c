import { useState } from 'react';
import { AdminToolShell } from '../../shared/admin/AdminToolShell';
import { useAdminBusy, useLoadFailure } from '../../shared/admin/admin-query';
import { confirmed, notifyFailure } from '../../shared/admin/report';
import { useEditorTarget } from '../../shared/admin/use-editor-target';
import { useSavedHighlight } from '../../shared/admin/use-saved-highlight';
import { signedInUserId } from '../../shared/session-store';
import { useRemoveUser } from './api/use-remove-user';
import { useUsers } from './api/use-users';
import { USER_MESSAGES, USER_TEXT } from './users-messages';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserEditor } from './UserEditor';
import { UserRow } from './UserRow';
import type { PublicUser } from './user-schema';
import './users.css';

const reportLoadFailure = (error: Error) => notifyFailure(null, error);

/**
 * The Users tool, for administrators (docs/decisions/017): every user with their scopes, an editor beside the
 * list for adding and editing, a password reset and removal. The server keeps the last administrator.
 * After a save the list shows the saved user, marked, with focus on them (docs/decisions/030).
 */
export function UsersTool() {
  const users = useUsers();
  useLoadFailure(users.error, reportLoadFailure);
  const remove = useRemoveUser();
  const busy = useAdminBusy('users');
  const { editing, open, close, addButton } = useEditorTarget<string>();
  const highlight = useSavedHighlight();
  const [resetting, setResetting] = useState<PublicUser | null>(null);
  const [me] = useState(signedInUserId);
  const list = users.data ?? [];
  // The user an open editor names (after a reload it opens again once the list is in); null for a new one.
  const target = editing?.target ? list.find((user) => user.userId === editing.target) : null;

  const openEditor = (userId: string | null) => {
    highlight.clear();
    open(userId);
  };

  const closeEditor = (saved?: PublicUser) => {
    if (!saved) return void close();
    highlight.mark(saved.userId, USER_TEXT.savedInList(saved.userId));
    void close({ restoreFocus: false });
  };

  function removeAfterConfirm(user: PublicUser) {
    if (!confirmed(USER_MESSAGES.confirmRemove)) return;
    remove.mutate(user.userId, {
      onSuccess: () => {
        if (editing?.target === user.userId) void close();
      },
    });
  }

  return (
    <AdminToolShell
      className="users-tool"
      heading={USER_TEXT.toolHeading}
      headingId="users-tool-heading"
      addLabel={USER_TEXT.addUser}
      hint={USER_TEXT.toolHint}
      addButton={addButton}
      onAdd={() => openEditor(null)}
      busy={busy}
      loadingLabel={users.isPending ? USER_TEXT.loading : undefined}
      announcement={highlight.announcement}
      editor={
        <>
          {editing && target !== undefined && (
            <UserEditor key={editing.target ?? 'new'} user={target} onBack={() => closeEditor()} onSaved={closeEditor} />
          )}
          <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
        </>
      }
    >
      <ul className="admin-list">
        {list.map((user) => (
          <li key={user.userId}>
            <UserRow
              user={user}
              isMe={user.userId === me}
              highlight={highlight}
              onEdit={() => openEditor(user.userId)}
              onResetPassword={() => setResetting(user)}
              onRemove={() => removeAfterConfirm(user)}
            />
          </li>
        ))}
      </ul>
    </AdminToolShell>
  );
}
