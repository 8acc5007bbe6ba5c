import { useLocation } from 'wouter';
import { ADMIN_HOME } from './admin-menu';
import { ADMIN_LANDING_TEXT as TEXT } from './admin-messages';
import { useTitle } from './admin-routes';
import { GuardedLink } from '../../shared/admin/GuardedLink';

/**
 * An address under /access that is no admin screen (/access/evnts): it says so, with the way to the officers'
 * landing, instead of showing the landing as if the address had worked (docs/decisions/056).
 */
export function AdminNotFound() {
  useTitle(TEXT.notFoundTitle);
  const [location] = useLocation();
  return (
    <section className="admin-screen admin-not-found" aria-labelledby="admin-not-found-heading">
      <h1 id="admin-not-found-heading">{TEXT.notFoundHeading}</h1>
      <p>{TEXT.notFound(location)}</p>
      <GuardedLink href={ADMIN_HOME.fullPath} className="button">
        {TEXT.notFoundLink}
      </GuardedLink>
    </section>
  );
}
