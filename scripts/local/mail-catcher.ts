/**
 * The local mail catcher (docs/decisions/034): without SMTP_URL, `npm start` runs a real SMTP server on loopback
 * (smtp-server) and keeps every mail the site sends as an .eml file in a folder it names at start, so the
 * site sends mail exactly as it does in production and nothing leaves the machine. Open a file with any
 * mail program. TLS and AUTH are off (loopback only), so an SMTP_URL with credentials is accepted too.
 */
import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** At most this many bytes a message; the site's mails are a few kilobytes. */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

export interface MailCatcher {
  url: string;
  folder: string;
  close: () => Promise<void>;
}

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

export async function startMailCatcher(folder: string, port = 0): Promise<MailCatcher> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    closeTimeout: 1000,
    banner: 'HSA local mail catcher',
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const name = `${stamp(new Date())}-${String(count).padStart(4, '0')}`;
        const part = path.join(folder, `.${name}.part`);
        // Written under a hidden name, then renamed: a reader never sees half a mail.
        void writeFile(part, Buffer.concat(chunks))
          .then(() => rename(part, path.join(folder, `${name}.eml`)))
          .then(() => callback(), callback);
      });
    },
  });
  // A client that hangs up mid-way is no reason to stop the site.
  server.on('error', (error) => console.error('[mail catcher]', error.message));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    folder,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
