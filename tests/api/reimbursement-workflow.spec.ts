/**
 * The treasurer's reimbursement workflow (DESIGN section 9, docs/decisions/035): every move and
 * every refusal of POST /v1/user_auth/form-data/reimbursement_request, two officers at once, the stage
 * filter and a school year's totals, the CSV's workflow columns, and the payee's private status link with
 * its mails, read from the tests' own SMTP server.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Submission } from '../../src/features/submissions/submissions';
import type { ReimbursementStatus } from '../../src/features/reimbursements/workflow';
import type { SchoolYearTotals } from '../../src/features/reimbursements/school-year-totals';
import { newClient } from '../support/clients';
import { formData, SUBMIT, treasurerToken, unique, validFormData } from '../support/forms';
import { Mailbox, runSweep } from '../support/mailbox';
import { auth, tokenFor } from '../support/sign-in';

const REIMBURSEMENTS = formData('reimbursement_request');
const STATUS = '/v1/api/reimbursement-status/';
const USERS = '/v1/user_auth/users';
const OVER_LIMIT = 'The HSA cannot reimburse more than $250.00 per check.';

test.describe.configure({ timeout: 180_000 });

let adminToken: Promise<string> | undefined;
const admin = (request: APIRequestContext) => (adminToken ??= tokenFor(request, 'admin'));

let mailbox: Mailbox | null = null;
test.afterEach(async () => {
  await mailbox?.close();
  mailbox = null;
});

interface Request {
  row: Submission;
  email: string;
}

/** A parent's request of `total` dollars, sent through the public form, and its row as the dashboard lists it. */
async function submitRequest(request: APIRequestContext, total: string): Promise<Request> {
  const name = unique('Payee');
  const data: Record<string, unknown> = { ...validFormData('reimbursement_request', name), reimbursement_total: total };
  const sent = await newClient().post(SUBMIT, { data: { form_type: 'reimbursement_request', form_data: data } });
  expect(sent.status(), await sent.text()).toBe(200);
  const listed = await request.get(`${REIMBURSEMENTS}?page=1&page_size=10`, { headers: auth(await treasurerToken(request)) });
  const row = ((await listed.json()) as { results: Submission[] }).results.find((candidate) => candidate.form_data.name === name);
  expect(row, `the stored request of ${name}`).toBeDefined();
  return { row: row!, email: data.email as string };
}

/** The row as the dashboard lists it now (a recent row: the first page holds it); undefined when there is none. */
async function currentRow(request: APIRequestContext, rowId: string): Promise<Submission | undefined> {
  const listed = await request.get(`${REIMBURSEMENTS}?page=1&page_size=50`, { headers: auth(await treasurerToken(request)) });
  return ((await listed.json()) as { results: Submission[] }).results.find((candidate) => candidate._id === rowId);
}

/** A move by one of the demo officers, made on the version they saw (by default, the row's version now). */
async function move(request: APIRequestContext, token: string, rowId: string, updateFields: Record<string, unknown>, version?: number) {
  const seen = version ?? (await currentRow(request, rowId))?.version ?? 1;
  const response = await request.post(REIMBURSEMENTS, {
    headers: auth(token),
    data: { row_id: rowId, version: seen, update_fields: updateFields },
  });
  return { status: response.status(), body: (await response.json()) as { results?: Submission; error?: string; code?: string } };
}

const check = (number: string, amount: number, date = '2026-11-24') => ({ number, amount, date });

test.describe('reimbursement stages: POST /v1/user_auth/form-data/reimbursement_request', () => {
  test('a new request is submitted, with an empty history; its Unread/Read status is untouched by moves', async ({ request }) => {
    const { row } = await submitRequest(request, '40.00');
    expect(row).toMatchObject({ stage: 'submitted', stage_history: [], status: 'INCOMPLETE' });
    expect(row.checks).toBeUndefined();
    const approved = await move(request, await admin(request), row._id, { stage: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.results).toMatchObject({ _id: row._id, status: 'INCOMPLETE', stage: 'approved' });
    // The spec's toggle still works on a moved row and leaves its stage alone.
    const read = await request.post(REIMBURSEMENTS, {
      headers: auth(await treasurerToken(request)),
      data: { row_id: row._id, update_fields: { status: 'COMPLETE' } },
    });
    expect(((await read.json()) as { results: Submission }).results).toMatchObject({ status: 'COMPLETE', stage: 'approved' });
  });

  test('one officer approves with a note, a second records two checks: paid, with who, when and the checks', async ({ request }) => {
    const { row } = await submitRequest(request, '370.50');
    const before = Date.now();
    const approved = await move(request, await admin(request), row._id, { stage: 'approved', note: 'Approved at the November meeting' });
    expect(approved.status).toBe(200);
    expect(approved.body.results?.stage).toBe('approved');
    const [entry] = approved.body.results?.stage_history ?? [];
    expect(entry).toMatchObject({ stage: 'approved', by: 'Alex Admin', note: 'Approved at the November meeting' });
    expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(before - 1000);

    const checks = [check('1001', 250), check('1002', 120.5)];
    const paid = await move(request, await treasurerToken(request), row._id, { stage: 'paid', checks });
    expect(paid.status, paid.body.error).toBe(200);
    expect(paid.body.results).toMatchObject({ stage: 'paid', checks });
    expect(paid.body.results?.stage_history?.map((step) => [step.stage, step.by])).toEqual([
      ['approved', 'Alex Admin'],
      ['paid', 'Terry Treasurer'],
    ]);
    // The list answers the row as it is now.
    const listed = await request.get(`${REIMBURSEMENTS}?page=1&page_size=10`, { headers: auth(await treasurerToken(request)) });
    expect(((await listed.json()) as { results: Submission[] }).results.find((candidate) => candidate._id === row._id)).toMatchObject({
      stage: 'paid',
      checks,
    });
  });

  test('the officer who approved cannot record the payment: 409, two officers sign off', async ({ request }) => {
    const { row } = await submitRequest(request, '30.00');
    const token = await admin(request);
    expect((await move(request, token, row._id, { stage: 'approved' })).status).toBe(200);
    const refused = await move(request, token, row._id, { stage: 'paid', checks: [check('1003', 30)] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'SAME_OFFICER', error: expect.stringMatching(/two officers/i) });
  });

  test('two signers are two accounts: not the approver renamed, not an account made after the approval, but a namesake may', async ({
    request,
  }) => {
    const adminAuth = await admin(request);
    const tag = Math.random().toString(36).slice(2, 8);
    const made: string[] = [];
    /** An officer account of this test's own, signed in. */
    const account = async (userId: string, name: string) => {
      const password = 'signer-password-1';
      const response = await request.post(USERS, {
        headers: auth(adminAuth),
        data: { userId, name, scopes: ['forms'], is_admin: false, password },
      });
      expect(response.status(), await response.text()).toBe(200);
      made.push(userId);
      return { userId, token: await tokenFor(request, { userId, password }), password };
    };
    try {
      const approver = await account(`approver-${tag}`, 'Pat Approver');
      // Another account that happens to show the same name, made before the approval.
      const namesake = await account(`namesake-${tag}`, 'Pat Approver');
      const { row } = await submitRequest(request, '60.00');
      const approved = await move(request, approver.token, row._id, { stage: 'approved' }, 1);
      expect(approved.body.results?.stage_history?.[0]).toMatchObject({ by: 'Pat Approver', by_id: approver.userId });

      // The approver renamed and signed in again is still the approver.
      const rename = await request.put(`${USERS}/${approver.userId}`, {
        headers: auth(adminAuth),
        data: { name: 'Pat Approver (2)', scopes: ['forms'], is_admin: false, version: 1 },
      });
      expect(rename.status(), await rename.text()).toBe(200);
      const renamed = await tokenFor(request, { userId: approver.userId, password: approver.password });
      const payment = { stage: 'paid', checks: [check('5001', 60)] };
      expect(await move(request, renamed, row._id, payment, 2)).toMatchObject({ status: 409, body: { code: 'SAME_OFFICER' } });

      // A second account made after the approval (by the approver's administrator, or anyone) cannot pay it.
      const late = await account(`late-${tag}`, 'Lee Late');
      expect(await move(request, late.token, row._id, payment, 2)).toMatchObject({
        status: 409,
        body: { code: 'NEWER_ACCOUNT', error: expect.stringMatching(/made after this request was approved/) },
      });

      // The namesake is another account that was there: it may record the payment.
      const paid = await move(request, namesake.token, row._id, payment, 2);
      expect(paid.status, paid.body.error).toBe(200);
      expect(paid.body.results?.stage_history?.map((entry) => [entry.by, entry.by_id])).toEqual([
        ['Pat Approver', approver.userId],
        ['Pat Approver', namesake.userId],
      ]);
    } finally {
      for (const userId of made) await request.delete(`${USERS}/${userId}`, { headers: auth(adminAuth) });
    }
  });

  test("a check over $250.00 is a 400 with the spec's words; checks adding up to more than the total are a 400", async ({ request }) => {
    const { row } = await submitRequest(request, '600.00');
    expect((await move(request, await admin(request), row._id, { stage: 'approved' })).status).toBe(200);
    const treasurer = await treasurerToken(request);
    const overLimit = await move(request, treasurer, row._id, { stage: 'paid', checks: [check('1', 250.01)] });
    expect(overLimit).toEqual({ status: 400, body: expect.objectContaining({ code: 'CHECK_OVER_LIMIT', error: OVER_LIMIT }) });
    const overTotal = await move(request, treasurer, row._id, {
      stage: 'paid',
      checks: [check('1', 250), check('2', 250), check('3', 100.01)],
    });
    expect(overTotal).toMatchObject({ status: 400, body: { code: 'CHECKS_OVER_TOTAL' } });
    // Nothing was recorded by the refusals; exactly the total is fine.
    const paid = await move(request, treasurer, row._id, { stage: 'paid', checks: [check('1', 250), check('2', 250), check('3', 100)] });
    expect(paid.status).toBe(200);
    expect(paid.body.results?.stage_history).toHaveLength(2);
  });

  test('paid and declined are final: another move is a 409', async ({ request }) => {
    const { row } = await submitRequest(request, '20.00');
    expect((await move(request, await admin(request), row._id, { stage: 'approved' })).status).toBe(200);
    expect((await move(request, await treasurerToken(request), row._id, { stage: 'paid', checks: [check('9', 20)] })).status).toBe(200);
    for (const next of [{ stage: 'declined', note: 'Too late' }, { stage: 'approved' }, { stage: 'paid', checks: [check('10', 1)] }]) {
      const refused = await move(request, await treasurerToken(request), row._id, next);
      expect(refused).toMatchObject({ status: 409, body: { code: 'FINAL_STAGE' } });
    }

    const declined = await submitRequest(request, '25.00');
    const decline = await move(request, await treasurerToken(request), declined.row._id, {
      stage: 'declined',
      note: 'No receipt attached',
    });
    expect(decline.body.results).toMatchObject({
      stage: 'declined',
      stage_history: [{ stage: 'declined', by: 'Terry Treasurer', note: 'No receipt attached' }],
    });
    expect(await move(request, await admin(request), declined.row._id, { stage: 'approved' })).toMatchObject({
      status: 409,
      body: { code: 'FINAL_STAGE' },
    });
  });

  test('an approved request may still be declined; a submitted one cannot be paid (409)', async ({ request }) => {
    const { row } = await submitRequest(request, '15.00');
    const treasurer = await treasurerToken(request);
    expect(await move(request, treasurer, row._id, { stage: 'paid', checks: [check('1', 15)] })).toMatchObject({
      status: 409,
      body: { code: 'WRONG_STAGE' },
    });
    expect((await move(request, await admin(request), row._id, { stage: 'approved' })).status).toBe(200);
    expect(await move(request, await admin(request), row._id, { stage: 'approved' })).toMatchObject({
      status: 409,
      body: { code: 'WRONG_STAGE' },
    });
    const declined = await move(request, treasurer, row._id, { stage: 'declined', note: 'Budget spent' });
    expect(declined.status).toBe(200);
    expect(declined.body.results?.stage).toBe('declined');
  });

  test('bad moves are a 400 with a readable message, an unknown row a 404, another form has no stages', async ({ request }) => {
    const { row } = await submitRequest(request, '10.00');
    const treasurer = await treasurerToken(request);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ stage: 'declined' }, /reason/i],
      [{ stage: 'declined', note: '   ' }, /reason/i],
      [{ stage: 'submitted' }, /stage must be approved, declined or paid/],
      [{ stage: 'paid', checks: [] }, /at least one check/i],
      [{ stage: 'paid', checks: [{ number: '1', amount: 'ten', date: '2026-11-24' }] }, /amount/i],
      [{ stage: 'paid', checks: [{ number: '1', amount: 10.005, date: '2026-11-24' }] }, /dollars and cents/i],
      [{ stage: 'paid', checks: [{ number: '', amount: 10, date: '2026-11-24' }] }, /check number/i],
      [{ stage: 'paid', checks: [{ number: '1', amount: 10, date: '24/11/2026' }] }, /date/i],
    ];
    for (const [fields, message] of cases) {
      const refused = await move(request, treasurer, row._id, fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body.error, JSON.stringify(fields)).toMatch(message);
    }
    expect((await move(request, treasurer, '0mwu28kse-00000000-0000-0000-0000-000000000000', { stage: 'approved' })).status).toBe(404);
    const other = await request.post(formData('volunteer_request'), {
      headers: auth(treasurer),
      data: { row_id: row._id, update_fields: { stage: 'approved' } },
    });
    expect(other.status()).toBe(400);
    // None of it moved the row.
    const listed = await request.get(`${REIMBURSEMENTS}?page=1&page_size=10`, { headers: auth(treasurer) });
    expect(((await listed.json()) as { results: Submission[] }).results.find((candidate) => candidate._id === row._id)?.stage).toBe(
      'submitted',
    );
  });

  test('two officers acting on one row at once: one wins, the other gets a 409 and a message', async ({ request }) => {
    const [adminAuth, treasurer] = [await admin(request), await treasurerToken(request)];
    // The same move twice, and a decline racing a payment, each made on the version both saw: the row changes once.
    for (const stage of ['approved', 'declined'] as const) {
      const { row } = await submitRequest(request, '50.00');
      const fields = stage === 'approved' ? { stage } : { stage, note: 'Duplicate request' };
      const outcomes = await Promise.all([move(request, adminAuth, row._id, fields, 1), move(request, treasurer, row._id, fields, 1)]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 409]);
      expect(outcomes.find((outcome) => outcome.status === 409)?.body).toMatchObject({
        error: expect.stringMatching(new RegExp(`^This request is already ${stage}`)),
      });
      expect(outcomes.find((outcome) => outcome.status === 200)?.body.results?.stage_history).toHaveLength(1);
    }
    const { row } = await submitRequest(request, '50.00');
    expect((await move(request, adminAuth, row._id, { stage: 'approved' }, 1)).status).toBe(200);
    const [paid, declined] = await Promise.all([
      move(request, treasurer, row._id, { stage: 'paid', checks: [check('4001', 50)] }, 2),
      move(request, adminAuth, row._id, { stage: 'declined', note: 'Paid from another budget' }, 2),
    ]);
    expect([paid.status, declined.status].sort()).toEqual([200, 409]);
    const loser = paid.status === 409 ? paid : declined;
    expect(loser.body).toMatchObject({ code: 'FINAL_STAGE', error: expect.stringMatching(/already (paid|declined)/) });
  });

  test('a move names the version it was made on: none is a 400, a stale one a 409, and the row is unchanged', async ({ request }) => {
    const { row } = await submitRequest(request, '45.00');
    expect(row.version).toBe(1);
    const treasurer = await treasurerToken(request);
    const unversioned = await request.post(REIMBURSEMENTS, {
      headers: auth(treasurer),
      data: { row_id: row._id, update_fields: { stage: 'approved' } },
    });
    expect(unversioned.status()).toBe(400);
    expect(await unversioned.json()).toMatchObject({ error: expect.stringMatching(/which version/i) });
    const approved = await move(request, treasurer, row._id, { stage: 'approved' }, 1);
    expect(approved.body.results).toMatchObject({ stage: 'approved', version: 2 });
    // Marking it read is no move: the version stays.
    await request.post(REIMBURSEMENTS, { headers: auth(treasurer), data: { row_id: row._id, update_fields: { status: 'COMPLETE' } } });
    expect((await currentRow(request, row._id))?.version).toBe(2);
    expect(await move(request, treasurer, row._id, { stage: 'declined', note: 'Stale' }, 1)).toMatchObject({
      status: 409,
      body: { code: 'STALE_EDIT', error: expect.stringMatching(/Someone else changed this item/) },
    });
    expect(await currentRow(request, row._id)).toMatchObject({ stage: 'approved', version: 2 });
  });

  test('15 officers moving one row at once: one move is stored, 14 are 409, and the payee gets exactly one mail', async ({ request }) => {
    mailbox = await Mailbox.open();
    const { row, email } = await submitRequest(request, '80.00');
    await mailbox.expectTo(email);
    const [adminAuth, treasurer] = [await admin(request), await treasurerToken(request)];
    const moves = Array.from({ length: 15 }, (_, index) =>
      index % 2 === 0
        ? move(request, adminAuth, row._id, { stage: 'approved', note: `Approval ${index}` }, 1)
        : move(request, treasurer, row._id, { stage: 'declined', note: `Decline ${index}` }, 1),
    );
    const outcomes = await Promise.all(moves);
    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 409)).toHaveLength(14);
    const stored = await currentRow(request, row._id);
    expect(stored?.stage_history).toHaveLength(1);
    expect(stored?.version).toBe(2);
    // The confirmation, then exactly one mail about the one stage reached.
    await mailbox.expectTo(email, 2);
    await runSweep(request);
    expect(mailbox.to(email)).toHaveLength(2);
    expect(mailbox.to(email)[1]!.parsed.subject).toMatch(stored?.stage === 'approved' ? /approved/i : /declined/i);
  });
});

test.describe('the stage filter and school-year totals', () => {
  const currentSchoolYear = () => {
    const [year, month] = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' }).split('-').map(Number) as [
      number,
      number,
    ];
    return month >= 7 ? year : year - 1;
  };

  async function totals(request: APIRequestContext, year: number): Promise<SchoolYearTotals> {
    const response = await request.get(`${REIMBURSEMENTS}/totals?school_year=${year}`, { headers: auth(await treasurerToken(request)) });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-store');
    return ((await response.json()) as { results: SchoolYearTotals }).results;
  }

  test('a stage filter lists only that stage of the school year, paged, with its count', async ({ request }) => {
    const treasurer = await treasurerToken(request);
    const year = currentSchoolYear();
    const { row } = await submitRequest(request, '12.00');
    expect((await move(request, treasurer, row._id, { stage: 'declined', note: 'Duplicate' })).status).toBe(200);
    const declined = await request.get(`${REIMBURSEMENTS}?stage=declined&school_year=${year}&page=1&page_size=5`, {
      headers: auth(treasurer),
    });
    const body = (await declined.json()) as { results: Submission[]; totalCount: number };
    expect(body.results.length).toBeLessThanOrEqual(5);
    expect(body.results.every((candidate) => candidate.stage === 'declined')).toBe(true);
    expect(body.results[0]?._id).toBe(row._id);
    const all = await request.get(`${REIMBURSEMENTS}?stage=declined&school_year=${year}`, { headers: auth(treasurer) });
    expect(((await all.json()) as { results: Submission[] }).results).toHaveLength(body.totalCount);
    const submitted = await request.get(`${REIMBURSEMENTS}?stage=submitted`, { headers: auth(treasurer) });
    expect(((await submitted.json()) as { results: Submission[] }).results.some((candidate) => candidate._id === row._id)).toBe(false);
    // Last year holds nothing of this year's.
    const lastYear = await request.get(`${REIMBURSEMENTS}?stage=declined&school_year=${year - 1}`, { headers: auth(treasurer) });
    expect(((await lastYear.json()) as { results: Submission[] }).results.some((candidate) => candidate._id === row._id)).toBe(false);
    for (const bad of ['stage=lost', 'school_year=26', 'school_year=abcd']) {
      expect((await request.get(`${REIMBURSEMENTS}?${bad}`, { headers: auth(treasurer) })).status(), bad).toBe(400);
    }
  });

  test('the totals requested, approved and paid follow each move, overall and per committee or activity', async ({ request }) => {
    const year = currentSchoolYear();
    const before = await totals(request, year);
    expect(before).toMatchObject({ school_year: year, start: `${year}-07-01`, end: `${year + 1}-06-30` });
    expect(before.years).toContain(year);
    const bookFair = (result: SchoolYearTotals) =>
      result.by_activity.find((group) => group.activity === 'Book Fair') ?? { count: 0, requested: 0, approved: 0, paid: 0 };

    const { row } = await submitRequest(request, '300.25');
    expect((await move(request, await admin(request), row._id, { stage: 'approved' })).status).toBe(200);
    expect(
      (await move(request, await treasurerToken(request), row._id, { stage: 'paid', checks: [check('5', 250), check('6', 50)] })).status,
    ).toBe(200);
    const after = await totals(request, year);
    const cents = (value: number) => Math.round(value * 100);
    expect(after.overall.count - before.overall.count).toBe(1);
    expect(cents(after.overall.requested) - cents(before.overall.requested)).toBe(30025);
    expect(cents(after.overall.approved) - cents(before.overall.approved)).toBe(30025);
    expect(cents(after.overall.paid) - cents(before.overall.paid)).toBe(30000);
    expect(cents(bookFair(after).requested) - cents(bookFair(before).requested)).toBe(30025);
    expect(cents(bookFair(after).paid) - cents(bookFair(before).paid)).toBe(30000);
    // Last school year knows nothing of it.
    const last = await totals(request, year - 1);
    expect(last.school_year).toBe(year - 1);
  });

  test('the filter and totals need the forms scope', async ({ request }) => {
    const editor = await tokenFor(request, 'editor');
    expect((await request.get(`${REIMBURSEMENTS}/totals`, { headers: auth(editor) })).status()).toBe(403);
    expect((await request.get(`${REIMBURSEMENTS}/totals`)).status()).toBe(401);
    expect((await request.post(`${REIMBURSEMENTS}/totals`, { headers: auth(editor) })).status()).toBe(405);
  });
});

test.describe('the CSV download', () => {
  test('carries the stage, who approved and when, each check and the total paid', async ({ request }) => {
    const { row } = await submitRequest(request, '260.00');
    expect((await move(request, await admin(request), row._id, { stage: 'approved' })).status).toBe(200);
    expect(
      (
        await move(request, await treasurerToken(request), row._id, {
          stage: 'paid',
          checks: [check('2001', 250), check('2002', 10, '2026-11-25')],
        })
      ).status,
    ).toBe(200);
    const csv = await (await request.get(`${REIMBURSEMENTS}/download`, { headers: auth(await treasurerToken(request)) })).text();
    const [header] = csv.split('\r\n');
    expect(header).toMatch(/,Stage,Approved By,Approved On,Checks,Total Paid$/);
    const line = csv.split('\r\n').find((candidate) => candidate.startsWith(row._id));
    expect(line).toMatch(
      /,Paid,Alex Admin,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M,No\. 2001: \$250\.00 on 11\/24\/2026; No\. 2002: \$10\.00 on 11\/25\/2026,\$260\.00$/,
    );
  });
});

test.describe("the payee's private status link", () => {
  /** The confirmation's status link: the mail is the only place the token ever appears. */
  async function statusLink(box: Mailbox, email: string): Promise<string> {
    const [confirmation] = await box.expectTo(email, 1);
    const link = /https?:\/\/\S+\/volunteers\/reimbursement-status\/([A-Za-z0-9_-]+)/.exec(confirmation!.parsed.text ?? '');
    expect(link, 'a status link in the confirmation').not.toBeNull();
    return link![1]!;
  }

  async function readStatus(request: APIRequestContext, token: string) {
    const response = await request.get(`${STATUS}${token}`);
    return { response, body: (await response.json()) as { results?: ReimbursementStatus; error?: string } };
  }

  test('shows the stage, total, dates and checks, and nothing else; each move mails the payee', async ({ request }) => {
    mailbox = await Mailbox.open();
    const { row, email } = await submitRequest(request, '270.00');
    const token = await statusLink(mailbox, email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const first = await readStatus(request, token);
    expect(first.response.status()).toBe(200);
    expect(first.response.headers()['cache-control']).toContain('no-store');
    expect(first.body).toEqual({
      results: {
        reference: row.reference,
        stage: 'submitted',
        total: 270,
        submitted_at: row.submission_date,
        history: [{ stage: 'submitted', at: row.submission_date }],
        checks: [],
      },
    });

    expect((await move(request, await admin(request), row._id, { stage: 'approved', note: 'Internal note for officers' })).status).toBe(
      200,
    );
    const [, approvedMail] = await mailbox.expectTo(email, 2);
    expect(approvedMail!.parsed.subject).toMatch(/Your reimbursement request was approved \(HSA-\d{4}-\d{4}\)$/);
    expect(approvedMail!.parsed.text).toContain('$270.00');
    // Every stage mail repeats the status link, and promises nobody in particular writes the check (docs/decisions/055).
    expect(approvedMail!.parsed.text).toContain(`/volunteers/reimbursement-status/${token}`);
    expect(approvedMail!.parsed.text).not.toMatch(/Treasurer will write/);

    expect(
      (await move(request, await treasurerToken(request), row._id, { stage: 'paid', checks: [check('3001', 250), check('3002', 20)] }))
        .status,
    ).toBe(200);
    const [, , paidMail] = await mailbox.expectTo(email, 3);
    expect(paidMail!.parsed.subject).toMatch(/Your reimbursement was paid/);
    expect(paidMail!.parsed.text).toContain('Check 3001: $250.00, dated November 24, 2026');
    expect(paidMail!.parsed.text).toContain(`/volunteers/reimbursement-status/${token}`);
    expect(paidMail!.parsed.text).toContain('Check 3002: $20.00, dated November 24, 2026');

    const { body } = await readStatus(request, token);
    expect(body.results).toMatchObject({
      stage: 'paid',
      total: 270,
      checks: [
        { amount: 250, date: '2026-11-24' },
        { amount: 20, date: '2026-11-24' },
      ],
    });
    expect(body.results?.history.map((step) => step.stage)).toEqual(['submitted', 'approved', 'paid']);
    expect(Object.keys(body.results ?? {}).sort()).toEqual(['checks', 'history', 'reference', 'stage', 'submitted_at', 'total']);
    const text = JSON.stringify(body);
    for (const secret of ['Alex', 'Terry', 'Internal note', '410-555-0134', '12 Elm Street', email, '3001'])
      expect(text).not.toContain(secret);
  });

  test('a declined request mails its reason', async ({ request }) => {
    mailbox = await Mailbox.open();
    const { row, email } = await submitRequest(request, '18.00');
    await statusLink(mailbox, email);
    expect(
      (await move(request, await treasurerToken(request), row._id, { stage: 'declined', note: 'Please attach the receipt' })).status,
    ).toBe(200);
    const [, declinedMail] = await mailbox.expectTo(email, 2);
    expect(declinedMail!.parsed.subject).toMatch(/Your reimbursement request was declined/);
    expect(declinedMail!.parsed.text).toContain('The reason given: Please attach the receipt');
  });

  test('an unknown token, of any shape, is a 404 with a message', async ({ request }) => {
    for (const token of ['A'.repeat(43), 'short', `${'a'.repeat(43)}x`, 'a%2Fb', '..%2F..%2Fusers']) {
      const { response, body } = await readStatus(request, token);
      expect(response.status(), token).toBe(404);
      expect(body.error).toMatch(/no reimbursement request/i);
    }
    expect((await request.post(`${STATUS}${'A'.repeat(43)}`)).status()).toBe(405);
  });
});
