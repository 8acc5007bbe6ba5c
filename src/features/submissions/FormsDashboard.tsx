import { useId, useState } from 'react';
import { useAdminBusy, useLoadFailure } from '../../shared/admin/admin-query';
import type { SessionUser } from '../../shared/session';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { school } from '../../config/school';
import { useActivityNames } from './api/use-activity-names';
import { DashboardTabs, panelId, tabId } from './DashboardTabs';
import type { ActivityNames } from './record-columns';
import { DASHBOARD_TABS } from './dashboard-model';
import { isFormType, type FormType } from '../forms';
import { NotificationsPanel } from '../notifications/ui';
import { ReimbursementsPanel } from '../reimbursements/ui';
import { SubmissionsPanel } from './SubmissionsPanel';
import './forms-dashboard.css';

/** Until the names arrive (or if the list fails, which is logged only) the stored values show. */
const NO_NAMES: ActivityNames = new Map();
const logLoadFailure = (error: Error) => console.error('[EG06] activity list failed to load', error);

/** The tab a link names (`?tab=reimbursement_request`, as the officers' mails link), else Volunteer Requests. */
function tabInAddress(): FormType {
  const named = new URLSearchParams(window.location.search).get('tab');
  return named && isFormType(named) ? named : 'volunteer_request';
}

/**
 * The Forms dashboard (SPEC section 2, title 'Admin Page'): a greeting like the admin landing's, who is told
 * of each submission (docs/decisions/034), and one tab per form with its submissions. Volunteer Requests is
 * open at the start unless the address names another tab.
 */
export function FormsDashboard({ user }: { user: SessionUser }) {
  const idBase = useId();
  const [selected, setSelected] = useState<FormType>(tabInAddress);
  const names = useActivityNames();
  useLoadFailure(names.error, logLoadFailure);
  const busy = useAdminBusy('forms');

  return (
    <div className="admin-screen forms-dashboard">
      {busy && <LoadingOverlay />}
      <header className="forms-dashboard__greeting">
        <h1>Welcome {user.name}</h1>
        <p className="admin-landing__subtitle">
          {school.shortName} {school.associationName} Parent Portal
        </p>
      </header>
      <NotificationsPanel />
      <DashboardTabs idBase={idBase} selected={selected} onSelect={setSelected} />
      {/* Every panel exists so each tab's aria-controls names an element; only the open one loads rows. */}
      {DASHBOARD_TABS.map((tab) => (
        <section
          key={tab.key}
          id={panelId(idBase, tab.key)}
          role="tabpanel"
          aria-labelledby={tabId(idBase, tab.key)}
          hidden={tab.key !== selected}
          className="forms-panel"
        >
          {tab.key === selected &&
            (tab.key === 'reimbursement_request' ? (
              <ReimbursementsPanel label={tab.label} names={names.data ?? NO_NAMES} />
            ) : (
              <SubmissionsPanel formType={tab.key} label={tab.label} names={names.data ?? NO_NAMES} />
            ))}
        </section>
      ))}
    </div>
  );
}
