import { useAdminBusy } from '../../shared/admin/admin-query';
import { problemsOf, type FieldProblems } from '../../shared/admin/problems';
import { useEditorForm } from '../../shared/admin/use-editor-form';
import type { SessionUser } from '../../shared/session';
import { Field, type FieldControlProps } from '../../shared/ui/Field';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { useChangeOwnPassword } from './api/use-change-own-password';
import { USER_MESSAGES, USER_TEXT } from './messages';
import { MIN_PASSWORD_LENGTH, passwordChangeSchema } from './user-schema';
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

  const input = (field: keyof Fields, autoComplete: string) => (control: FieldControlProps) => (
    <input
      {...control}
      name={field}
      type="password"
      autoComplete={autoComplete}
      value={form[field]}
      onChange={(event) => change({ [field]: event.target.value })}
      onBlur={() => touch(field)}
    />
  );

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
        <Field label="Current password" required error={problemOf('currentPassword')}>
          {input('currentPassword', 'current-password')}
        </Field>
        <Field label={`New password (at least ${MIN_PASSWORD_LENGTH} characters)`} required error={problemOf('newPassword')}>
          {input('newPassword', 'new-password')}
        </Field>
        <Field label="Repeat the new password" required error={problemOf('repeat')}>
          {input('repeat', 'new-password')}
        </Field>
        <button type="submit" className="button" disabled={!canSubmit}>
          Change password
        </button>
      </form>
    </section>
  );
}
