import { describe, expect, it } from 'vitest';
import { sectionOf, splitByStatus, withRow } from './dashboard-model';
import type { Submission } from './submissions';
import { submissionPageSchema, submissionSchema } from './form-data-api';
import { referenceOf } from './reference';

const row = (id: string, status: Submission['status']): Submission => ({
  _id: id,
  form_type: 'volunteer_request',
  status,
  submission_date: '2026-11-03T14:15:00.000Z',
  form_data: { name: `Row ${id}` },
});

describe('a row marked read or unread in the Forms dashboard', () => {
  it('takes the place of the row it was in the page shown, which keeps its order and count', () => {
    const page = { rows: [row('a', 'INCOMPLETE'), row('b', 'INCOMPLETE'), row('c', 'COMPLETE')], totalCount: 23 };
    const updated = withRow(page, row('b', 'COMPLETE'));
    expect(updated.rows.map((shown) => [shown._id, shown.status])).toEqual([
      ['a', 'INCOMPLETE'],
      ['b', 'COMPLETE'],
      ['c', 'COMPLETE'],
    ]);
    expect(updated.totalCount).toBe(23);
    expect(page.rows[1]?.status).toBe('INCOMPLETE');
    expect(splitByStatus(updated.rows).read.map((shown) => shown._id)).toEqual(['b', 'c']);
  });

  it('moves to the section its status names', () => {
    expect(sectionOf('COMPLETE')).toBe('Read');
    expect(sectionOf('INCOMPLETE')).toBe('Unread');
  });
});

describe('submission answers', () => {
  it('reads a page of rows and refuses an answer without results or with a row of an unknown status', () => {
    expect(submissionPageSchema.parse({ results: [row('a', 'COMPLETE')], totalCount: 1 }).results[0]?._id).toBe('a');
    expect(submissionPageSchema.safeParse({ error: 'Forbidden' }).success).toBe(false);
    expect(submissionSchema.safeParse({ ...row('a', 'COMPLETE'), status: 'DONE' }).success).toBe(false);
    // The reference the sender quotes comes through: the details show it rather than the row's id.
    expect(referenceOf(submissionSchema.parse({ ...row('a', 'COMPLETE'), reference: 'HSA-2026-0016' }))).toBe('HSA-2026-0016');
  });
});
