/**
 * The forms dashboard's calls, /v1/user_auth/form-data/{data_key} (SPEC section 7), for the forms scope
 * (who else is refused: tests/api/guard.spec.ts).
 */
import { expect, test } from '@playwright/test';
import type { FormType } from '../../src/features/forms/form-types';
import type { Submission } from '../../src/features/submissions/submissions';
import { auth } from '../support/sign-in';
import { newClient } from '../support/clients';
import { formData, SUBMIT, treasurerToken, unique, validFormData } from '../support/forms';

// The CSV's columns: the submission's ID and short reference (docs/decisions/055), then the form's fields.
const CSV_HEADERS: Record<FormType, string> = {
  volunteer_request: "ID,Reference,Name,Email,Child's Name,Child's Homeroom,Volunteer Activity,Comments,Status,Submission Date",
  volunteer_hours_request:
    "ID,Reference,Name,Email,Child's Name,Child's Homeroom,Volunteer Activity,Activity Date,Number of Hours,Status,Submission Date",
  reimbursement_request:
    'ID,Reference,Name,Email,Request Type,Notes,Pay To Name,Pay To Address,Phone,Payment Arrangement,Associated Committees/Activities,Description,Invoices,Reimbursement Total,Invoice Total,Receipts,Status,Submission Date,Stage,Approved By,Approved On,Checks,Total Paid',
  event_feedback: 'ID,Reference,Event Name,Event Title,Event Date,1-10,Feedback,Status,Submission Date',
};

// Several calls each, and each local call starts a fresh function worker.
test.describe.configure({ timeout: 180_000 });

test.describe('GET /v1/user_auth/form-data/{data_key}', () => {
  test("answers the form's rows, all of that form, and their totalCount", async ({ request }) => {
    const response = await request.get(formData('volunteer_request'), { headers: auth(await treasurerToken(request)) });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { results: Submission[]; totalCount: number };
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.results).toHaveLength(body.totalCount);
    expect(body.results.every((row) => row.form_type === 'volunteer_request')).toBe(true);
  });

  test('bad paging values are a 400', async ({ request }) => {
    const response = await request.get(`${formData('volunteer_request')}?page=-1`, { headers: auth(await treasurerToken(request)) });
    expect(response.status()).toBe(400);
  });
});

test.describe('POST /v1/user_auth/form-data/{data_key}', () => {
  test("sets a row's status and answers the changed row; the list shows it", async ({ request }) => {
    const token = await treasurerToken(request);
    const [row] = (
      (await (await request.get(`${formData('volunteer_request')}?page=1&page_size=1`, { headers: auth(token) })).json()) as {
        results: Submission[];
      }
    ).results;
    const setStatus = (status: string) =>
      request.post(formData('volunteer_request'), { headers: auth(token), data: { row_id: row!._id, update_fields: { status } } });
    const toggled = row!.status === 'COMPLETE' ? 'INCOMPLETE' : 'COMPLETE';
    const first = await setStatus(toggled);
    expect(first.status()).toBe(200);
    expect((await first.json()).results).toEqual({ ...row, status: toggled });
    const listed = (await (await request.get(`${formData('volunteer_request')}?page=1&page_size=1`, { headers: auth(token) })).json())
      .results[0];
    expect(listed.status).toBe(toggled);
    expect(((await (await setStatus(row!.status)).json()).results as Submission).status).toBe(row!.status);
  });

  test('an unknown row is a 404 and a status other than INCOMPLETE or COMPLETE a 400', async ({ request }) => {
    const token = await treasurerToken(request);
    const unknown = await request.post(formData('volunteer_request'), {
      headers: auth(token),
      data: { row_id: 'no-such-row', update_fields: { status: 'COMPLETE' } },
    });
    expect(unknown.status()).toBe(404);
    const bad = await request.post(formData('volunteer_request'), {
      headers: auth(token),
      data: { row_id: 'no-such-row', update_fields: { status: 'DONE' } },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toMatch(/INCOMPLETE or COMPLETE/);
  });
});

test.describe('GET /v1/user_auth/form-data/{data_key}/download', () => {
  test("answers each form's CSV with the spec's columns, as an attachment that is never cached", async ({ request }) => {
    const token = await treasurerToken(request);
    for (const formType of Object.keys(CSV_HEADERS) as FormType[]) {
      const response = await request.get(`${formData(formType)}/download`, { headers: auth(token) });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers()['content-disposition']).toMatch(new RegExp(`^attachment; filename="hsa_${formType}_\\d{8}-\\d{6}\\.csv"$`));
      expect(response.headers()['cache-control']).toMatch(/no-store/);
      const [header, ...rows] = (await response.text()).split('\r\n').filter(Boolean);
      expect(header).toBe(CSV_HEADERS[formType]);
      expect(rows.length).toBeGreaterThan(0);
    }
  });

  test('escapes quotes and line breaks and neutralises a cell that starts a formula', async ({ request }) => {
    const marker = unique('x');
    const name = `=HYPERLINK("http://evil.example") ${marker}`;
    const body = {
      form_type: 'volunteer_request',
      form_data: { ...validFormData('volunteer_request', name), comments: 'Said "hi"\nthen left' },
    };
    expect((await newClient().post(SUBMIT, { data: body })).status()).toBe(200);
    const csv = await (
      await request.get(`${formData('volunteer_request')}/download`, { headers: auth(await treasurerToken(request)) })
    ).text();
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil.example"") ${marker}",`);
    expect(csv).toContain(`,"Said ""hi""\nthen left",`);
  });

  test('names the volunteer activity rather than its stored value', async ({ request }) => {
    const csv = await (
      await request.get(`${formData('volunteer_request')}/download`, { headers: auth(await treasurerToken(request)) })
    ).text();
    const kelly = csv.split('\r\n').find((line) => line.includes('Kelly Brennan'));
    expect(kelly).toContain(',Book Fair,');
    expect(kelly).not.toContain('book-fair');
  });
});
