/** What other features use of the reimbursements feature's modules (DESIGN section 3): rules, types, stores and API calls, never a component, so that server code may import it too. Components are in ui.ts. */
export {
  MAX_CHECK_AMOUNT,
  STAGE_LABELS,
  STAGES,
  latestEntry,
  requestTotal,
  rowVersion,
  stageOf,
  type StageEntry,
  type StageFields,
} from './workflow';
export { NO_FILTER, filterParams, type ReimbursementFilter } from './list-filter';
export { checkDay, statusDay } from './payee-status';
export { reimbursementsText, type ReimbursementsText } from './reimbursements-text';
