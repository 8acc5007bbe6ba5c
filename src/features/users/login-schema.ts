/** What a sign-in sends (SPEC sections 2 and 7), checked by the login form and by the login function alike. */
import { z } from '../../shared/zod';

/** The spec's one message for an empty or unusable username or password. */
export const INVALID_CREDENTIALS_MESSAGE = 'Please add valid username & password';

export const loginSchema = z.object(
  {
    userId: z.string(INVALID_CREDENTIALS_MESSAGE).trim().min(1, INVALID_CREDENTIALS_MESSAGE).max(128, INVALID_CREDENTIALS_MESSAGE),
    password: z.string(INVALID_CREDENTIALS_MESSAGE).min(1, INVALID_CREDENTIALS_MESSAGE).max(1024, INVALID_CREDENTIALS_MESSAGE),
  },
  INVALID_CREDENTIALS_MESSAGE,
);

export type LoginInput = z.infer<typeof loginSchema>;
