import { notifySuccess } from '../../../shared/notify';
import { signedInUserId, signOut } from '../../../shared/session-store';
import { USER_MESSAGES } from '../users-messages';
import type { PublicUser } from '../user-schema';

/**
 * A change of a user's record raises its version, which ends that user's sign-ins (docs/decisions/017): when
 * an administrator changed their own account, this session has ended too, and the browser signs out.
 */
export function endOwnSessionIfChanged(user: PublicUser, versionRose: boolean): void {
  if (!versionRose || user.userId !== signedInUserId()) return;
  notifySuccess(USER_MESSAGES.ownAccountChanged);
  signOut();
}
