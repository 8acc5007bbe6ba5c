import type { SubmitEvent } from 'react';
import { Field } from '../../shared/ui/Field';
import { LOGIN_TITLE } from './users-messages';

interface LoginCardProps {
  userId?: string;
  password?: string;
  onUserId?: (value: string) => void;
  onPassword?: (value: string) => void;
  onSubmit?: (event: SubmitEvent<HTMLFormElement>) => void;
  pending?: boolean;
}

/**
 * The sign-in form (SPEC section 2, Login). The login screen fills it in; the admin frame draws it empty,
 * without handlers, before the admin area's code arrives (docs/decisions/046).
 */
export function LoginCard({ userId = '', password = '', onUserId, onPassword, onSubmit, pending = false }: LoginCardProps) {
  return (
    <form className="login__card card" onSubmit={onSubmit} noValidate>
      <span className="site-header__logo login__logo" aria-hidden="true">
        HSA
      </span>
      <h1>{LOGIN_TITLE}</h1>
      <Field label="Username" required>
        {(control) => (
          <input
            {...control}
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
