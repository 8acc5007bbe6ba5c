import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { USER_MESSAGES } from '../users-messages';
import { changeOwnPassword } from '../users-api';
import type { PasswordChange } from '../user-schema';

/** Account: the signed-in user's own change; the answer's fresh token keeps them signed in. */
export const useChangeOwnPassword = () =>
  useAdminMutation({
    mutationKey: ['users', 'own-password'],
    mutationFn: (change: PasswordChange) => changeOwnPassword(change),
    done: () => USER_MESSAGES.passwordChanged,
    failed: null,
  });
