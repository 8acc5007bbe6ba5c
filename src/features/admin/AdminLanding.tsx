import type { SessionUser } from '../../shared/session';
import { school } from '../../config/school';
import { useTitle } from './admin-routes';

/** The admin landing (SPEC section 2): welcome, the parent portal's name, a hint to use the menu. */
export function AdminLanding({ user }: { user: SessionUser }) {
  useTitle(`${school.shortName} HSA Admin`);
  return (
    <section className="admin-screen admin-landing">
      <h1>Welcome {user.name}</h1>
      <p className="admin-landing__subtitle">
        {school.shortName} {school.associationName} Parent Portal
      </p>
      <p>Use the admin menu button at the top of the page to open the tools you have access to.</p>
    </section>
  );
}
