import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { useSignIn } from './api/use-sign-in';
import { $sessionUser } from '../../shared/session-store';
import { INVALID_CREDENTIALS_MESSAGE, loginSchema } from './login-schema';
import { safeRedirectPath } from '../../shared/session';
import { Field } from '../../shared/ui/Field';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { useTitle, type AdminHistoryState } from '../admin';

export const LOGIN_TITLE = 'HSA Site Login';

/** The sign-in screen (SPEC section 2, Login). */
export function LoginPage() {
  useTitle(LOGIN_TITLE);
  const user = useStore($sessionUser);
  const [location, navigate] = useLocation();
  const state = useHistoryState<AdminHistoryState | null>();
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  // Signed in already: go where the navigation state says, or to the admin landing.
  useEffect(() => {
    if (user && location === '/access/login') navigate(safeRedirectPath(state?.redirect), { replace: true });
  }, [user, location, state, navigate]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // The login function checks the very same schema.
    const credentials = loginSchema.safeParse({ userId, password });
    if (!credentials.success) {
      window.alert(INVALID_CREDENTIALS_MESSAGE);
      return;
    }
    signIn.mutate(credentials.data);
  }

  return (
    <main className="login" id="main">
      {signIn.isPending && <LoadingOverlay label="Signing in" />}
      <form className="login__card card" onSubmit={submit} noValidate>
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
              onChange={(event) => setUserId(event.target.value)}
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
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button" disabled={signIn.isPending}>
          Login
        </button>
        <a href="/" className="login__home">
          Back to the public site
        </a>
      </form>
    </main>
  );
}
