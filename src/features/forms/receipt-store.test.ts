import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachmentDisposition, checkReceipt, readReceipt, receiptName, storeReceipts } from './receipts.server';
import { HttpError } from '../../server/http.server';
import { setStoreFactory } from '../../server/store.server';
import { memoryStores } from '../../../scripts/stores/memory-store';

beforeEach(() => setStoreFactory(memoryStores().factory));
afterEach(() => setStoreFactory(null));

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF');

describe('receipt names', () => {
  it('keeps the file name only, without control characters, quotes or backslashes, within 200 characters', () => {
    expect(receiptName('C:\\fakepath\\coffee.jpg', 0)).toBe('coffee.jpg');
    expect(receiptName('../../etc/passwd', 0)).toBe('passwd');
    expect(receiptName('a"b\r\nc\u0000d\u202e.pdf', 0)).toBe('abcd.pdf');
    expect(receiptName('reçu café.jpg', 0)).toBe('reçu café.jpg');
    expect(receiptName('x'.repeat(300), 0)).toHaveLength(200);
  });

  it("names a nameless file 'receipt-{n}'", () => {
    expect(receiptName('', 2)).toBe('receipt-3');
    expect(receiptName('..', 0)).toBe('receipt-1');
    expect(receiptName('folder/', 0)).toBe('receipt-1');
  });

  it('sends the name as an attachment with an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('reçu (1).pdf')).toBe(`attachment; filename="re_u (1).pdf"; filename*=UTF-8''re%C3%A7u%20%281%29.pdf`);
  });
});

describe('receipt files', () => {
  it('tells the type by the first bytes and refuses anything else with a 415 and empty files with a 400', () => {
    expect(checkReceipt({ name: 'scan.jpg', bytes: PDF }, 0).contentType).toBe('application/pdf');
    const refusal = (bytes: Uint8Array) => {
      try {
        checkReceipt({ name: 'x.jpg', bytes }, 0);
      } catch (error) {
        return error instanceof HttpError ? error.status : error;
      }
      return null;
    };
    expect(refusal(new TextEncoder().encode('<svg/>'))).toBe(415);
    expect(refusal(new Uint8Array())).toBe(400);
  });

  it('reads back the stored bytes, name and type by submission and index', async () => {
    expect(await storeReceipts('sub-1', [checkReceipt({ name: 'a.pdf', bytes: PDF }, 0)])).toEqual(['a.pdf']);
    const receipt = await readReceipt('sub-1', 0);
    expect(receipt).toMatchObject({ name: 'a.pdf', contentType: 'application/pdf' });
    expect(new Uint8Array(receipt!.bytes)).toEqual(PDF);
    expect(await readReceipt('sub-1', 1)).toBeNull();
  });
});
