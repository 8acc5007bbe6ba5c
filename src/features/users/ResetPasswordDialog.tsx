import { problemsOf } from '../../shared/admin/problems';
import { useEditorForm } from '../../shared/admin/AdminEditor';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { useResetPassword } from './api/use-reset-password';
import { USER_TEXT } from './users-messages';
import { newPasswordLabel, PasswordField } from './PasswordField';
import { passwordResetSchema, type PublicUser } from './user-schema';

interface ResetPasswordDialogProps {
  /** Whose password to set; null keeps the dialog closed. */
  user: PublicUser | null;
  onClose: () => void;
}

/** An administrator sets a new password for someone who forgot theirs; it ends that user's sign-ins. */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  return (
    <Modal open={user !== null} onClose={onClose} labelledBy="reset-password-title" className="users-dialog">
      {user && <ResetPasswordForm user={user} onClose={onClose} />}
    </Modal>
  );
}

const checkPassword = (fields: { password: string }) => problemsOf(passwordResetSchema, fields);

function ResetPasswordForm({ user, onClose }: ResetPasswordDialogProps & { user: PublicUser }) {
  const { form, valid, problemOf, touch, change } = useEditorForm({ password: '' }, checkPassword);
  const reset = useResetPassword();
  const canSubmit = valid && !reset.isPending;

  return (
    <form
      className="users-dialog__panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) reset.mutate({ userId: user.userId, password: form.password }, { onSuccess: onClose });
      }}
    >
      {/* The dialog sits in the browser's top layer, above the page's overlay: it shows its own. */}
      {reset.isPending && <LoadingOverlay />}
      <button type="button" className="icon-button modal__close" onClick={onClose}>
        <Icon name="close" />
        <span className="visually-hidden">Close</span>
      </button>
      <h2 id="reset-password-title">{USER_TEXT.resetHeading(user.userId)}</h2>
      <p>{USER_TEXT.resetExplained(user.name)}</p>
      <PasswordField
        label={newPasswordLabel('New password')}
        name="new-password"
        autoComplete="new-password"
        value={form.password}
        error={problemOf('password')}
        onChange={(password) => change({ password })}
        onBlur={() => touch('password')}
      />
      <div className="admin-editor__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={!canSubmit}>
          Set password
        </button>
      </div>
    </form>
  );
}
