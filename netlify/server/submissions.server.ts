/** Public form submissions, one blob each at submissions/{form_type}/{_id}; a new one never overwrites. */
import type { FormType, Submission } from '../../src/domain/forms';
import { createRecord, keyOf, listKeys, newRecordId, openStore, readRecord } from './store.server';

// Submissions are read only by the forms dashboard, an admin path: strong, listings included.
const submissionsStore = () => openStore('submissions', { strong: true });
export const submissionKey = (formType: FormType, id: string) => keyOf(formType, id);

export async function storeSubmission(formType: FormType, formData: Record<string, unknown>, at: Date = new Date()): Promise<Submission> {
  const submission: Submission = {
    _id: newRecordId(at),
    form_type: formType,
    status: 'INCOMPLETE',
    submission_date: at.toISOString(),
    form_data: formData,
  };
  if (!(await createRecord(submissionsStore(), submissionKey(formType, submission._id), submission))) {
    throw new Error('A submission id was reused; this should never happen.');
  }
  return submission;
}

export interface SubmissionPage {
  rows: Submission[];
  totalCount: number;
}

/** Without a page, the newest rows up to this many: a request never reads the whole history. */
export const MAX_UNPAGED_ROWS = 500;

/**
 * Submissions of one form, newest first. Only the rows answered are read; the keys are time-ordered,
 * so the listing alone gives the order and the total.
 */
export async function listSubmissions(formType: FormType, page?: { page: number; pageSize: number }): Promise<SubmissionPage> {
  const store = submissionsStore();
  const keys = (await listKeys(store, `${formType}/`)).sort().reverse();
  const wanted = page ? keys.slice((page.page - 1) * page.pageSize, page.page * page.pageSize) : keys.slice(0, MAX_UNPAGED_ROWS);
  const rows = await Promise.all(wanted.map((key) => readRecord<Submission>(store, key, { strong: true })));
  return { rows: rows.filter((row): row is Submission => row !== null), totalCount: keys.length };
}
