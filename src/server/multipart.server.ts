/**
 * Reads a multipart/form-data body as a stream (busboy), with a limit on every part, so an oversized or
 * endless upload is refused while it arrives instead of after it was buffered (DESIGN section 6); a page's form
 * read with `keepFields` reads on for its fields, keeping no byte of a refused file.
 */
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { HttpError } from './http.server';

export interface MultipartLimits {
  /** The one field name files may come under ('files'). */
  fileField: string;
  maxFileBytes: number;
  maxFiles: number;
  maxTotalFileBytes: number;
  maxFields: number;
  maxFieldBytes: number;
}

export interface UploadedFile {
  /** The name the client gave, unchecked. */
  name: string;
  bytes: Uint8Array;
}

export interface MultipartBody {
  /** Each field's last value. */
  fields: Record<string, string>;
  /** Every field as sent, in order: a name may come more than once (check boxes, a table's rows). */
  entries: Array<[string, string]>;
  files: UploadedFile[];
  /** Read with `keepFields`: why the files were dropped (a 413), the fields being read all the same. */
  filesRefused?: HttpError;
}

export interface MultipartOptions {
  /**
   * Files over their limits drop every file, not the body: the fields are read all the same and the refusal is
   * answered with them (`filesRefused`). For a page's form sent without scripts, which draws what was typed again.
   */
  keepFields?: boolean;
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The most a body can honestly need: every file and field at its limit, plus room for part headers. */
export function maxBodyBytes(limits: MultipartLimits): number {
  return limits.maxTotalFileBytes + limits.maxFields * limits.maxFieldBytes + (limits.maxFiles + limits.maxFields) * 1024;
}

function tooLarge(message: string): HttpError {
  return new HttpError(413, 'TOO_LARGE', message);
}

const malformed = () => new HttpError(400, 'INVALID_MULTIPART', 'The form could not be read. Please send it again.');

export async function readMultipart(
  req: Request,
  limits: MultipartLimits,
  { keepFields = false }: MultipartOptions = {},
): Promise<MultipartBody> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBodyBytes(limits)) throw tooLarge(`The upload is too large (limit ${megabytes(limits.maxTotalFileBytes)} of files).`);
  if (!req.body) throw malformed();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
      // File names are UTF-8 in every current browser; busboy's default would read them as Latin-1.
      defParamCharset: 'utf8',
      limits: {
        // busboy flags a file that reaches fileSize, even one that ends right there: one byte more is the limit.
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFiles + limits.maxFields,
        // Part names are short ('form_type', 'files'); file names are cut to the form's length later.
        fieldNameSize: 100,
      },
    });
  } catch {
    throw malformed();
  }
  // Bytes, not objects: busboy reads Buffers, which a byte stream makes of the body's chunks.
  const source = Readable.from(req.body, { objectMode: false });
  return new Promise<MultipartBody>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const entries: Array<[string, string]> = [];
    const files: UploadedFile[] = [];
    let totalBytes = 0;
    let settled = false;
    let filesRefused: HttpError | undefined;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      // The answer goes out now; the rest of the body is read and dropped, never kept. (Cancelling the
      // stream instead makes undici's own body writer throw an unhandled rejection.)
      source.unpipe(parser);
      source.resume();
      reject(error);
    };
    // Files over their limits: with `keepFields` the rest of the body is read for its fields, and no file kept.
    const refuseFiles = (error: HttpError) => {
      if (keepFields) filesRefused ??= error;
      else fail(error);
    };

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fail(tooLarge(`The form's '${name}' part is too large.`));
      fields[name] = value;
      entries.push([name, value]);
    });
    parser.on('file', (name, stream, info) => {
      if (name !== limits.fileField) {
        stream.resume();
        return fail(new HttpError(400, 'UNEXPECTED_FILE', `Files are accepted only as '${limits.fileField}'.`));
      }
      const chunks: Buffer[] = [];
      const fileTooLarge = () => tooLarge(`${(info.filename || 'A file').slice(0, 100)} is larger than ${megabytes(limits.maxFileBytes)}.`);
      stream.on('data', (chunk: Buffer) => {
        if (settled || filesRefused) return;
        totalBytes += chunk.length;
        if (totalBytes > limits.maxTotalFileBytes)
          refuseFiles(tooLarge(`The files add up to more than ${megabytes(limits.maxTotalFileBytes)}.`));
        else chunks.push(chunk);
      });
      // busboy stops a file at fileSize and flags it; either sign means the file was too large.
      stream.on('limit', () => refuseFiles(fileTooLarge()));
      // A body that ends inside a file errors the file's stream; unheard, that would crash the function.
      stream.on('error', () => fail(malformed()));
      stream.on('end', () => {
        if (stream.truncated) refuseFiles(fileTooLarge());
        else files.push({ name: info.filename ?? '', bytes: new Uint8Array(Buffer.concat(chunks)) });
      });
    });
    parser.on('filesLimit', () => refuseFiles(tooLarge(`Please attach at most ${limits.maxFiles} files.`)));
    parser.on('fieldsLimit', () => fail(tooLarge('The form has too many parts.')));
    parser.on('partsLimit', () => fail(tooLarge('The form has too many parts.')));
    parser.on('error', () => fail(malformed()));
    source.on('error', () => fail(malformed()));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve(filesRefused ? { fields, entries, files: [], filesRefused } : { fields, entries, files });
    });
    source.pipe(parser);
  });
}
