/** The reimbursements feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code, and what it shares with them, from here only. */
export {
  currentSchoolYear,
  ensureStatusLink,
  listReimbursements,
  moveReimbursement,
  readReimbursementStatus,
  reimbursementTotals,
} from './workflow.server';
export { isStageUpdate, stageUpdateSchema } from './stage-update-schema';
export { STAGES } from './workflow';
