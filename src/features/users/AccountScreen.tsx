import { useState } from 'react';
import { notifyError, notifySuccess } from '../../shared/notify';
import { changeOwnPassword } from './users-api';
import type { SessionUser } from '../../shared/session';
import { MIN_PASSWORD_LENGTH, passwordChangeSchema } from './user-schema';
import { Field, type FieldControlProps } from '../../shared/ui/Field';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { USER_MESSAGES } from './messages';
import { problemsOf } from './user-form';
import './users.css';

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };
type Fields = typeof EMPTY;

/** Account (docs/decisions/017): any signed-in user changes their own password, knowing the current one. */
export function AccountScreen({ user }: { user: SessionUser }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof Fields, boolean>>>({});
  const [busy, setBusy] = useState(false);

  const problems: Partial<Record<keyof Fields, string>> = problemsOf(passwordChangeSchema, fields);
  if (fields.repeat !== fields.newPassword) problems.repeat = USER_MESSAGES.passwordsDiffer;
  const canSubmit = Object.keys(problems).length === 0 && !busy;
  const show = (field: keyof Fields) => (touched[field] ? problems[field] : undefined);

  async function submit() {
    setBusy(true);
    try {
      await changeOwnPassword({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
      notifySuccess(USER_MESSAGES.passwordChanged);
      setFields(EMPTY);
      setTouched({});
    } catch (error) {
      notifyError(USER_MESSAGES.reason(error), error);
    } finally {
      setBusy(false);
    }
  }

  const input = (field: keyof Fields, autoComplete: string) => (control: FieldControlProps) => (
    <input
      {...control}
      name={field}
      type="password"
      autoComplete={autoComplete}
      value={fields[field]}
      onChange={(event) => setFields({ ...fields, [field]: event.target.value })}
      onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
    />
  );

  return (
    <section className="admin-screen account-screen" aria-labelledby="account-heading">
      {busy && <LoadingOverlay />}
      <h1 id="account-heading">Account</h1>
      <p>
        Signed in as <strong>{user.name}</strong>. Your password changes here; your name and tools are set by an administrator.
      </p>
      <form
        className="account-screen__form card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit) void submit();
        }}
      >
        <h2>Change your password</h2>
        <Field label="Current password" required error={show('currentPassword')}>
          {input('currentPassword', 'current-password')}
        </Field>
        <Field label={`New password (at least ${MIN_PASSWORD_LENGTH} characters)`} required error={show('newPassword')}>
          {input('newPassword', 'new-password')}
        </Field>
        <Field label="Repeat the new password" required error={show('repeat')}>
          {input('repeat', 'new-password')}
        </Field>
        <button type="submit" className="button" disabled={!canSubmit}>
          Change password
        </button>
      </form>
    </section>
  );
}
