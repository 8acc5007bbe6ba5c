/**
 * Reimbursement receipts: images or PDF, told by their first bytes, never by the name or the declared
 * type (DESIGN section 6). The browser checks the same limits before sending.
 */
import { RECEIPT_MESSAGES, type ReceiptMessages } from './forms-messages';
import { MAX_RECEIPT_NAME_LENGTH } from './size-limits';

export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

/** For the file input's `accept`: only a hint to the picker, the bytes decide. */
export const RECEIPT_ACCEPT = RECEIPT_TYPES.join(',');

export const MB = 1024 * 1024;
// Netlify refuses a function request over 6 MB before the function runs (about 4.5 MB of files once
// base64-encoded), so the limits stay under it and a parent gets our readable message instead.
export const MAX_RECEIPT_BYTES = 4 * MB;
export const MAX_RECEIPTS = 10;
export const MAX_RECEIPTS_TOTAL_BYTES = 4 * MB;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const SIGNATURES: ReadonlyArray<{ type: ReceiptType; matches: (bytes: Uint8Array) => boolean }> = [
  { type: 'image/jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/gif', matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')) },
  { type: 'image/webp', matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) },
  { type: 'application/pdf', matches: (bytes) => startsWith(bytes, ascii('%PDF-')) },
];

/** The receipt type the bytes start with, or null for anything else. */
export function sniffFileType(bytes: Uint8Array): ReceiptType | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}

/** What the browser knows of a chosen file before reading it (a File has both). */
export interface FileInfo {
  name: string;
  size: number;
}

/** Why these files cannot be sent together, or null when they can; in `messages`' words (English unless given). */
export function receiptFilesProblem(files: readonly FileInfo[], messages: ReceiptMessages = RECEIPT_MESSAGES): string | null {
  if (files.length > MAX_RECEIPTS) return messages.tooMany(MAX_RECEIPTS);
  for (const file of files) {
    if (file.size > MAX_RECEIPT_BYTES) return messages.tooBig(file.name, MAX_RECEIPT_BYTES / MB);
    if (file.size === 0) return messages.empty(file.name);
    if (file.name.length > MAX_RECEIPT_NAME_LENGTH) return messages.nameTooLong(MAX_RECEIPT_NAME_LENGTH);
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > MAX_RECEIPTS_TOTAL_BYTES ? messages.tooMuch(MAX_RECEIPTS_TOTAL_BYTES / MB) : null;
}
