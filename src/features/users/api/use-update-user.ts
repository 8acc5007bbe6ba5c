import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { USER_MESSAGES } from '../users-messages';
import { updateUser } from '../users-api';
import type { UserEdit } from '../user-schema';
import { USERS_LIST } from './keys';
import { endOwnSessionIfChanged } from './own-account';

/** An edit sends the version it loaded (a stale one is a 409); an edit that changes nothing keeps the version. */
export const useUpdateUser = () =>
  useAdminMutation({
    mutationKey: ['users', 'update'],
    mutationFn: ({ userId, edit }: { userId: string; edit: UserEdit }) => updateUser(userId, edit),
    done: (user) => USER_MESSAGES.saved(user.userId),
    failed: null,
    after: (user, { edit }) => endOwnSessionIfChanged(user, user.version !== edit.version),
    invalidates: [USERS_LIST],
  });
