import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { USER_MESSAGES } from '../users-messages';
import { resetPassword } from '../users-api';
import { USERS_LIST } from './keys';
import { endOwnSessionIfChanged } from './own-account';

export const useResetPassword = () =>
  useAdminMutation({
    mutationKey: ['users', 'reset-password'],
    mutationFn: ({ userId, password }: { userId: string; password: string }) => resetPassword(userId, password),
    done: (user) => USER_MESSAGES.passwordReset(user.userId),
    failed: null,
    after: (user) => endOwnSessionIfChanged(user, true),
    invalidates: [USERS_LIST],
  });
