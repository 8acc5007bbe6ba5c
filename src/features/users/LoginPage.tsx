import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { useSignIn } from './api/use-sign-in';
import { $sessionUser } from '../../shared/session-store';
import { INVALID_CREDENTIALS_MESSAGE, loginSchema } from './login-schema';
import { LoginCard } from './LoginCard';
import { LOGIN_TITLE } from './users-messages';
import { safeRedirectPath } from '../../shared/session';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { dismissFailure, errorText, notifyFailureOnce } from '../../shared/admin/report';
import { useTitle, type AdminHistoryState } from '../admin';

/** The one toast of a failed sign-in, replaced by the next failure and gone once signed in. */
const FAILURE_TOAST = 'sign-in-failure';

/** The sign-in screen (SPEC section 2, Login). */
export function LoginPage() {
  useTitle(LOGIN_TITLE);
  const user = useStore($sessionUser);
  const [location, navigate] = useLocation();
  const state = useHistoryState<AdminHistoryState | null>();
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Nothing of a failure outlives the login page: a good sign-in leaves no red toast on the landing.
  useEffect(() => () => dismissFailure(FAILURE_TOAST), []);

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
    signIn.mutate(credentials.data, {
      onSuccess: () => dismissFailure(FAILURE_TOAST),
      onError: (error) => {
        setFailure((last) => ({ message: errorText(error), attempt: (last?.attempt ?? 0) + 1 }));
        notifyFailureOnce(FAILURE_TOAST, error);
        passwordRef.current?.focus();
        passwordRef.current?.select();
      },
    });
  }

  return (
    <main className="login" id="main">
      {signIn.isPending && <LoadingOverlay label="Signing in" />}
      <LoginCard
        userId={userId}
        password={password}
        onUserId={setUserId}
        onPassword={setPassword}
        onSubmit={submit}
        pending={signIn.isPending}
        failure={failure}
        passwordRef={passwordRef}
      />
    </main>
  );
}
