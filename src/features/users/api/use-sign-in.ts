import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { signIn } from '../../../shared/session-store';
import { requestToken } from '../auth-api';
import type { LoginInput } from '../login-schema';
import { USER_MESSAGES } from '../users-messages';

/**
 * Sign-in (SPEC section 2, Login). A failure shows the server's text on the form and in one toast (SPEC
 * section 8), both drawn by the login page (docs/decisions/056).
 */
export const useSignIn = () =>
  useAdminMutation({
    mutationKey: ['users', 'sign-in'],
    mutationFn: async (credentials: LoginInput) => {
      const user = signIn(await requestToken(credentials));
      if (!user) throw new Error(USER_MESSAGES.signInUnreadable);
      return user;
    },
    failed: { inPlace: 'Sign-in failed' },
  });
