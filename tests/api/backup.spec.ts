import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addMonths, type EventView } from '../../src/features/events/core/event';
import type { Formation } from '../../src/features/formations/formation';
import { FORM_TYPES } from '../../src/features/forms/form-types';
import type { Submission } from '../../src/features/submissions/submissions';
import type { Photo } from '../../src/features/photos/photo';
import type { SiteContent } from '../../src/features/content/site-content';
import { runTsx } from '../support/commands';
import { auth, tokenFor } from '../support/sign-in';
import { formData, SUBMIT, unique, validFormData } from '../support/forms';

/**
 * `npm run backup` and `npm run restore` on the test server's stores (DESIGN section 5, docs/decisions/021):
 * after a restore, every read answers as at the backup, whatever was edited, deleted or added in between.
 */
const JPEG = readFileSync(new URL('../support/tiny.jpg', import.meta.url));
const MONTH = new Date().toISOString().slice(0, 7);
const TODAY = new Date().toISOString().slice(0, 10);

interface Seen {
  event: EventView;
  committee: Formation;
  eventPhotos: Photo[];
  receiptUrl: string;
}

async function json<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const response = await request.get(url, { headers: token ? auth(token) : {} });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** The items the reads are about: an event of this month with photos, a committee with photos, a receipt. */
async function pickItems(request: APIRequestContext, admin: string): Promise<Seen> {
  const { results: events } = await json<{ results: EventView[] }>(
    request,
    `/v2/api/event?per_page=100&start_dt=${MONTH}-01&end_dt=${addMonths(MONTH, 1)}-01`,
  );
  const event = events.find((candidate) => candidate.image_count > 1);
  const { results: committees } = await json<{ results: Formation[] }>(request, '/v2/api/formation/committee');
  const committee = committees.find((candidate) => candidate.image_count > 0);
  const { results: rows } = await json<{ results: Submission[] }>(request, formData('reimbursement_request'), admin);
  const withReceipt = rows.find((row) => (row.form_data.receipts as string[] | undefined)?.length);
  expect(event && committee && withReceipt, 'seeded items with photos and a receipt').toBeTruthy();
  const { results: eventPhotos } = await json<{ results: Photo[] }>(request, `/v2/api/photo/event/${event!.id}?page=1&page_size=50`);
  return {
    event: event!,
    committee: committee!,
    eventPhotos,
    receiptUrl: `${formData('reimbursement_request')}/${withReceipt!._id}/receipts/0`,
  };
}

/** Every read the test compares, by address: status and JSON body. */
async function reads(request: APIRequestContext, admin: string, seen: Seen): Promise<Record<string, unknown>> {
  const publicReads = [
    '/v2/api/formation/grade',
    '/v2/api/formation/committee',
    `/v2/api/formation/committee/${seen.committee.slug}`,
    `/v2/api/event?per_page=100&start_dt=${MONTH}-01&end_dt=${addMonths(MONTH, 1)}-01`,
    `/v2/api/event??per_page=11&start_dt=${TODAY}`,
    `/v2/api/event/${seen.event.id}`,
    `/v2/api/photo/event/${seen.event.id}?page=1&page_size=50`,
    `/v2/api/photo/committee/${seen.committee._id}?page=1&page_size=50`,
    '/v1/api/page/home',
    '/v1/api/page/list/board-members',
    '/v1/api/page/site',
  ];
  const adminReads = [...FORM_TYPES.map(formData), '/v1/user_auth/users'];
  const answers: Record<string, unknown> = {};
  for (const url of publicReads) answers[url] = await readAnswer(request, url);
  for (const url of adminReads) answers[url] = await readAnswer(request, url, admin);
  return answers;
}

async function readAnswer(request: APIRequestContext, url: string, token?: string) {
  const response = await request.get(url, { headers: token ? auth(token) : {} });
  return { status: response.status(), body: (await response.json()) as unknown };
}

/** The bytes of every photo and the receipt, by address. */
async function files(
  request: APIRequestContext,
  admin: string,
  seen: Seen,
  answers: Record<string, unknown>,
): Promise<Record<string, string>> {
  const photoUrls = JSON.stringify(answers).match(/\/v2\/api\/photo\/image\/[0-9a-z_-]+/g) ?? [];
  const urls = [...new Set(photoUrls)];
  expect(urls.length, 'photos in the reads').toBeGreaterThan(seen.eventPhotos.length);
  const bytes: Record<string, string> = {};
  for (const url of urls) {
    const response = await request.get(url);
    bytes[url] = `${response.status()} ${(await response.body()).toString('base64')}`;
  }
  const receipt = await request.get(seen.receiptUrl, { headers: auth(admin) });
  bytes[seen.receiptUrl] = `${receipt.status()} ${(await receipt.body()).toString('base64')}`;
  return bytes;
}

/** Edits, deletes and additions of every kind of data, through the API. */
async function changeEverything(request: APIRequestContext, admin: string, seen: Seen): Promise<void> {
  const headers = auth(admin);
  const { results: current } = await json<{ results: EventView }>(request, `/v2/api/event/${seen.event.id}`);
  const edited = await request.post('/v2/api/event/update', { headers, data: { ...current, title: unique('Edited after the backup') } });
  expect(edited.status(), await edited.text()).toBe(200);
  expect((await request.delete(`/v2/api/formation/committee/${seen.committee._id}`, { headers })).status()).toBe(200);
  expect((await request.delete(`/v2/api/photo/${seen.eventPhotos[0]!._id}`, { headers })).status()).toBe(200);

  const form = new FormData();
  form.append('form_type', 'reimbursement_request');
  form.append(
    'form_data',
    JSON.stringify({ ...validFormData('reimbursement_request', unique('After the backup')), receipts: ['late.jpg'] }),
  );
  form.append('files', new File([new Uint8Array(JPEG)], 'late.jpg', { type: 'image/jpeg' }));
  expect((await request.post(SUBMIT, { multipart: form })).status()).toBe(200);

  const { results: site } = await json<{ results: SiteContent }>(request, '/v1/api/page/site', admin);
  expect(
    (await request.put('/v1/api/page/site', { headers, data: { ...site, mission: unique('A mission after the backup') } })).status(),
  ).toBe(200);
  const user = {
    userId: `after-backup-${Date.now().toString(36)}`,
    name: 'Added Later',
    scopes: ['forms'],
    is_admin: false,
    password: 'a-long-password',
  };
  expect((await request.post('/v1/user_auth/users', { headers, data: user })).status()).toBe(200);
}

// Two commands, each starting a local emulation of its own, and a few dozen reads.
test.describe.configure({ timeout: 240_000 });

test.describe('backup and restore of the local store', () => {
  let folder: string;
  test.beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'hsa-backup-'));
  });
  test.afterAll(() => rm(folder, { recursive: true, force: true }));

  test('a restore makes every public and admin read, every photo and a receipt answer as at the backup', async ({ request }) => {
    const admin = await tokenFor(request, 'admin');
    const seen = await pickItems(request, admin);
    const before = await reads(request, admin, seen);
    const beforeFiles = await files(request, admin, seen, before);
    const file = path.join(folder, 'site.ndjson.gz');

    const backup = await runTsx('scripts/backup/backup.ts', [file]);
    expect(backup.code, backup.stdout + backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/photos\s+\d+ blobs/);
    expect(backup.stdout).not.toContain('throttle');

    await changeEverything(request, admin, seen);
    const changed = await reads(request, admin, seen);
    const touched = [
      '/v2/api/formation/committee',
      `/v2/api/event/${seen.event.id}`,
      `/v2/api/photo/event/${seen.event.id}?page=1&page_size=50`,
      '/v1/api/page/site',
      formData('reimbursement_request'),
      '/v1/user_auth/users',
    ];
    for (const url of touched) expect(changed[url], `${url} before the restore`).not.toEqual(before[url]);

    const refused = await runTsx('scripts/backup/restore.ts', [file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('there is no terminal to confirm it on: run it again with --yes');
    expect(await reads(request, admin, seen)).toEqual(changed);

    const restore = await runTsx('scripts/backup/restore.ts', [file, '--yes']);
    expect(restore.code, restore.stdout + restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/users\s+\d+ written\s+1 deleted/);

    // Users are as they were, so the administrator's sign-in still holds.
    const after = await reads(request, admin, seen);
    for (const url of Object.keys(before)) expect(after[url], url).toEqual(before[url]);
    expect(await files(request, admin, seen, after)).toEqual(beforeFiles);
  });
});
