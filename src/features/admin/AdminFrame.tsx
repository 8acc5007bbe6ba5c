/**
 * What the admin area's page shows before its code arrives (docs/decisions/046): drawn at build time, never
 * sent as code. The admin island is drawn in the browser only (it needs the stored token), so without a
 * frame a phone would show nothing until the island's scripts had loaded and run. The frame holds the login
 * card, and the admin bar with the top of each screen; its one inline script (admin-frame-script.ts) shows
 * the one the island will draw, and the island removes it as it first draws the same thing at the same
 * place. It is inert and hidden from assistive technology: nothing in it can be clicked, typed into or read
 * out before the island takes over. tests/e2e/admin-frame.spec.ts keeps the top of each screen equal to
 * the screen's own.
 */
import type { ReactNode } from 'react';
import { school } from '../../config/school';
import { AdminToolHead } from '../../shared/admin/AdminToolShell';
import { CONTENT_TEXT } from '../content';
import { EVENT_EDITOR_TEXT } from '../events';
import { FORMATION_TOOL_TEXT } from '../formations';
import { USER_TEXT } from '../users';
import { LoginCard } from '../users/ui';
import { ADMIN_FRAME_ID, ADMIN_FRAME_SCRIPT } from './admin-frame-script';
import { ADMIN_HOME, type AdminToolPath } from './admin-menu';
import { AdminBar } from './AdminBar';
import { AdminWelcome } from './AdminLanding';

/** Where the script writes the signed-in user's name. */
const userName = <span data-user-name="" />;

const formationHead = (type: 'committee' | 'grade') => (
  <section className="admin-tool__list">
    <AdminToolHead
      heading={FORMATION_TOOL_TEXT[type].heading}
      headingId={`${type}-tool-heading`}
      addLabel={FORMATION_TOOL_TEXT[type].add}
    />
  </section>
);

/** The top of each tool's screen, as the tool draws it. */
const TOOL_TOPS: Record<AdminToolPath, { className: string; top: ReactNode }> = {
  '/access/events': { className: 'admin-screen events-manager', top: <h1>{EVENT_EDITOR_TEXT.managerHeading}</h1> },
  '/access/committees': { className: 'admin-tool formation-tool', top: formationHead('committee') },
  '/access/grades': { className: 'admin-tool formation-tool', top: formationHead('grade') },
  '/access/forms': {
    className: 'admin-screen forms-dashboard',
    top: (
      <header className="forms-dashboard__greeting">
        <h1>Welcome {userName}</h1>
        <p className="admin-landing__subtitle">
          {school.shortName} {school.associationName} Parent Portal
        </p>
      </header>
    ),
  },
  '/access/content': { className: 'admin-screen site-content-tool', top: <h1>{CONTENT_TEXT.heading}</h1> },
  '/access/users': {
    className: 'admin-tool users-tool',
    top: (
      <section className="admin-tool__list">
        <AdminToolHead heading={USER_TEXT.toolHeading} headingId="users-tool-heading" addLabel={USER_TEXT.addUser} />
        <p className="admin-tool__hint">{USER_TEXT.toolHint}</p>
      </section>
    ),
  },
  '/access/account': {
    className: 'admin-screen account-screen',
    top: (
      <>
        <h1>{USER_TEXT.accountHeading}</h1>
        <p>
          Signed in as <strong>{userName}</strong>. {USER_TEXT.accountExplained}
        </p>
      </>
    ),
  },
};

export default function AdminFrame() {
  return (
    <div id={ADMIN_FRAME_ID} className="admin-frame" inert aria-hidden="true">
      <div className="login" data-screen="login" hidden>
        <LoginCard />
      </div>
      <div className="admin" data-signed-in="" hidden>
        <AdminBar />
        <div className="admin__main">
          <section className="admin-screen admin-landing" data-screen={ADMIN_HOME.fullPath} hidden>
            <AdminWelcome name={userName} />
          </section>
          {Object.entries(TOOL_TOPS).map(([path, { className, top }]) => (
            <div key={path} className={className} data-screen={path} hidden>
              {top}
            </div>
          ))}
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: ADMIN_FRAME_SCRIPT }} />
    </div>
  );
}
