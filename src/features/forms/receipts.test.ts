import { describe, expect, it } from 'vitest';
import { MAX_RECEIPT_BYTES, MAX_RECEIPTS, MAX_RECEIPTS_TOTAL_BYTES, receiptFilesProblem, sniffFileType } from './receipts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part)));

describe('receipt type by magic bytes (DESIGN section 6)', () => {
  it('recognises JPEG, PNG, GIF, WebP and PDF', () => {
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffFileType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffFileType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffFileType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses a text file renamed to .pdf or .jpg, whatever its name says', () => {
    expect(sniffFileType(new TextEncoder().encode('Receipt: $35.00, paid in cash'))).toBeNull();
    expect(sniffFileType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('refuses near misses: a RIFF that is not WebP, truncated signatures, an empty file', () => {
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffFileType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffFileType(bytes('%PDF'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});

describe('receipt limits', () => {
  const file = (size: number, name = 'r.pdf') => ({ name, size });

  it('allows up to 10 files of up to 4 MB and 4 MB in all', () => {
    expect(MAX_RECEIPTS).toBe(10);
    expect(receiptFilesProblem([])).toBeNull();
    expect(receiptFilesProblem([file(MAX_RECEIPT_BYTES)])).toBeNull();
    expect(receiptFilesProblem(Array(10).fill(file(MAX_RECEIPTS_TOTAL_BYTES / 10)))).toBeNull();
    // Netlify refuses a function request over 6 MB, about 4.5 MB of files once base64-encoded.
    expect(MAX_RECEIPTS_TOTAL_BYTES).toBeLessThanOrEqual(4.5 * 1024 * 1024);
  });

  it('names the problem: too many, too big, empty, too much in all', () => {
    expect(receiptFilesProblem(Array(11).fill(file(10)))).toBe('Please attach at most 10 receipts.');
    expect(receiptFilesProblem([file(10), file(MAX_RECEIPT_BYTES + 1, 'scan.png')])).toBe('scan.png is larger than 4 MB.');
    expect(receiptFilesProblem([file(0, 'blank.pdf')])).toBe('blank.pdf is empty.');
    expect(receiptFilesProblem([file(10, `${'a'.repeat(201)}.pdf`)])).toBe("A receipt's file name may have at most 200 characters.");
    expect(receiptFilesProblem(Array(5).fill(file(MAX_RECEIPTS_TOTAL_BYTES / 4)))).toBe('Receipts may add up to at most 4 MB.');
  });
});
