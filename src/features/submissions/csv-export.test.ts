import { describe, expect, it } from 'vitest';
import type { FormType } from '../forms';
import type { Submission } from './submissions';
import { neutraliseCell, submissionsCsv } from './csv-export.server';

/** Reads RFC 4180 CSV back (quoted fields may hold commas, doubled quotes and line breaks). */
function parse(csv: string): string[][] {
  const records: string[][] = [];
  const pattern = /("((?:[^"]|"")*)"|[^",\r\n]*)(,|\r\n|$)/gy;
  let record: string[] = [];
  for (let match = pattern.exec(csv); match && match[0] !== ''; match = pattern.exec(csv)) {
    record.push(match[2] !== undefined ? match[2].replaceAll('""', '"') : (match[1] ?? ''));
    if (match[3] !== ',') {
      records.push(record);
      record = [];
    }
  }
  return records;
}

const row = (form_type: FormType, form_data: Record<string, unknown>, extra: Partial<Submission> = {}): Submission => ({
  _id: 'id1',
  form_type,
  status: 'INCOMPLETE',
  submission_date: '2026-11-03T14:15:00.000Z',
  form_data,
  ...extra,
});

describe('submissions CSV (DESIGN section 6)', () => {
  it('has a header row of labels and one row per submission', () => {
    const csv = submissionsCsv('event_feedback', [
      row(
        'event_feedback',
        { event_name: 'fair', event_title: 'Fair', event_date: '2026-10-28T10:00', rating: 9, feedback: 'Great' },
        { status: 'COMPLETE', reference: 'HSA-2026-0007' },
      ),
    ]);
    expect(csv).toBe(
      'ID,Reference,Event Name,Event Title,Event Date,1-10,Feedback,Status,Submission Date\r\nid1,HSA-2026-0007,fair,Fair,2026-10-28T10:00,9,Great,Read,11/03/2026 09:15 AM\r\n',
    );
  });

  it('is only the header row when there are no submissions', () => {
    expect(submissionsCsv('volunteer_request', [])).toBe(
      "ID,Reference,Name,Email,Child's Name,Child's Homeroom,Volunteer Activity,Comments,Status,Submission Date\r\n",
    );
  });

  it("writes 'N/A' for a missing submission date", () => {
    const csv = submissionsCsv('volunteer_request', [row('volunteer_request', { name: 'Ann' }, { submission_date: '' })]);
    expect(csv.split('\r\n')[1]).toBe('id1,id1,Ann,,,,,,Unread,N/A');
  });

  it('quotes cells with commas, quotes and line breaks so they read back unchanged', () => {
    const comments = 'Tuesdays, "early"\nor Fridays\r\nthanks';
    const csv = submissionsCsv('volunteer_request', [row('volunteer_request', { name: 'Lee, Ann', comments })]);
    expect(csv).toContain('"Lee, Ann"');
    expect(csv).toContain('"Tuesdays, ""early""\nor Fridays\r\nthanks"');
    const [header, record] = parse(csv) as string[][];
    expect(header).toHaveLength(10);
    expect(record?.[2]).toBe('Lee, Ann');
    expect(record?.[7]).toBe(comments);
  });

  it('neutralises every cell that starts with = + - @, tab or CR', () => {
    const attacks = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1'];
    for (const attack of attacks) {
      const csv = submissionsCsv('volunteer_request', [row('volunteer_request', { name: attack, email: attack, comments: attack })]);
      const [, record] = parse(csv) as string[][];
      expect(record?.slice(2, 4), JSON.stringify(attack)).toEqual([`'${attack}`, `'${attack}`]);
      expect(record?.[7]).toBe(`'${attack}`);
    }
  });

  it('leaves safe cells as they are', () => {
    expect(neutraliseCell('Ann')).toBe('Ann');
    expect(neutraliseCell('1-10')).toBe('1-10');
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell(' =1')).toBe(' =1');
  });

  it("carries a reimbursement's stage, who approved it and when, each check and the total paid", () => {
    const paid = row(
      'reimbursement_request',
      { name: 'Beth', reimbursement_total: 370.5 },
      {
        stage: 'paid',
        stage_history: [
          { stage: 'approved', by: 'Alex Admin', at: '2026-11-04T15:30:00.000Z', note: 'Board vote' },
          { stage: 'paid', by: 'Terry Treasurer', at: '2026-11-05T15:00:00.000Z' },
        ],
        checks: [
          { number: '1001', amount: 250, date: '2026-11-05' },
          { number: '1002', amount: 120.5, date: '2026-11-05' },
        ],
      },
    );
    const [header, first, second] = parse(submissionsCsv('reimbursement_request', [paid, row('reimbursement_request', { name: 'Old' })]));
    expect(header?.slice(-5)).toEqual(['Stage', 'Approved By', 'Approved On', 'Checks', 'Total Paid']);
    expect(first?.slice(-5)).toEqual([
      'Paid',
      'Alex Admin',
      '11/04/2026 10:30 AM',
      'No. 1001: $250.00 on 11/05/2026; No. 1002: $120.50 on 11/05/2026',
      '$370.50',
    ]);
    expect(second?.slice(-5)).toEqual(['Submitted', '', '', '', '']);
  });
});
