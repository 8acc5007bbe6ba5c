import { useEffect, useRef, useState } from 'react';
import { notifyError } from '../../shared/notify';
import { createUser, updateUser } from './users-api';
import { MIN_PASSWORD_LENGTH, type PublicUser } from './user-schema';
import { Field } from '../../shared/ui/Field';
import { Icon } from '../../shared/ui/Icon';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { USER_MESSAGES } from './messages';
import { ScopeFields } from './ScopeFields';
import { blankUserForm, formFromUser, newUserInput, userEditInput, userFormProblems, type UserForm } from './user-form';

interface UserEditorProps {
  /** The user to edit, or null for a new one. */
  user: PublicUser | null;
  onBack: () => void;
  onSaved: (user: PublicUser, message: string) => void;
}

/** Add a user (id, name, scopes, administrator, first password) or edit one (all but id and password). */
export function UserEditor({ user, onBack, onSaved }: UserEditorProps) {
  const [form, setForm] = useState<UserForm>(() => (user ? formFromUser(user) : blankUserForm()));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const isNew = user === null;

  // On a phone the editor opens below the list: bring it into view and move focus to it.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);

  const problems = userFormProblems(form);
  const canSubmit = Object.keys(problems).length === 0 && !busy;
  const showProblem = (field: string) => (touched[field] ? problems[field] : undefined);
  const touch = (field: string) => setTouched((current) => ({ ...current, [field]: true }));

  async function submit() {
    setBusy(true);
    try {
      const saved = isNew ? await createUser(newUserInput(form)) : await updateUser(form.userId, userEditInput(form));
      onSaved(saved, isNew ? USER_MESSAGES.added(saved.userId) : USER_MESSAGES.saved(saved.userId));
    } catch (error) {
      notifyError(USER_MESSAGES.reason(error), error);
      setBusy(false);
    }
  }

  function clear() {
    setForm(blankUserForm());
    setTouched({});
  }

  return (
    <section className="user-editor" aria-labelledby="user-editor-heading">
      {busy && <LoadingOverlay />}
      <button type="button" className="users-link-button" onClick={onBack}>
        <Icon name="arrow_back" size={20} /> Back
      </button>
      <h2 id="user-editor-heading" ref={heading} tabIndex={-1}>
        {isNew ? 'New user' : `Edit user ${form.userId}`}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit) void submit();
        }}
      >
        {isNew && (
          <Field label="User id" required error={showProblem('userId')}>
            {(control) => (
              <input {...control} name="userId" autoComplete="off" autoCapitalize="none" spellCheck={false} value={form.userId} onChange={(event) => setForm({ ...form, userId: event.target.value })} onBlur={() => touch('userId')} />
            )}
          </Field>
        )}
        <Field label="Name" required error={showProblem('name')}>
          {(control) => <input {...control} name="name" autoComplete="off" value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value })} onBlur={() => touch('name')} />}
        </Field>
        <ScopeFields scopes={form.scopes} isAdmin={form.is_admin} onScopes={(scopes) => setForm({ ...form, scopes })} onAdmin={(is_admin) => setForm({ ...form, is_admin })} />
        {isNew && (
          <Field label={`Password (at least ${MIN_PASSWORD_LENGTH} characters)`} required error={showProblem('password')}>
            {(control) => (
              <input {...control} name="password" type="password" autoComplete="new-password" value={form.password} onChange={(event) => setForm({ ...form, password: event.target.value })} onBlur={() => touch('password')} />
            )}
          </Field>
        )}
        <div className="user-editor__actions">
          {isNew && (
            <button type="button" className="button button--ghost" onClick={clear}>
              Clear
            </button>
          )}
          <button type="submit" className="button" disabled={!canSubmit}>
            Submit
          </button>
        </div>
      </form>
    </section>
  );
}
