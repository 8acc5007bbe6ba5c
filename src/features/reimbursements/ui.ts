/** The reimbursements feature's components that other features render: the Reimbursements tab, which the Forms dashboard opens. */
export { ReimbursementsPanel } from './ReimbursementsPanel';
export { ReimbursementsTextProvider, useReimbursementsText } from './reimbursements-text-context';
