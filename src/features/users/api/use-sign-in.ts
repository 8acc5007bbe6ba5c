import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { signIn } from '../../../shared/session-store';
import { requestToken } from '../auth-api';
import type { LoginInput } from '../login-schema';
import { USER_MESSAGES } from '../users-messages';

/** Sign-in (SPEC section 2, Login): a failure shows the server's text in a toast (SPEC section 8). */
export const useSignIn = () =>
  useAdminMutation({
    mutationKey: ['users', 'sign-in'],
    mutationFn: async (credentials: LoginInput) => {
      const user = signIn(await requestToken(credentials));
      if (!user) throw new Error(USER_MESSAGES.signInUnreadable);
      return user;
    },
    failed: null,
  });
