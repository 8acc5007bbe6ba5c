import { useLoadFailure } from '../../shared/admin/admin-query';
import { useSchoolYearTotals } from './workflow-api';
import './reimbursement-dashboard.css';
import type { ActivityNames } from '../submissions';
import { SubmissionsPanel, type RowWorkflow } from '../submissions/ui';
import { ReimbursementFilter } from './ReimbursementFilter';
import { ReimbursementTotals } from './ReimbursementTotals';
import { ReimbursementStage, StageBadge } from './ReimbursementStage';
import { useFilterAddress } from './use-filter-address';
import { stageOf } from './workflow';

/** A failed totals read is logged; the panel says the totals could not be read (SPEC section 8). */
const logTotalsFailure = (error: Error) => console.error('[EG05] reimbursement totals failed to load', error);

/** Each row's stage as a badge, and in its details, after the request's fields, its place in the workflow. */
const WORKFLOW: RowWorkflow = {
  stageCell: (row) => <StageBadge stage={stageOf(row)} />,
  details: (row, onRowGone) => <ReimbursementStage row={row} onRowGone={onRowGone} />,
};

/**
 * The Reimbursements tab (docs/decisions/036): the spec's Unread and Read lists, filtered by stage and school year as the
 * address says, with the totals of the school year shown.
 */
export function ReimbursementsPanel({ label, names }: { label: string; names: ActivityNames }) {
  const { filter, thisYear, setFilter } = useFilterAddress();
  const year = filter.year ?? thisYear;
  const totals = useSchoolYearTotals(year);
  useLoadFailure(totals.error, logTotalsFailure);
  return (
    <SubmissionsPanel formType="reimbursement_request" label={label} names={names} filter={filter} workflow={WORKFLOW}>
      <ReimbursementFilter filter={filter} thisYear={thisYear} years={totals.data?.years ?? []} onChange={setFilter} />
      <ReimbursementTotals year={year} totals={totals.data} failed={totals.isError} names={names} />
    </SubmissionsPanel>
  );
}
