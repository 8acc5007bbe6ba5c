/**
 * `npm run drill` (docs/decisions/049): `npm start` killed with SIGKILL in the middle of a burst of
 * 100 form submissions (half of them with receipts) and 30 event saves, then started again (which runs the
 * sweep once), and checked as a person would: every stored submission's confirmation and alert arrived exactly
 * once, nothing else did, the calendar and lists match the records (`npm run check-data` clean without
 * --repair), and a backup taken right after restores. Prints figures; needs a build (`npm run build`).
 *
 * It runs on a store namespace of its own ('drill'), which it resets, and its own SMTP server; the
 * maintainer's local data is untouched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertBuilt, projectRoot } from '../local/local-env';
import { startSmtpSink } from '../test/smtp-sink';
import { PHOTO_DIR, RECEIPT_PICTURE } from '../demo/pictures';
import { demoToken } from '../demo/users';

const NAMESPACE = 'drill';
const PORT = Number(process.env.DRILL_PORT ?? 8955);
const BASE = `http://127.0.0.1:${PORT}`;
const SUBMISSIONS = 100;
const EVENT_SAVES = 30;
/** When the server is killed, after the burst began (ms); DRILL_KILL_AFTER_MS overrides. */
const KILL_AFTER_MS = Number(process.env.DRILL_KILL_AFTER_MS ?? 3000 + Math.random() * 3000);
/** The demo's receipt (about 18 KB), the picture a parent would upload. */
const RECEIPT = readFileSync(path.join(PHOTO_DIR, `${RECEIPT_PICTURE}.jpg`));

const sink = await startSmtpSink();
const env = {
  ...process.env,
  PORT: String(PORT),
  HSA_STORE_NAMESPACE: NAMESPACE,
  SMTP_URL: sink.url,
  MAIL_FROM: 'HSA <hsa@drill.example.org>',
};

function start(reset: boolean): { child: ChildProcess; log: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/local/serve.ts', ...(reset ? ['--reset-data'] : [])], {
    cwd: projectRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (data) => (log += data));
  child.stderr?.on('data', (data) => (log += data));
  return { child, log: () => log };
}

async function ready(server: { child: ChildProcess; log: () => string }): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`The site stopped while starting:\n${server.log()}`);
    if (
      await fetch(`${BASE}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The site did not start:\n${server.log()}`);
}

function runScript(file: string, args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { cwd: projectRoot, env });
    let out = '';
    child.stdout.on('data', (data) => (out += data));
    child.stderr.on('data', (data) => (out += data));
    child.on('close', (code) => resolve({ code, out }));
  });
}

const email = (index: number) => `parent-${index}@drill.example.org`;

function submission(index: number): Promise<Response> {
  const data = {
    name: `Parent ${index}`,
    email: email(index),
    volunteer_activity: 'Reimburesment',
    payto_name: `Parent ${index}`,
    payto_address: '1 Main St',
    phone: '410-555-0100',
    pay_arrangement: 'Mail Directly',
    description: `Drill request ${index}`,
    reimbursement_total: 10,
    website: '',
  };
  if (index % 2 === 0) {
    return fetch(`${BASE}/v1/api/submit-form`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ form_type: 'reimbursement_request', form_data: data }),
    });
  }
  const form = new FormData();
  form.append('form_type', 'reimbursement_request');
  form.append('form_data', JSON.stringify(data));
  form.append('files', new File([RECEIPT], `receipt-${index}.jpg`));
  return fetch(`${BASE}/v1/api/submit-form`, { method: 'POST', body: form });
}

async function eventSave(index: number, token: string): Promise<Response> {
  const month = String((index % 6) + 1).padStart(2, '0');
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const created = await fetch(`${BASE}/v2/api/event/new`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: `Drill ${index}`, startDt: `2027-${month}-10T18:00`, endDt: `2027-${month}-10T20:00` }),
  });
  if (!created.ok) return created;
  const { results } = (await created.json()) as { results: { id: string } };
  // Then moved to another month: both months' summaries change.
  const moved = String(((index + 3) % 6) + 1).padStart(2, '0');
  return fetch(`${BASE}/v2/api/event/update`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      id: results.id,
      version: 1,
      title: `Drill ${index} (moved)`,
      startDt: `2027-${moved}-12T18:00`,
      endDt: `2027-${moved}-12T20:00`,
    }),
  });
}

const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

assertBuilt();
console.log(`Starting the site on its own store (${NAMESPACE}) and SMTP server...`);
const first = start(true);
await ready(first);
const editor = await demoToken(BASE, 'editor');
const treasurer = await demoToken(BASE, 'treasurer');
// The emulation builds each function on its first request: asked once each before the burst, with a refusal.
await fetch(`${BASE}/v1/api/submit-form`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
await fetch(`${BASE}/v2/api/event/new`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${editor}` },
  body: '{}',
});
sink.received.length = 0;

console.log(
  `Burst: ${SUBMISSIONS} submissions (half with receipts) and ${EVENT_SAVES} event saves; SIGKILL after ${Math.round(KILL_AFTER_MS)} ms.`,
);
const began = Date.now();
let lastAnswer = 0;
const submitted = Array.from({ length: SUBMISSIONS }, (_, index) =>
  new Promise<void>((resolve) => setTimeout(resolve, (index * 3000) / SUBMISSIONS))
    .then(() => submission(index))
    .finally(() => (lastAnswer = Date.now() - began)),
);
const saved = Array.from({ length: EVENT_SAVES }, (_, index) =>
  new Promise<void>((resolve) => setTimeout(resolve, (index * 3000) / EVENT_SAVES)).then(() => eventSave(index, editor)),
);
// Settled as they go: a request cut by the kill is an answer too (none).
const answering = settle(submitted);
const saving = settle(saved);
await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
process.kill(-first.child.pid!, 'SIGKILL');
const killedAt = Date.now() - began;
const answers = await answering;
const eventAnswers = await saving;
const acknowledged = answers.flatMap((outcome, index) => (outcome.status === 'fulfilled' && outcome.value.ok ? [index] : []));
console.log(`Submissions were answered (or cut off) until ${lastAnswer} ms after the burst began.`);
console.log(
  `Killed at ${killedAt} ms: ${acknowledged.length} submissions answered 200, ${eventAnswers.filter((outcome) => outcome.status === 'fulfilled' && outcome.value.ok).length} event saves finished.`,
);
const mailsBeforeRestart = sink.received.length;

console.log('Starting again (it runs the sweep once at start)...');
const second = start(false);
await ready(second);

interface Row {
  _id: string;
  form_data: { email: string };
  mail_status?: string;
}
const rowsResponse = await fetch(`${BASE}/v1/user_auth/form-data/reimbursement_request?page=1&page_size=100`, {
  headers: { Authorization: `Bearer ${treasurer}` },
});
const rows = ((await rowsResponse.json()) as { results: Row[] }).results.filter((row) =>
  row.form_data.email.endsWith('@drill.example.org'),
);
const stored = new Set(rows.map((row) => row.form_data.email));
const problems: string[] = [];
for (const index of acknowledged) if (!stored.has(email(index))) problems.push(`acknowledged submission ${index} is not stored`);
for (let index = 0; index < SUBMISSIONS; index += 1) {
  const confirmations = sink.to(email(index)).length;
  if (stored.has(email(index)) && confirmations !== 1) problems.push(`${email(index)} got ${confirmations} confirmations`);
  if (!stored.has(email(index)) && confirmations !== 0) problems.push(`${email(index)} was not stored but got ${confirmations} mails`);
}
const alerts = sink.received.filter((mail) => !mail.to.some((to) => to.endsWith('@drill.example.org')));
for (const row of rows) {
  const count = alerts.filter((mail) => mail.text.includes(row._id)).length;
  if (count !== 1) problems.push(`the alert of ${row._id} arrived ${count} times`);
}
const statuses = rows.reduce<Record<string, number>>(
  (tally, row) => ({ ...tally, [row.mail_status ?? 'none']: (tally[row.mail_status ?? 'none'] ?? 0) + 1 }),
  {},
);

const check = await runScript('scripts/check-data/check-data.ts', []);
if (check.code !== 0) problems.push(`check-data was not clean:\n${check.out}`);
const folder = await mkdtemp(path.join(tmpdir(), 'hsa-drill-'));
const backupFile = path.join(folder, 'drill.ndjson.gz');
const backup = await runScript('scripts/backup/backup.ts', [backupFile]);
if (backup.code !== 0) problems.push(`the backup failed:\n${backup.out}`);
const restore = await runScript('scripts/backup/restore.ts', [backupFile, '--yes']);
if (restore.code !== 0) problems.push(`the backup did not restore:\n${restore.out}`);
await rm(folder, { recursive: true, force: true });

process.kill(-second.child.pid!, 'SIGTERM');
await sink.close();

console.log(
  `Stored ${rows.length} of ${SUBMISSIONS} submissions (${acknowledged.length} acknowledged); mail states: ${JSON.stringify(statuses)}.`,
);
console.log(`Mails: ${mailsBeforeRestart} before the kill, ${sink.received.length} in all (${alerts.length} alerts).`);
console.log(
  `check-data: ${check.code === 0 ? 'clean' : 'NOT clean'}; backup: ${backup.code === 0 ? 'written' : 'FAILED'}; restore: ${restore.code === 0 ? 'done' : 'FAILED'}.`,
);
if (problems.length) {
  console.log(`Not held (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log(
    'Held: every stored submission mailed its payee and its officers exactly once, nothing else was sent, the data is clean and its backup restores.',
  );
}
