import { EditorForm, EditorPanel, useEditorForm } from '../../shared/admin/AdminEditor';
import { Field } from '../../shared/ui/Field';
import { useCreateUser } from './api/use-create-user';
import { useUpdateUser } from './api/use-update-user';
import { USER_TEXT } from './users-messages';
import { ScopeFields } from './ScopeFields';
import { blankUserForm, formFromUser, newUserInput, userEditInput, userFormProblems } from './user-form';
import { newPasswordLabel, PasswordField } from './PasswordField';
import type { PublicUser } from './user-schema';

interface UserEditorProps {
  /** The user to edit, or null for a new one. */
  user: PublicUser | null;
  onBack: () => void;
  /** Called with the saved user once the save has finished and the list is fresh. */
  onSaved: (saved: PublicUser) => void;
}

/** Add a user (id, name, scopes, administrator, first password) or edit one (all but id and password). */
export function UserEditor({ user, onBack, onSaved }: UserEditorProps) {
  const { form, valid, problemOf, touch, change, reset } = useEditorForm(
    () => (user ? formFromUser(user) : blankUserForm()),
    userFormProblems,
  );
  const create = useCreateUser();
  const update = useUpdateUser();
  const isNew = user === null;
  const pending = create.isPending || update.isPending;

  function submit() {
    if (isNew) create.mutate(newUserInput(form), { onSuccess: onSaved });
    else update.mutate({ userId: form.userId, edit: userEditInput(form) }, { onSuccess: onSaved });
  }

  return (
    <EditorPanel heading={isNew ? USER_TEXT.newUser : USER_TEXT.editUser(form.userId)} onBack={onBack}>
      <EditorForm canSubmit={valid && !pending} onSubmit={submit} onClear={isNew ? () => reset(blankUserForm()) : undefined}>
        {isNew && (
          <Field label="User id" required error={problemOf('userId')}>
            {(control) => (
              <input
                {...control}
                name="userId"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={form.userId}
                onChange={(event) => change({ userId: event.target.value })}
                onBlur={() => touch('userId')}
              />
            )}
          </Field>
        )}
        <Field label="Name" required error={problemOf('name')}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="off"
              value={form.name}
              onChange={(event) => change({ name: event.target.value })}
              onBlur={() => touch('name')}
            />
          )}
        </Field>
        <ScopeFields
          scopes={form.scopes}
          isAdmin={form.is_admin}
          onScopes={(scopes) => change({ scopes })}
          onAdmin={(is_admin) => change({ is_admin })}
        />
        {isNew && (
          <PasswordField
            label={newPasswordLabel('Password')}
            name="password"
            autoComplete="new-password"
            value={form.password}
            error={problemOf('password')}
            onChange={(password) => change({ password })}
            onBlur={() => touch('password')}
          />
        )}
      </EditorForm>
    </EditorPanel>
  );
}
