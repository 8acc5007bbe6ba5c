/** The submissions feature's components that other features render: the list of one tab, which the Reimbursements tab fills in. */
export { SubmissionsPanel } from './SubmissionsPanel';
export type { RowWorkflow } from './StatusSection';
