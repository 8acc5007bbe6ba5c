/**
 * Reimbursement receipts, kept beside their submission at submissions/receipt/{submissionId}/{index} with
 * metadata { name, contentType }. Only images and PDFs are kept, told by their first bytes (DESIGN section 6).
 */
import { RECEIPT_MESSAGES } from './forms-messages';
import { MAX_RECEIPT_NAME_LENGTH } from './size-limits';
import { RECEIPT_TYPES, sniffFileType, type ReceiptType } from './receipts';
import { HttpError, isOneOf } from '../../server/http.server';
import { keyOf, openStore } from '../../server/store.server';

const receiptsStore = () => openStore('submissions', { strong: true });
const receiptKey = (submissionId: string, index: number) => keyOf('receipt', submissionId, String(index));

export interface Receipt {
  name: string;
  contentType: ReceiptType;
  bytes: Uint8Array;
}

/**
 * A file name fit to store and to send back in a header: no folders, no control characters, no quotes
 * or backslashes, at most the form's length; a nameless file is 'receipt-{n}'.
 */
export function receiptName(raw: string, index: number): string {
  const base = raw.slice(Math.max(raw.lastIndexOf('/'), raw.lastIndexOf('\\')) + 1);
  const clean = base
    .replace(/[\p{Cc}\p{Cf}"\\]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_RECEIPT_NAME_LENGTH)
    .trim();
  return clean && !/^\.+$/.test(clean) ? clean : `receipt-${index + 1}`;
}

/** The uploaded file as a receipt: 400 when empty, 415 unless its bytes are an image or a PDF. */
export function checkReceipt(file: { name: string; bytes: Uint8Array }, index: number): Receipt {
  const name = receiptName(file.name, index);
  if (file.bytes.byteLength === 0) throw new HttpError(400, 'EMPTY_FILE', RECEIPT_MESSAGES.empty(name));
  const contentType = sniffFileType(file.bytes);
  if (!contentType) throw new HttpError(415, 'UNSUPPORTED_FILE_TYPE', RECEIPT_MESSAGES.notReceipt(name));
  return { name, contentType, bytes: file.bytes };
}

/** Writes the receipts of a submission that is not stored yet; answers their names in order. */
export async function storeReceipts(submissionId: string, receipts: readonly Receipt[]): Promise<string[]> {
  const store = receiptsStore();
  await Promise.all(
    receipts.map(async ({ name, contentType, bytes }, index) => {
      const body = new Blob([new Uint8Array(bytes)], { type: contentType });
      const { modified } = await store.set(receiptKey(submissionId, index), body, { onlyIfNew: true, metadata: { name, contentType } });
      if (!modified) throw new Error(`Receipt ${index} of ${submissionId} already exists; ids are never reused.`);
    }),
  );
  return receipts.map((receipt) => receipt.name);
}

/** Removes the receipts of a submission whose record could not be written. */
export async function deleteReceipts(submissionId: string, count: number): Promise<void> {
  const store = receiptsStore();
  await Promise.all(Array.from({ length: count }, (_, index) => store.delete(receiptKey(submissionId, index))));
}

export async function readReceipt(
  submissionId: string,
  index: number,
): Promise<{ name: string; contentType: string; bytes: ArrayBuffer } | null> {
  const entry = await receiptsStore().getWithMetadata(receiptKey(submissionId, index), { type: 'arrayBuffer', consistency: 'strong' });
  if (!entry) return null;
  const { name, contentType } = entry.metadata;
  return {
    name: typeof name === 'string' ? receiptName(name, index) : `receipt-${index + 1}`,
    // Only a type the upload check gives is ever answered; anything else is plain bytes.
    contentType: isOneOf(RECEIPT_TYPES, contentType) ? contentType : 'application/octet-stream',
    bytes: entry.data,
  };
}

/**
 * `attachment` with the name twice: an ASCII fallback in `filename` for old clients and the exact UTF-8
 * name in `filename*` (RFC 6266), so no header injection and no mangled accents.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
