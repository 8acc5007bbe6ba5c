/**
 * The commit before the end of data (docs/decisions/049), against a real SMTP server (smtp-server): the mail's
 * claim is asked for once the server holds the whole message but its last line, so a run stopped before the
 * claim leaves nothing delivered, and a run whose claim is refused sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { NotCommitted, sendMail } from './mailer.server';

const events: string[] = [];
const delivered: string[] = [];
let server: SMTPServer;
let settings: { smtpUrl: string; from: { name: string; address: string } };

beforeAll(async () => {
  server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      let body = '';
      stream.once('data', () => events.push('server reads the message'));
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      stream.on('end', () => {
        events.push('server has the end of data');
        delivered.push(body);
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  settings = {
    smtpUrl: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    from: { name: 'HSA', address: 'hsa@example.org' },
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const mail = (subject: string) => ({ to: [{ address: 'ann@example.org' }], subject, text: `About ${subject}`, html: `<p>${subject}</p>` });

describe('sending with a commit before the end of data', () => {
  it('asks for the commit only once the server is reading the message, and delivers after it', async () => {
    events.length = 0;
    await sendMail(settings, mail('committed'), async () => {
      events.push('commit');
      return true;
    });
    expect(events).toEqual(['server reads the message', 'commit', 'server has the end of data']);
    expect(delivered.at(-1)).toContain('About committed');
  });

  it('delivers nothing when the commit is refused, and says so', async () => {
    const before = delivered.length;
    const refused = sendMail(settings, mail('refused'), async () => false);
    await expect(refused).rejects.toSatisfy(
      (error: unknown) => error instanceof NotCommitted || (error instanceof Error && /Another run is sending/.test(error.message)),
    );
    // The next mail on the same transport goes through: the refused one was never ended.
    await sendMail(settings, mail('after'), async () => true);
    expect(delivered.slice(before).map((body) => /About (\w+)/.exec(body)?.[1])).toEqual(['after']);
  });

  it('answers a refusal of the recipients only once a commit under way has settled, and asks none after it', async () => {
    const slow = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      // A server that takes its time over the recipients: nodemailer has read the message meanwhile.
      onRcptTo(_address, _session, callback) {
        setTimeout(() => callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 })), 200);
      },
    });
    slow.on('error', () => {});
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', () => resolve()));
    const slowSettings = { ...settings, smtpUrl: `smtp://127.0.0.1:${(slow.server.address() as AddressInfo).port}` };
    const steps: string[] = [];
    const refused = sendMail(slowSettings, { ...mail('unknown'), messageId: '<refused-while-committing@hsa.local>' }, async () => {
      steps.push('commit asked');
      await new Promise((resolve) => setTimeout(resolve, 500));
      steps.push('commit written');
      return true;
    }).catch((error: unknown) => steps.push(`refused ${(error as { responseCode?: number }).responseCode}`));
    await refused;
    expect(steps).toEqual(['commit asked', 'commit written', 'refused 550']);
    await new Promise<void>((resolve) => slow.close(() => resolve()));
  });
});
