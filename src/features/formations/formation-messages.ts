/** The Committee and Grade tools' messages, with the spec's exact texts (SPEC section 8). */
import { actionableReason } from '../../shared/api-client';
import type { FormationType } from './formation';

const SUBMIT_FAILED = 'Sorry, There was an issue submitting your form [Please Contact Site Admin]';

export const FORMATION_MESSAGES = {
  /** The spec uses this one text for every admin save, formations included. */
  saved: 'Successfully Created Event',
  saveFailed: SUBMIT_FAILED,
  /** The server's reason when it gave one a person can act on (400, 409), shown after the spec's text. */
  saveFailedReason: actionableReason,
  confirmDelete: (type: FormationType) => `Are you sure you want to delete this ${type}?`,
  deleted: (type: FormationType) => `Successfully Deleted ${type}`,
  deleteFailed: (type: FormationType) => `Sorry, There was an issue deleting this ${type} [Please Contact Site Admin]`,
};
