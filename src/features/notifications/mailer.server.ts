/**
 * Sending one mail over SMTP with nodemailer (issue 18): the server and sender from SMTP_URL and MAIL_FROM
 * (env.server.ts). Timeouts are short, so a dead or silent server costs seconds, not the function's 30.
 * Addresses always go to nodemailer as { name, address } objects, never as "Name <address>" text, so a
 * name can never add a recipient; file and URL access are off, as no mail has an attachment.
 */
import { createTransport } from 'nodemailer';
import type { MailSettings } from '../../../netlify/server/env.server';

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
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

type Transport = ReturnType<typeof createTransport>;
let cached: { url: string; transport: Transport } | null = null;

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
  cached = { url: smtpUrl, transport };
  return transport;
}

/** Sends one mail; rejects with nodemailer's error (code, responseCode) when the server does not take it. */
export async function sendMail(settings: MailSettings, mail: OutgoingMail): Promise<void> {
  await transportFor(settings.smtpUrl).sendMail({
    from: settings.from,
    to: mail.to.map((recipient) => ({ name: recipient.name ?? '', address: recipient.address })),
    replyTo: mail.replyTo ? { name: mail.replyTo.name ?? '', address: mail.replyTo.address } : undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
  });
}
