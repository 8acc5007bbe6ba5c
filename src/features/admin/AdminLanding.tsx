import type { ReactNode } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import type { SessionUser } from '../../shared/session';
import { school } from '../../config/school';
import { Icon } from '../../shared/ui/Icon';
import { canOpen, toolAt, toolsFor, type AdminToolEntry } from './admin-menu';
import { useTitle, type AdminHistoryState } from './admin-routes';
import { ADMIN_LANDING_TEXT } from './admin-messages';
import { GuardedLink } from '../../shared/admin/GuardedLink';
import { hasCount, useToolCount } from './landing-counts';

/**
 * The admin landing (SPEC section 2): welcome, the parent portal's name, a hint to use the menu; then a card
 * for each tool the user can open, with what waits there (docs/decisions/030). A user sent here from a tool they
 * cannot open is told why (the redirect state RequireScope keeps).
 */
export function AdminLanding({ user }: { user: SessionUser }) {
  useTitle(`${school.shortName} HSA Admin`);
  const tools = toolsFor(user);
  return (
    <section className="admin-screen admin-landing" aria-labelledby="admin-landing-heading">
      <AdminWelcome name={user.name} />
      <RefusalNotice user={user} />
      <h2 className="admin-landing__tools-heading">{ADMIN_LANDING_TEXT.toolsHeading}</h2>
      <ul className="admin-cards">
        {tools.map((tool) => (
          <li key={tool.fullPath}>
            <ToolCard tool={tool} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The landing's welcome, also drawn in the frame before the admin area's code arrives (AdminFrame). */
export function AdminWelcome({ name }: { name: ReactNode }) {
  return (
    <header className="admin-landing__welcome">
      <h1 id="admin-landing-heading">Welcome {name}</h1>
      <p className="admin-landing__subtitle">
        {school.shortName} {school.associationName} Parent Portal
      </p>
      <p>Use the admin menu button at the top of the page to open the tools you have access to.</p>
    </header>
  );
}

function ToolCard({ tool }: { tool: AdminToolEntry }) {
  const count = useToolCount(tool.fullPath);
  return (
    <GuardedLink href={tool.fullPath} className="admin-card">
      <span className="admin-card__icon">
        <Icon name={tool.icon} size={28} />
      </span>
      <span className="admin-card__text">
        <span className="admin-card__title">{tool.title}</span>
        <span className="admin-card__summary">{tool.summary}</span>
        {hasCount(tool.fullPath) && (
          <span className={count.pending ? 'admin-card__count admin-card__count--pending' : 'admin-card__count'}>
            {count.loading ? (
              <>
                <span className="skeleton admin-card__count-skeleton" aria-hidden="true" />
                <span className="visually-hidden">{ADMIN_LANDING_TEXT.loadingCount}</span>
              </>
            ) : (
              count.text
            )}
          </span>
        )}
      </span>
      <Icon name="chevron_right" className="admin-card__arrow" />
    </GuardedLink>
  );
}

/** Said when RequireScope sent the user here from a tool they cannot open; the spec's redirect stays as it is. */
function RefusalNotice({ user }: { user: SessionUser }) {
  const state = useHistoryState<AdminHistoryState | null>();
  const tool = state?.redirect ? toolAt(state.redirect) : undefined;
  if (!tool || canOpen(user, tool)) return null;
  return (
    <div className="admin-notice" role="alert">
      <p>{ADMIN_LANDING_TEXT.refused(tool)}</p>
      <button
        type="button"
        className="icon-button"
        // Forgets the redirect state: the notice goes, and stays gone on a reload.
        onClick={() => history.replaceState(null, '')}
      >
        <Icon name="close" />
        <span className="visually-hidden">{ADMIN_LANDING_TEXT.dismiss}</span>
      </button>
    </div>
  );
}
