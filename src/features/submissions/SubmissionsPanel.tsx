import { useRef, useState, type ReactNode } from 'react';
import { useLoadFailure } from '../../shared/admin/admin-query';
import { Icon } from '../../shared/ui/Icon';
import { IslandLoading } from '../../shared/ui/IslandLoading';
import type { FormType } from '../forms';
import { NO_FILTER, type ReimbursementFilter } from '../reimbursements';
import {
  pageCount,
  pageSummary,
  sectionOf,
  splitByStatus,
  statusAction,
  summaryColumns,
  type RowLookup,
  type SectionTitle,
} from './dashboard-model';
import { useDownloadCsv, useEventTitles, useSetSubmissionStatus, useSubmissions } from './form-data-api';
import type { ActivityNames } from './record-columns';
import { StatusSection, type RowWorkflow } from './StatusSection';
import type { Submission, SubmissionStatus } from './submissions';
import { DASHBOARD_MESSAGES } from './submissions-messages';

interface SubmissionsPanelProps {
  formType: FormType;
  label: string;
  /** Names of the volunteer activities, shown for their stored values. */
  names: ActivityNames;
  /** Reimbursements by stage and school year (docs/decisions/036). */
  filter?: ReimbursementFilter;
  /** What the tab shows between its heading and its rows (the Reimbursements tab's filter and totals). */
  children?: ReactNode;
  /** What the tab draws into its rows (the Reimbursements tab's stages). */
  workflow?: RowWorkflow;
}

/** A failed list load is logged and leaves the list empty (SPEC section 8; decision 013). */
const logLoadFailure = (formType: FormType) => (error: Error) => console.error(`[EG05] ${formType} submissions failed to load`, error);

const NO_ROWS: { rows: Submission[]; totalCount: number } = { rows: [], totalCount: 0 };

/** The placeholder's rows while the first page loads: the shape of a table, not a blank area. */
const SKELETON_ROWS = [1, 2, 3, 4];

/** The set with `item` added, or taken out when it was in. */
function toggled<T>(current: ReadonlySet<T>, item: T): ReadonlySet<T> {
  const next = new Set(current);
  if (!next.delete(item)) next.add(item);
  return next;
}

/**
 * One tab of the dashboard: a page of the form's submissions from the server, split into Unread and Read,
 * each row opening its details in place, with the status marker, Download CSV and the pager.
 */
export function SubmissionsPanel({ formType, label, names, filter = NO_FILTER, children, workflow }: SubmissionsPanelProps) {
  // Another filter lists other rows: it starts on their first page.
  const filterKey = `${filter.stage}-${filter.year}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const submissions = useSubmissions(formType, page, filter);
  useLoadFailure(submissions.error, logLoadFailure(formType));
  const setStatus = useSetSubmissionStatus(formType, page, filter);
  const download = useDownloadCsv(formType);
  const [collapsed, setCollapsed] = useState<ReadonlySet<SectionTitle>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  // The marker to focus once it shows with its new status: the row moves to the other section, where a new
  // marker is drawn for it, and focus stays with that row (a keyboard user keeps their place).
  const focusTarget = useRef<{ rowId: string; status: SubmissionStatus } | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());

  // Null until the first answer: a labelled placeholder shows, no count or empty sections flash up.
  const data = submissions.data ?? (submissions.isError ? NO_ROWS : null);
  const rows = data?.rows ?? NO_ROWS.rows;
  const sections = splitByStatus(rows);
  const eventTitle = useEventTitles(rows);
  const lookup: RowLookup = { names, eventTitle };
  const columns = summaryColumns(formType, lookup);
  // Rows removed since the last look can leave this page past the end: step back to the last one.
  const loaded = submissions.data;
  if (loaded && !submissions.isPlaceholderData && loaded.rows.length === 0 && page > pageCount(loaded.totalCount))
    setPage(pageCount(loaded.totalCount));

  function toggleStatus(row: Submission) {
    // Another press while one is on its way (Enter again on the focused marker) is ignored.
    if (setStatus.isPending) return;
    const next = statusAction(row.status).next;
    const opened = !collapsed.has(sectionOf(next));
    focusTarget.current = opened ? { rowId: row._id, status: next } : null;
    setStatus.mutate(row, {
      onSuccess: () => {
        // A row that moved into a collapsed section cannot take focus: the panel's heading does.
        if (!opened) heading.current?.focus();
      },
      onError: () => {
        focusTarget.current = null;
      },
    });
  }

  /** Called as each marker is drawn: true for the one that should take focus (once). */
  function claimFocus(row: Submission): boolean {
    const target = focusTarget.current;
    if (!target || target.rowId !== row._id || target.status !== row.status) return false;
    focusTarget.current = null;
    return true;
  }

  const toggleSection = (title: SectionTitle) => setCollapsed((current) => toggled(current, title));
  const toggleRow = (row: Submission) => setOpened((current) => toggled(current, row._id));

  const sectionProps = {
    tabLabel: label,
    columns,
    lookup,
    opened,
    onToggleRow: toggleRow,
    onToggleStatus: toggleStatus,
    claimFocus,
    onRowGone: () => heading.current?.focus(),
    workflow,
    onToggleSection: toggleSection,
  };
  return (
    <div className="forms-panel__body">
      <div className="forms-panel__toolbar">
        <h2 ref={heading} tabIndex={-1} className="forms-panel__heading">
          {label}
        </h2>
        <button type="button" className="button" onClick={() => download.mutate()}>
          {DASHBOARD_MESSAGES.downloadCsv}
        </button>
      </div>
      {children}
      {!data && (
        <IslandLoading label={DASHBOARD_MESSAGES.loading(label)} part={label} className="forms-panel__loading">
          {SKELETON_ROWS.map((row) => (
            <span key={row} className="skeleton forms-panel__skeleton" />
          ))}
        </IslandLoading>
      )}
      {data && (
        <>
          <StatusSection title="Unread" rows={sections.unread} expanded={!collapsed.has('Unread')} {...sectionProps} />
          <StatusSection title="Read" rows={sections.read} expanded={!collapsed.has('Read')} {...sectionProps} />
          <Pager label={label} page={page} shown={data.rows.length} totalCount={data.totalCount} onPage={setPage} />
        </>
      )}
    </div>
  );
}

interface PagerProps {
  label: string;
  page: number;
  shown: number;
  totalCount: number;
  onPage: (page: number) => void;
}

/** Previous and next with the count between them as 'n of total' (SPEC section 2); announced when it changes. */
function Pager({ label, page, shown, totalCount, onPage }: PagerProps) {
  const last = pageCount(totalCount);
  return (
    <nav className="pager" aria-label={DASHBOARD_MESSAGES.pages(label)}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="chevron_left" />
        {DASHBOARD_MESSAGES.previous}
      </button>
      <p className="pager__count" aria-live="polite">
        {pageSummary(page, shown, totalCount)}
      </p>
      <button type="button" className="button button--ghost" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {DASHBOARD_MESSAGES.next}
        <Icon name="chevron_right" />
      </button>
    </nav>
  );
}
