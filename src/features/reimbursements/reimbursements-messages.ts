/**
 * Texts of the Reimbursements tab's workflow (docs/decisions/036) that the spec leaves open. The refusals' texts are the
 * stage rules' own (workflow.ts), shown as the server words them.
 */
import type { Stage } from './workflow';

export const REIMBURSEMENT_MESSAGES = {
  stageColumn: 'Stage',
  workflow: 'Reimbursement workflow',
  requestTotal: 'Request total',
  paidTotal: 'Paid',
  history: 'History',
  submittedBy: (name: string) => (name ? `Submitted by ${name}` : 'Submitted'),
  movedBy: (stage: string, by: string) => `${stage} by ${by}`,
  checks: 'Checks',
  checkColumns: { number: 'Check number', amount: 'Amount', date: 'Date' },
  checksSum: 'Total paid',
  final: (stage: string) => `This request is ${stage.toLowerCase()}; it cannot be moved again.`,
  actions: 'Actions',
  /** The buttons that open each action's form. */
  action: { approved: 'Approve', declined: 'Decline', paid: 'Record payment' } satisfies Partial<Record<Stage, string>>,
  formHeading: { approved: 'Approve this request', declined: 'Decline this request', paid: 'Record the payment' },
  approveNote: 'Note (optional)',
  declineReason: 'Reason for declining',
  /** Said before the first approval (the rule of DESIGN section 9, docs/decisions/056). */
  twoOfficers:
    'Two different officers must sign off: the officer who approves this request cannot also record its payment; another officer does that.',
  secondOfficer: 'Two officers sign off: you approved this request, so another officer records its payment.',
  addCheck: 'Add check',
  removeCheck: (line: number) => `Remove check ${line}`,
  checkLine: (line: number) => `Check ${line}`,
  /** Inside the check's own group ('Check 1'), so short enough for a phone's row. */
  checkNumber: 'Number',
  checkAmount: 'Amount ($)',
  checkDate: 'Date written',
  amountNeeded: 'Please enter the amount in dollars, like 120.50.',
  checksSoFar: 'Checks add up to',
  left: 'Left to pay',
  over: 'Over the total by',
  review: { approved: 'Review approval', declined: 'Review decline', paid: 'Review payment' },
  confirmQuestion: {
    approved: (total: string) => `Approve this request for ${total}? The payee is mailed that it is approved.`,
    declined: () => 'Decline this request? The payee is mailed the reason. A declined request cannot be moved again.',
    paid: (count: number, sum: string) =>
      `Record ${count === 1 ? 'one check' : `${count} checks`} for ${sum}? The payee is mailed the check numbers and amounts. A paid request cannot be moved again.`,
  },
  confirm: { approved: 'Yes, approve', declined: 'Yes, decline', paid: 'Yes, record payment' },
  busy: { approved: 'Approving…', declined: 'Declining…', paid: 'Recording…' },
  done: { approved: 'Request approved', declined: 'Request declined', paid: 'Payment recorded' },
  edit: 'Back to the form',
  cancel: 'Cancel',
  refused: 'Not saved',
  // The filter and the totals.
  filter: 'Filter reimbursements',
  stageFilter: 'Stage',
  allStages: 'All stages',
  yearFilter: 'School year',
  allYears: 'All years',
  totalsHeading: (year: string) => `Totals for ${year}`,
  totalsLoading: 'Loading the totals',
  totalsPart: 'The totals',
  totalsFailed: 'The totals could not be read. Please try again later.',
  requested: 'Requested',
  approved: 'Approved',
  paid: 'Paid',
  requests: (count: number) => (count === 1 ? '1 request' : `${count} requests`),
  byActivity: 'By committee or activity',
  activity: 'Committee or activity',
  count: 'Requests',
  noActivity: 'No committee or activity',
  noRequests: 'No requests in this school year yet.',
} as const;
