import type { Ref, SubmitEvent } from 'react';
import { Field } from '../../shared/ui/Field';
import { LOGIN_TITLE } from './users-messages';

interface LoginCardProps {
  userId?: string;
  password?: string;
  onUserId?: (value: string) => void;
  onPassword?: (value: string) => void;
  onSubmit?: (event: SubmitEvent<HTMLFormElement>) => void;
  pending?: boolean;
  /** Why the last try failed, shown on the form itself (docs/decisions/056); `attempt` renews the announcement. */
  failure?: { message: string; attempt: number } | null;
  /** The password field, which takes the focus after a failure so the next try starts there. */
  passwordRef?: Ref<HTMLInputElement>;
}

const FAILURE_ID = 'login-failure';

/**
 * The sign-in form (SPEC section 2, Login). The login screen fills it in; the admin frame draws it empty,
 * without handlers, before the admin area's code arrives (docs/decisions/046).
 */
export function LoginCard(props: LoginCardProps) {
  const { userId = '', password = '', onUserId, onPassword, onSubmit, pending = false, failure = null, passwordRef } = props;
  const described = failure ? { 'aria-invalid': true as const, 'aria-describedby': FAILURE_ID } : {};
  return (
    <form className="login__card card" onSubmit={onSubmit} noValidate>
      <span className="site-header__logo login__logo" aria-hidden="true">
        HSA
      </span>
      <h1>{LOGIN_TITLE}</h1>
      {/* One message, on the form beside the spec's toast. The toast is the alert a screen reader reads out (once per
          try); this text describes the fields, so it is read again with the password, where the focus goes. */}
      {failure && (
        <p key={failure.attempt} id={FAILURE_ID} className="login__failure">
          {failure.message}
        </p>
      )}
      <Field label="Username" required>
        {(control) => (
          <input
            {...control}
            {...described}
            name="username"
            autoComplete="username"
            value={userId}
            readOnly={!onUserId}
            onChange={(event) => onUserId?.(event.target.value)}
          />
        )}
      </Field>
      <Field label="Password" required>
        {(control) => (
          <input
            {...control}
            {...described}
            ref={passwordRef}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            readOnly={!onPassword}
            onChange={(event) => onPassword?.(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={pending}>
        Login
      </button>
      <a href="/" className="login__home">
        Back to the public site
      </a>
    </form>
  );
}
