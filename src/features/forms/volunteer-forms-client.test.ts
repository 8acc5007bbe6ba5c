import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api-client';
import { checkSubmitAnswer, submissionBody } from './submit-form-api';
import { showsProblemOnChange, submitFailureReason, submitFailureReasonIn, visibleProblem } from './problem-display';
import { formsText } from './forms-text';
import { formatFileSize, readReceiptType, receiptFiles, sortReceipts } from './picked-files';
import { formFields } from './field-definitions';

const jpeg = () => new File([readFileSync('tests/support/tiny.jpg')], 'tiny.jpg', { type: 'image/jpeg' });
const pdf = () => new File(['%PDF-1.4\n%%EOF'], 'bill.pdf', { type: 'application/pdf' });
// Named and typed like a receipt; the bytes say otherwise.
const fake = () => new File(['just some text'], 'photo.jpg', { type: 'image/jpeg' });

describe('submit-form body (forms contract)', () => {
  it('sends the volunteer forms as JSON { form_type, form_data, lang }, English unless the page is Spanish', () => {
    expect(submissionBody('volunteer_request', { name: 'Ann' })).toEqual({
      form_type: 'volunteer_request',
      form_data: { name: 'Ann' },
      lang: 'en',
    });
    expect(submissionBody('volunteer_hours_request', { hours: '2' }, [jpeg()], 'es')).toEqual({
      form_type: 'volunteer_hours_request',
      form_data: { hours: '2' },
      lang: 'es',
    });
  });

  it('sends a reimbursement as multipart: form_type, form_data as JSON text, lang and one files part per receipt', async () => {
    const data = { name: 'Ann', receipts: ['tiny.jpg', 'bill.pdf'], reimburesment_total: 17 };
    const body = submissionBody('reimbursement_request', data, [jpeg(), pdf()], 'es');
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('form_type')).toBe('reimbursement_request');
    expect(form.get('lang')).toBe('es');
    expect(JSON.parse(form.get('form_data') as string)).toEqual(data);
    const files = form.getAll('files') as File[];
    expect(files.map((file) => file.name)).toEqual(['tiny.jpg', 'bill.pdf']);
    expect(new Uint8Array(await files[0]!.arrayBuffer())).toEqual(new Uint8Array(readFileSync('tests/support/tiny.jpg')));
  });

  it('sends a reimbursement without receipts as multipart too, with no files part', () => {
    const form = submissionBody('reimbursement_request', { name: 'Ann' }) as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.getAll('files')).toEqual([]);
  });
});

describe('submit-form answer', () => {
  it('counts only a truthy status as received', () => {
    expect(() => checkSubmitAnswer({ status: true }, 200)).not.toThrow();
    for (const payload of [{ status: false }, {}, null, 'ok', { results: true }]) {
      expect(() => checkSubmitAnswer(payload, 200)).toThrow(ApiError);
    }
  });

  it('keeps the server error text and code of a refused answer', () => {
    try {
      checkSubmitAnswer({ status: false, error: 'Too many submissions', code: 'THROTTLED' }, 200);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ message: 'Too many submissions', code: 'THROTTLED', status: 200 });
    }
  });
});

describe('when a field shows its problem', () => {
  it('a typed field after it was left, a choice as soon as it is made', () => {
    for (const type of ['input', 'email', 'textarea', 'number'] as const) expect(showsProblemOnChange(type), type).toBe(false);
    for (const type of ['select', 'date', 'multiselect', 'invoices', 'files'] as const) expect(showsProblemOnChange(type), type).toBe(true);
  });

  it('shows the reducer error only once the field was touched, and nothing when it is valid', () => {
    expect(visibleProblem('Please enter a valid email address.', false)).toBeUndefined();
    expect(visibleProblem('Please enter a valid email address.', true)).toBe('Please enter a valid email address.');
    expect(visibleProblem(null, true)).toBeUndefined();
  });
});

describe('what a failed submit adds to the spec toast', () => {
  it("the server's reason for a refusal the sender can act on and for a network failure, nothing otherwise", () => {
    expect(submitFailureReason(new ApiError('Please attach at most 10 receipts.', 400, 'INVALID'))).toBe(
      'Please attach at most 10 receipts.',
    );
    expect(submitFailureReason(new ApiError('Receipts must be images or PDF files.', 415))).toBe('Receipts must be images or PDF files.');
    expect(submitFailureReason(new ApiError('Too many submissions.', 429))).toBe('Too many submissions.');
    expect(submitFailureReason(new ApiError('The network is unavailable.', 0, 'NETWORK'))).toBe('The network is unavailable.');
    expect(submitFailureReason(new ApiError('Internal error', 500))).toBeNull();
    expect(submitFailureReason(new ApiError('The request failed (404).', 404))).toBeNull();
    expect(submitFailureReason(new ApiError('Method not allowed', 405))).toBeNull();
    expect(submitFailureReason(new Error('boom'))).toBeNull();
  });
});

describe('receipts chosen in the browser', () => {
  it("the files to send are the File objects of the form's file fields only", () => {
    const fields = formFields('reimbursement_request', []);
    const receipt = jpeg();
    expect(
      receiptFiles(fields, {
        name: { kind: 'text', value: 'Ann' },
        receipts: { kind: 'files', value: [receipt] },
        invoices: { kind: 'invoices', value: [] },
      }),
    ).toEqual([receipt]);
    expect(receiptFiles(formFields('volunteer_request', []), { name: { kind: 'text', value: 'Ann' } })).toEqual([]);
  });

  it('are told by their first bytes, not their name or declared type', async () => {
    expect(await readReceiptType(jpeg())).toBe('image/jpeg');
    expect(await readReceiptType(pdf())).toBe('application/pdf');
    expect(await readReceiptType(fake())).toBeNull();
  });

  it('keeps the receipts and names each file that is not one', async () => {
    const good = jpeg();
    const { accepted, problem } = await sortReceipts([good, fake(), pdf()]);
    expect(accepted.map((file) => file.name)).toEqual(['tiny.jpg', 'bill.pdf']);
    expect(accepted[0]).toBe(good);
    expect(problem).toBe('photo.jpg is not an image or a PDF.');
    expect((await sortReceipts([pdf()])).problem).toBeNull();
  });

  it('shows sizes in B, KB and MB', () => {
    expect(formatFileSize(850)).toBe('850 B');
    expect(formatFileSize(12 * 1024 + 100)).toBe('12 KB');
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe('1.4 MB');
  });
});

describe('a refusal the sender can act on, in the page language', () => {
  const throttled = new ApiError(
    'Too many forms were sent from your connection. Please wait a few minutes and try again.',
    429,
    'THROTTLED',
  );

  it("an English page shows the server's own words; a Spanish page its own words for the same refusal", () => {
    expect(submitFailureReasonIn('en', formsText.en.refusals, throttled)).toBe(throttled.message);
    expect(submitFailureReasonIn('es', formsText.es.refusals, throttled)).toBe(
      'Se enviaron demasiados formularios. Espere unos minutos e inténtelo de nuevo.',
    );
    expect(submitFailureReasonIn('es', formsText.es.refusals, new ApiError('Request entity too large', 413))).toBe(
      'Los recibos pesan demasiado. Adjunte archivos más pequeños.',
    );
  });

  it('a failure the sender cannot act on adds nothing in either language', () => {
    expect(submitFailureReasonIn('es', formsText.es.refusals, new ApiError('Server error', 500))).toBeNull();
    expect(submitFailureReasonIn('es', formsText.es.refusals, new Error('boom'))).toBeNull();
  });
});
