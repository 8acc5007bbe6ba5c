import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { USER_MESSAGES } from '../users-messages';
import { createUser } from '../users-api';
import type { NewUserInput } from '../user-schema';
import { USERS_LIST } from './keys';

export const useCreateUser = () =>
  useAdminMutation({
    mutationKey: ['users', 'create'],
    mutationFn: (input: NewUserInput) => createUser(input),
    done: (user) => USER_MESSAGES.added(user.userId),
    failed: null,
    invalidates: [USERS_LIST],
  });
