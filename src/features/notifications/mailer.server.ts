/**
 * Sending one mail over SMTP with nodemailer (docs/decisions/034): the server and sender from SMTP_URL and MAIL_FROM
 * (env.server.ts). Timeouts are short, so a dead or silent server costs seconds, not the function's 30.
 * Addresses always go to nodemailer as { name, address } objects, never as "Name <address>" text, so a
 * name can never add a recipient; file and URL access are off: an attachment (a sign-up's .ics) is text the
 * site wrote, never a path or a URL.
 */
import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { createTransport } from 'nodemailer';
import type { MailSettings } from '../../server/env.server';

export interface MailAddress {
  name?: string;
  address: string;
}

export interface OutgoingMail {
  to: readonly MailAddress[];
  replyTo?: MailAddress | null;
  subject: string;
  text: string;
  html: string;
  /** The same on every try of one outbox mail (`<id@site>`). */
  messageId?: string;
  /** Text files the site wrote (a sign-up's calendar entry), never a path or a URL. */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content_type: string;
  content: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

type Transport = ReturnType<typeof createTransport>;
let cached: { url: string; transport: Transport } | null = null;

/** The mail was not sent because `commit` answered no: another run holds it. Nothing reached the server. */
export class NotCommitted extends Error {
  override name = 'NotCommitted';
}

/**
 * Passes the message through, holding its end until `commit` answers: SMTP's end of data (the last line) goes
 * out only then. A server drops a message whose data never ended, so until the commit nothing has arrived.
 * `commit` is asked once the server has taken every byte but that end (the message is small enough to be
 * written at once, so the end is reached long before the server reads it: it waits for the reader).
 */
class HeldEnd extends Transform {
  private whenRead: (() => void) | null = null;

  constructor(private readonly commit: () => Promise<boolean>) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    done(null, chunk);
  }

  override _read(size: number): void {
    super._read(size);
    // The reader (the SMTP connection, once in DATA) asks for more: everything pushed so far is taken.
    if (this.readableLength === 0 && this.whenRead) {
      const resume = this.whenRead;
      this.whenRead = null;
      resume();
    }
  }

  override _flush(done: TransformCallback): void {
    const ask = () =>
      void this.commit().then(
        (committed) => done(committed ? null : new NotCommitted('Another run is sending this mail.')),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    if (this.readableLength === 0 && this.readableFlowing) ask();
    else this.whenRead = ask;
  }
}

/** The commits of the mails being sent, by Message-ID, for the stream plugin that holds their end. */
const commits = new Map<string, () => Promise<boolean>>();

function transportFor(smtpUrl: string): Transport {
  if (cached?.url === smtpUrl) return cached.transport;
  const url = new URL(smtpUrl);
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 15_000,
    dnsTimeout: 5_000,
    // smtps:// is TLS from the start; smtp:// to anything but this machine must upgrade with STARTTLS.
    requireTLS: url.protocol === 'smtp:' && !LOOPBACK.has(url.hostname),
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  transport.use('stream', (mail, done) => {
    const commit = commits.get(mail.data.messageId ?? '');
    if (commit) mail.message.transform(() => new HeldEnd(commit));
    done();
  });
  cached = { url: smtpUrl, transport };
  return transport;
}

/**
 * Sends one mail; rejects with nodemailer's error (code, responseCode) when the server does not take it. With
 * `commit`, the message's end of data waits for it (docs/decisions/049): a send stopped before then never
 * arrives; one that `commit` refuses rejects with NotCommitted (the error may come wrapped as ESTREAM).
 */
export async function sendMail(settings: MailSettings, mail: OutgoingMail, commit?: () => Promise<boolean>): Promise<void> {
  const messageId = mail.messageId ?? `<${randomUUID()}@hsa.local>`;
  // nodemailer reads the message while the server still weighs the recipients, so the commit may be under way
  // when they are refused: the refusal is answered only once it has settled (the caller then knows whether
  // its claim was written), and no commit is asked after it.
  let refused = false;
  let committing: Promise<boolean> | undefined;
  if (commit) commits.set(messageId, () => (refused ? Promise.resolve(false) : (committing = commit())));
  try {
    await transportFor(settings.smtpUrl).sendMail({
      from: settings.from,
      to: mail.to.map((recipient) => ({ name: recipient.name ?? '', address: recipient.address })),
      replyTo: mail.replyTo ? { name: mail.replyTo.name ?? '', address: mail.replyTo.address } : undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId,
      attachments: mail.attachments?.map((file) => ({ filename: file.filename, contentType: file.content_type, content: file.content })),
    });
  } catch (error) {
    refused = true;
    await committing?.catch(() => false);
    throw error;
  } finally {
    commits.delete(messageId);
  }
}
