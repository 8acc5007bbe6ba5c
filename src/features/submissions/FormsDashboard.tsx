import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAdminBusy, useLoadFailure } from '../../shared/admin/admin-query';
import type { SessionUser } from '../../shared/session';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { school } from '../../config/school';
import { isFormType, type FormType } from '../forms';
import { NotificationsPanel } from '../notifications/ui';
import { ReimbursementsPanel } from '../reimbursements/ui';
import { DASHBOARD_TABS } from './dashboard-model';
import { useActivityNames } from './form-data-api';
import type { ActivityNames } from './record-columns';
import { DASHBOARD_MESSAGES } from './submissions-messages';
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

const tabId = (idBase: string, key: FormType) => `${idBase}-tab-${key}`;
const panelId = (idBase: string, key: FormType) => `${idBase}-panel-${key}`;

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The four form tabs (SPEC section 2), WAI-ARIA tabs with manual activation: arrow keys, Home and End move
 * focus, Enter or Space opens the tab. Opening one loads its rows from the server, so focus alone does not.
 */
function DashboardTabs({ idBase, selected, onSelect }: { idBase: string; selected: FormType; onSelect: (key: FormType) => void }) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  /** On the tab at `index`: the arrow, Home and End keys move focus along the tabs. */
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    tabs.current[step(index, DASHBOARD_TABS.length)]?.focus();
  }

  return (
    <div className="forms-tabs" role="tablist" aria-label={DASHBOARD_MESSAGES.tabList}>
      {DASHBOARD_TABS.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(idBase, tab.key)}
          className="forms-tabs__tab"
          aria-selected={tab.key === selected}
          aria-controls={panelId(idBase, tab.key)}
          tabIndex={tab.key === selected ? 0 : -1}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
