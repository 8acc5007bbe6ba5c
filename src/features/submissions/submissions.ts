/** A stored submission as the officers read it (SPEC section 3, Form submission row), and its two statuses. */
import type { FormType } from '../forms';
import type { StageFields } from '../reimbursements';
import type { Lang } from '../../shared/i18n/lang';

export const SUBMISSION_STATUSES = ['INCOMPLETE', 'COMPLETE'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** SPEC section 4: INCOMPLETE is shown as Unread, COMPLETE as Read. */
export const STATUS_LABELS: Readonly<Record<SubmissionStatus, string>> = { INCOMPLETE: 'Unread', COMPLETE: 'Read' };

export const toggledStatus = (status: SubmissionStatus): SubmissionStatus => (status === 'COMPLETE' ? 'INCOMPLETE' : 'COMPLETE');

/** A stored row; a reimbursement request also carries its workflow fields (docs/decisions/035, `StageFields`). */
export interface Submission extends StageFields {
  _id: string;
  /** The short reference a person quotes, 'HSA-2026-0142' (docs/decisions/055); absent on rows stored before. */
  reference?: string;
  form_type: FormType;
  status: SubmissionStatus;
  submission_date: string;
  form_data: Record<string, unknown>;
  /**
   * Its mails (docs/decisions/034, 049): 'pending' from the moment it is stored until every mail went out
   * ('sent') or one was given up ('failed'); absent when mail was not set up, or on rows from before.
   */
  mail_status?: MailStatus;
  /**
   * The language of the page it was sent from (docs/decisions/068): the family's mails are written in it. Absent
   * on rows stored before languages, which are English.
   */
  lang?: Lang;
  /** A reimbursement request's version: 1 when stored, raised by each stage move (DESIGN section 9). */
  version?: number;
}

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
