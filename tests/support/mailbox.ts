/**
 * The tests' own mailbox (docs/decisions/034): a real SMTP server (smtp-server) on the port the test server's
 * SMTP_URL names (playwright.config.ts), whose arrivals are read with mailparser. While no test has one
 * open, nothing listens there and the site's SMTP is down, which is what other tests see.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { localRunHeaders, SWEEP_PATH } from '../../scripts/local/sweep-timer';
import { TEST_STORE_NAMESPACE } from './commands';
import { smtpPortOf, TEST_SLOT } from './slots';

/** The port this worker's test server sends mail to (tests/support/slots.ts). */
export const TEST_SMTP_PORT = smtpPortOf(TEST_SLOT);

/** What a run of the sweep reports (netlify/functions/sweep.ts). */
export interface SweepTally {
  due: number;
  done: number;
  later: number;
  failed: number;
  legacyMails: number;
  reminders: { sheets: number; mails: number; pending: number };
}

/**
 * Runs the scheduled sweep on the test server as `npm start`'s timer does, with the token only this machine's
 * scripts can read, and no grace period: every job is settled now, and what is still due later says so.
 * `remindersNow` is the fake clock of the volunteers' reminders.
 */
export async function runSweep(request: APIRequestContext, options: { remindersNow?: Date } = {}): Promise<SweepTally> {
  const remindersNow = options.remindersNow?.getTime();
  const response = await request.post(SWEEP_PATH, { headers: localRunHeaders(TEST_STORE_NAMESPACE, { graceMs: 0, remindersNow }) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: SweepTally }).results;
}

export interface ReceivedMail {
  /** The SMTP envelope: who the server was really asked to deliver to, whatever the headers say. */
  envelopeTo: string[];
  envelopeFrom: string;
  parsed: ParsedMail;
  /** Every header line as sent, e.g. 'Subject: ...'. */
  headerLines: string[];
  raw: string;
}

export interface MailboxOptions {
  /** Recipients refused with a permanent 550, as a real server refuses an unknown mailbox. */
  refuse?: (address: string) => boolean;
  /** Holds each message until `release()` is called (a slow server). */
  hold?: boolean;
}

const addressOf = (address: SMTPServerAddress | false) => (address ? address.address : '');

export class Mailbox {
  private constructor(
    private readonly server: SMTPServer,
    readonly received: ReceivedMail[],
    private readonly held: Array<() => void>,
  ) {}

  static async open(options: MailboxOptions = {}, port = TEST_SMTP_PORT): Promise<Mailbox> {
    const received: ReceivedMail[] = [];
    const held: Array<() => void> = [];
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      closeTimeout: 1000,
      onRcptTo(address, _session, callback) {
        if (options.refuse?.(address.address)) {
          return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          void simpleParser(raw).then((parsed) => {
            const text = raw.toString('utf8');
            const head = text.slice(0, text.indexOf('\r\n\r\n'));
            received.push({
              envelopeTo: session.envelope.rcptTo.map((to) => to.address.toLowerCase()),
              envelopeFrom: addressOf(session.envelope.mailFrom),
              parsed,
              headerLines: head.split(/\r\n(?![ \t])/),
              raw: text,
            });
            if (options.hold) held.push(() => callback());
            else callback();
          }, callback);
        });
      },
    });
    server.on('error', () => {});
    const mailbox = new Mailbox(server, received, held);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return mailbox;
  }

  /** Mails delivered to an address (by the envelope). */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.envelopeTo.includes(address.toLowerCase()));
  }

  /** Waits until exactly `count` mails went to `address`, and answers them. */
  async expectTo(address: string, count = 1): Promise<ReceivedMail[]> {
    await expect.poll(() => this.to(address).length, { message: `mails to ${address}`, timeout: 30_000 }).toBe(count);
    return this.to(address);
  }

  /** Messages received and not accepted yet (`hold`). */
  get heldCount(): number {
    return this.held.length;
  }

  /** Lets held messages be accepted. */
  release(): void {
    for (const accept of this.held.splice(0)) accept();
  }

  close(): Promise<void> {
    this.release();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
