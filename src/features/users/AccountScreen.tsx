import { useAdminBusy } from '../../shared/admin/admin-query';
import { problemsOf, type FieldProblems } from '../../shared/admin/problems';
import { useEditorForm } from '../../shared/admin/AdminEditor';
import type { SessionUser } from '../../shared/session';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { useChangeOwnPassword } from './api/use-change-own-password';
import { USER_MESSAGES, USER_TEXT } from './users-messages';
import { newPasswordLabel, PasswordField } from './PasswordField';
import { passwordChangeSchema } from './user-schema';
import './users.css';

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };
type Fields = typeof EMPTY;

/** The schema's problems, and the repeat that must match the new password. */
function accountProblems(fields: Fields): FieldProblems {
  const problems = problemsOf(passwordChangeSchema, fields);
  return fields.repeat === fields.newPassword ? problems : { ...problems, repeat: USER_MESSAGES.passwordsDiffer };
}

/** Account (docs/decisions/017): any signed-in user changes their own password, knowing the current one. */
export function AccountScreen({ user }: { user: SessionUser }) {
  const { form, valid, problemOf, touch, change, reset } = useEditorForm(EMPTY, accountProblems);
  const changePassword = useChangeOwnPassword();
  const busy = useAdminBusy('users');
  const canSubmit = valid && !changePassword.isPending;
  const field = (name: keyof Fields, autoComplete: 'new-password' | 'current-password') => ({
    name,
    autoComplete,
    value: form[name],
    error: problemOf(name),
    onChange: (value: string) => change({ [name]: value }),
    onBlur: () => touch(name),
  });

  return (
    <section className="admin-screen account-screen" aria-labelledby="account-heading">
      {busy && <LoadingOverlay />}
      <h1 id="account-heading">{USER_TEXT.accountHeading}</h1>
      <p>
        Signed in as <strong>{user.name}</strong>. {USER_TEXT.accountExplained}
      </p>
      <form
        className="account-screen__form card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!canSubmit) return;
          changePassword.mutate(
            { currentPassword: form.currentPassword, newPassword: form.newPassword },
            { onSuccess: () => reset(EMPTY) },
          );
        }}
      >
        <h2>{USER_TEXT.changePassword}</h2>
        <PasswordField label="Current password" {...field('currentPassword', 'current-password')} />
        <PasswordField label={newPasswordLabel('New password')} {...field('newPassword', 'new-password')} />
        <PasswordField label="Repeat the new password" {...field('repeat', 'new-password')} />
        <button type="submit" className="button" disabled={!canSubmit}>
          Change password
        </button>
      </form>
    </section>
  );
}
