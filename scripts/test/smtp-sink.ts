/**
 * A real SMTP server (smtp-server) for unit tests of the mail paths, on a free loopback port: the site's own
 * nodemailer sends to it as to any provider, and each message is kept with its envelope and headers.
 * (The API tests' mailbox, tests/support/mailbox.ts, is the same idea for the Playwright suite.)
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface SunkMail {
  to: string[];
  subject: string;
  messageId: string;
  text: string;
}

export interface SmtpSink {
  url: string;
  received: SunkMail[];
  /** Mails whose envelope names `address`. */
  to: (address: string) => SunkMail[];
  close: () => Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: SunkMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    closeTimeout: 500,
    onData(stream, session, callback) {
      void simpleParser(stream).then((parsed) => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: parsed.subject ?? '',
          messageId: parsed.messageId ?? '',
          text: parsed.text ?? '',
        });
        callback();
      }, callback);
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
