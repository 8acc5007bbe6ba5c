import { useState } from 'react';
import { notifyError } from '../../shared/notify';
import { resetPassword } from './users-api';
import { MIN_PASSWORD_LENGTH, passwordResetSchema, type PublicUser } from './user-schema';
import { Field } from '../../shared/ui/Field';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { USER_MESSAGES } from './messages';
import { problemsOf } from './user-form';

interface ResetPasswordDialogProps {
  /** Whose password to set; null keeps the dialog closed. */
  user: PublicUser | null;
  onClose: () => void;
  onDone: (user: PublicUser) => void;
}

/** An administrator sets a new password for someone who forgot theirs; it ends that user's sign-ins. */
export function ResetPasswordDialog({ user, onClose, onDone }: ResetPasswordDialogProps) {
  return (
    <Modal open={user !== null} onClose={onClose} labelledBy="reset-password-title" className="users-dialog">
      {user && <ResetPasswordForm user={user} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function ResetPasswordForm({ user, onClose, onDone }: ResetPasswordDialogProps & { user: PublicUser }) {
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = problemsOf(passwordResetSchema, { password }).password;

  async function submit() {
    setBusy(true);
    try {
      onDone(await resetPassword(user.userId, password));
    } catch (error) {
      notifyError(USER_MESSAGES.reason(error), error);
      setBusy(false);
    }
  }

  return (
    <form
      className="users-dialog__panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem && !busy) void submit();
      }}
    >
      {busy && <LoadingOverlay />}
      <button type="button" className="icon-button modal__close" onClick={onClose}>
        <Icon name="close" />
        <span className="visually-hidden">Close</span>
      </button>
      <h2 id="reset-password-title">Reset password of {user.userId}</h2>
      <p>{user.name} signs in with the new password from now on; their earlier sign-ins end.</p>
      <Field label={`New password (at least ${MIN_PASSWORD_LENGTH} characters)`} required error={touched ? problem : undefined}>
        {(control) => (
          <input {...control} name="new-password" type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} onBlur={() => setTouched(true)} />
        )}
      </Field>
      <div className="user-editor__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={Boolean(problem) || busy}>
          Set password
        </button>
      </div>
    </form>
  );
}
