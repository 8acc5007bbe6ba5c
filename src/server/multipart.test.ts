import { describe, expect, it } from 'vitest';
import { HttpError } from './http.server';
import { maxBodyBytes, readMultipart, type MultipartLimits } from './multipart.server';

const LIMITS: MultipartLimits = {
  fileField: 'files',
  maxFileBytes: 100,
  maxFiles: 2,
  maxTotalFileBytes: 150,
  maxFields: 2,
  maxFieldBytes: 50,
};

function formRequest(build: (form: FormData) => void, headers: Record<string, string> = {}): Request {
  const form = new FormData();
  build(form);
  return new Request('http://localhost/v1/api/submit-form', { method: 'POST', body: form, headers });
}

const file = (size: number, name = 'receipt.jpg') => new File([new Uint8Array(size).fill(7)], name);

async function refusal(req: Request): Promise<HttpError> {
  const error = await readMultipart(req, LIMITS).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('readMultipart (a streamed upload within its limits)', () => {
  it('answers the text parts and the files with their UTF-8 names and bytes', async () => {
    const body = await readMultipart(
      formRequest((form) => {
        form.append('form_type', 'reimbursement_request');
        form.append('files', file(100, 'reçu café.jpg'));
        form.append('files', file(50));
      }),
      LIMITS,
    );
    expect(body.fields).toEqual({ form_type: 'reimbursement_request' });
    expect(body.files.map((upload) => [upload.name, upload.bytes.byteLength])).toEqual([
      ['reçu café.jpg', 100],
      ['receipt.jpg', 50],
    ]);
    expect(body.files[0]!.bytes.every((byte) => byte === 7)).toBe(true);
  });

  it('refuses a file one byte over its limit with a 413', async () => {
    const error = await refusal(formRequest((form) => form.append('files', file(101, 'big.jpg'))));
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/^big\.jpg is larger than/);
  });

  it('refuses more files than allowed, files adding up to too much, and oversized text parts with a 413', async () => {
    const tooMany = await refusal(formRequest((form) => [1, 2, 3].forEach(() => form.append('files', file(10)))));
    expect([tooMany.status, tooMany.message]).toEqual([413, 'Please attach at most 2 files.']);
    expect((await refusal(formRequest((form) => [1, 2].forEach(() => form.append('files', file(80)))))).status).toBe(413);
    expect((await refusal(formRequest((form) => form.append('form_data', 'x'.repeat(51))))).status).toBe(413);
    expect((await refusal(formRequest((form) => ['a', 'b', 'c'].forEach((name) => form.append(name, 'x'))))).status).toBe(413);
  });

  it('refuses a body whose declared length is beyond any honest upload before reading it', async () => {
    const req = formRequest((form) => form.append('form_type', 'x'), { 'content-length': String(maxBodyBytes(LIMITS) + 1) });
    const error = await refusal(req);
    expect(error.status).toBe(413);
    expect(req.bodyUsed).toBe(false);
  });

  it('refuses files under another part name, and bodies that are not multipart, with a 400', async () => {
    expect((await refusal(formRequest((form) => form.append('other', file(10))))).status).toBe(400);
    const truncated = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="form_type"\r\n\r\nvolunteer',
    });
    expect((await refusal(truncated)).status).toBe(400);
    // A body that stops in the middle of a file: the file stream errors, which must be a 400, not a crash.
    const cutInFile = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="files"; filename="r.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff half a receipt',
    });
    expect((await refusal(cutInFile)).status).toBe(400);
    const noBoundary = new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' });
    expect((await refusal(noBoundary)).status).toBe(400);
  });

  it('with keepFields, files over their limits drop every file but not the fields, read before and after them', async () => {
    const cases: Array<[string, (form: FormData) => void, RegExp]> = [
      ['one file too large', (form) => form.append('files', file(101, 'big.jpg')), /^big\.jpg is larger than/],
      ['files adding up to too much', (form) => [1, 2].forEach(() => form.append('files', file(80))), /add up to more than/],
      ['too many files', (form) => [1, 2, 3].forEach(() => form.append('files', file(10))), /^Please attach at most 3 files\.$/],
    ];
    for (const [name, addFiles, message] of cases) {
      const body = await readMultipart(
        formRequest((form) => {
          form.append('before', 'typed first');
          form.append('files', file(20, 'small.jpg'));
          addFiles(form);
          form.append('after', 'typed last');
        }),
        { ...LIMITS, maxFiles: 3, maxFields: 4 },
        { keepFields: true },
      );
      expect(body.fields, name).toEqual({ before: 'typed first', after: 'typed last' });
      expect(body.files, name).toEqual([]);
      expect(body.filesRefused?.status, name).toBe(413);
      expect(body.filesRefused?.message, name).toMatch(message);
    }
  });

  it('with keepFields, a body within its limits reads as without it, and oversized text parts are still refused', async () => {
    const body = await readMultipart(
      formRequest((form) => {
        form.append('form_type', 'x');
        form.append('files', file(50));
      }),
      LIMITS,
      { keepFields: true },
    );
    expect([body.fields, body.files.length, body.filesRefused]).toEqual([{ form_type: 'x' }, 1, undefined]);
    const refused = await readMultipart(
      formRequest((form) => form.append('form_data', 'x'.repeat(51))),
      LIMITS,
      { keepFields: true },
    ).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(refused instanceof HttpError && refused.status).toBe(413);
  });
});
