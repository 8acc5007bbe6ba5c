import { useEffect, useId, useState } from 'react';
import { loadVolunteerActivities } from './forms-api';
import { school } from '../../config/school';
import { activityNames, type ActivityNames } from './form-columns';
import { DASHBOARD_TABS, type FormType } from './forms';
import type { SessionUser } from '../../shared/session';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { DashboardTabs, panelId, tabId } from './DashboardTabs';
import { SubmissionsPanel } from './SubmissionsPanel';
import { useBusy } from './use-busy';
import './forms-dashboard.css';

/**
 * The Forms dashboard (SPEC section 2, title 'Admin Page'): a greeting like the admin landing's, and one
 * tab per form with its submissions. Volunteer Requests is open at the start.
 */
export function FormsDashboard({ user }: { user: SessionUser }) {
  const idBase = useId();
  const [selected, setSelected] = useState<FormType>(DASHBOARD_TABS[0]!.key);
  const { busy, track } = useBusy();
  // Activity names for the stored values; until they arrive (or if the list fails) the values show.
  const [names, setNames] = useState<ActivityNames>(new Map());
  useEffect(() => {
    loadVolunteerActivities()
      .then((activities) => setNames(activityNames(activities)))
      .catch((error: unknown) => console.error('[EG06] activity list failed to load', error));
  }, []);

  return (
    <div className="admin-screen forms-dashboard">
      {busy && <LoadingOverlay />}
      <header className="forms-dashboard__greeting">
        <h1>Welcome {user.name}</h1>
        <p className="admin-landing__subtitle">
          {school.shortName} {school.associationName} Parent Portal
        </p>
      </header>
      <DashboardTabs idBase={idBase} selected={selected} onSelect={setSelected} />
      {/* Every panel exists so each tab's aria-controls names an element; only the open one loads rows. */}
      {DASHBOARD_TABS.map((tab) => (
        <section key={tab.key} id={panelId(idBase, tab.key)} role="tabpanel" aria-labelledby={tabId(idBase, tab.key)} hidden={tab.key !== selected} className="forms-panel">
          {tab.key === selected && <SubmissionsPanel formType={tab.key} label={tab.label} names={names} track={track} />}
        </section>
      ))}
    </div>
  );
}
