import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $sessionUser, restoreSession } from '../../shared/session-store';

/** The footer shows the signed-in user's name linking to /access, or a Login link (SPEC section 2). */
export default function FooterUser() {
  const user = useStore($sessionUser);
  useEffect(() => void restoreSession(), []);
  return user ? (
    <a href="/access" className="site-footer__user">
      {user.name}
    </a>
  ) : (
    <a href="/access/login" className="site-footer__user">
      Login
    </a>
  );
}
