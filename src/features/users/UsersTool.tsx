import { useState } from 'react';
import { AdminToolShell } from '../../shared/admin/AdminToolShell';
import { useAdminBusy, useLoadFailure } from '../../shared/admin/admin-query';
import { confirmed, notifyFailure } from '../../shared/admin/report';
import { useEditorTarget } from '../../shared/admin/use-editor-target';
import { signedInUserId } from '../../shared/session-store';
import { useRemoveUser } from './api/use-remove-user';
import { useUsers } from './api/use-users';
import { USER_MESSAGES, USER_TEXT } from './messages';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserEditor } from './UserEditor';
import { UserRow } from './UserRow';
import type { PublicUser } from './user-schema';
import './users.css';

const reportLoadFailure = (error: Error) => notifyFailure(null, error);

/**
 * The Users tool, for administrators (docs/decisions/017): every user with their scopes, an editor beside the
 * list for adding and editing, a password reset and removal. The server keeps the last administrator.
 */
export function UsersTool() {
  const users = useUsers();
  useLoadFailure(users.error, reportLoadFailure);
  const remove = useRemoveUser();
  const busy = useAdminBusy('users');
  const { editing, open, close, addButton } = useEditorTarget<PublicUser>();
  const [resetting, setResetting] = useState<PublicUser | null>(null);
  const [me] = useState(signedInUserId);

  function removeAfterConfirm(user: PublicUser) {
    if (!confirmed(USER_MESSAGES.confirmRemove)) return;
    remove.mutate(user.userId, {
      onSuccess: () => {
        if (editing?.target?.userId === user.userId) close();
      },
    });
  }

  return (
    <AdminToolShell
      className="users-tool"
      heading={USER_TEXT.toolHeading}
      headingId="users-tool-heading"
      addLabel={USER_TEXT.addUser}
      addButton={addButton}
      onAdd={() => open(null)}
      busy={busy}
      editor={
        <>
          {editing && <UserEditor key={editing.target?.userId ?? 'new'} user={editing.target} onBack={close} onSaved={close} />}
          <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
        </>
      }
    >
      <p className="admin-tool__hint">{USER_TEXT.toolHint}</p>
      <ul className="admin-list">
        {(users.data ?? []).map((user) => (
          <li key={user.userId}>
            <UserRow
              user={user}
              isMe={user.userId === me}
              onEdit={() => open(user)}
              onResetPassword={() => setResetting(user)}
              onRemove={() => removeAfterConfirm(user)}
            />
          </li>
        ))}
      </ul>
    </AdminToolShell>
  );
}
