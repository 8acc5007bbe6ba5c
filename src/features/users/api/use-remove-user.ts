import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { signedInUserId, signOut } from '../../../shared/session-store';
import { USER_MESSAGES } from '../users-messages';
import { removeUser } from '../users-api';
import { USERS_LIST } from './keys';

export const useRemoveUser = () =>
  useAdminMutation({
    mutationKey: ['users', 'remove'],
    mutationFn: (userId: string) => removeUser(userId),
    done: (_user, userId) => USER_MESSAGES.removed(userId),
    failed: null,
    // An administrator who removed their own account has no session left.
    after: (_user, userId) => {
      if (userId === signedInUserId()) signOut();
    },
    invalidates: [USERS_LIST],
  });
