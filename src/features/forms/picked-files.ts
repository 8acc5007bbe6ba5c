/**
 * Receipts chosen in the browser: told by their first bytes like the server does (receipts.ts),
 * so a file that would be refused is left out before anything is sent.
 */
import type { FieldDefinition } from './field-definitions';
import type { FormValues } from './form-engine-state';
import { RECEIPT_MESSAGES, type ReceiptMessages } from './forms-messages';
import { sniffFileType, type ReceiptType } from './receipts';

/** The longest signature sniffFileType reads (WebP: 'RIFF' + size + 'WEBP'). */
const SIGNATURE_BYTES = 12;

export async function readReceiptType(file: Blob): Promise<ReceiptType | null> {
  return sniffFileType(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
}

/** The files that are images or PDFs, and the message naming those that are not (null when all are), in `messages`' words. */
export async function sortReceipts(
  files: readonly File[],
  messages: ReceiptMessages = RECEIPT_MESSAGES,
): Promise<{ accepted: File[]; problem: string | null }> {
  const types = await Promise.all(files.map(readReceiptType));
  const accepted = files.filter((_, index) => types[index] !== null);
  const refused = files.filter((_, index) => types[index] === null);
  return { accepted, problem: refused.length ? refused.map((file) => messages.notReceipt(file.name)).join(' ') : null };
}

/** '850 B', '12 KB', '1.4 MB': enough to see which file is the big one. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The chosen receipts of a form's file fields, for the multipart `files` parts. */
export function receiptFiles(fields: readonly FieldDefinition[], values: FormValues): File[] {
  return fields
    .flatMap((field) => {
      const value = values[field.name];
      return value?.kind === 'files' ? value.value : [];
    })
    .filter((file): file is File => typeof File !== 'undefined' && file instanceof File);
}
