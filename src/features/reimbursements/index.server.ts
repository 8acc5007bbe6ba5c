/** The reimbursements feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code, and what it shares with them, from here only. */
export {
  currentSchoolYear,
  ensureStatusLink,
  isStageUpdate,
  listReimbursements,
  moveReimbursement,
  readReimbursementStatus,
  reimbursementTotals,
  stageUpdateSchema,
} from './workflow.server';
export { STAGES } from './workflow';
