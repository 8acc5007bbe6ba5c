/**
 * The backup file (docs/decisions/021): gzip'd NDJSON, one JSON value a line, written and read a line at a
 * time so a backup of any size never has to fit in memory:
 *
 *   {"format":"hsa-backup","version":1,"createdAt":"2026-11-20T10:00:00.000Z","source":"the local store","stores":["users",...]}
 *   {"store":"photos","key":"file/abc","metadata":{"contentType":"image/jpeg",...},"data":"<base64 of the bytes>"}
 *
 * A file is checked line by line before anything is restored: the format and version, known store names,
 * base64 data. gzip's own checksum tells a cut-off file from a whole one. A blob whose key the site never
 * makes (store-keys.server.ts) is skipped and reported, never written and never a reason to refuse the
 * rest (docs/decisions/047).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { STORE_NAMES, type StoreName } from '../../src/server/store.server';
import { isSiteKey } from '../../src/server/store-keys.server';
import { z } from '../../src/shared/zod';

/**
 * The one file a backup or restore command is given. npm runs scripts in the project folder; a relative
 * name means the folder the command was typed in.
 */
export function backupFileArg(positionals: readonly string[], usage: string): string {
  if (positionals.length !== 1) throw new Error(usage);
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
}

export const BACKUP_FORMAT = 'hsa-backup';
export const BACKUP_VERSION = 1;

/** Every store but the throttle's: its entries are failed sign-ins of the last minutes, worth nothing later. */
export const BACKED_UP_STORES: readonly StoreName[] = STORE_NAMES.filter((name) => name !== 'throttle');

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** Where the backup was made, in words (the local store, or a site's production store). */
  source: string;
  stores: StoreName[];
}

/** One blob: its bytes as stored, whatever they hold (JSON records, JPEG photos, PDF receipts). */
export interface BackupEntry {
  store: StoreName;
  key: string;
  metadata: Record<string, unknown>;
  data: Uint8Array;
}

/** A file that is not a whole backup this version can restore; nothing has been changed when it is thrown. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: 'this is not a backup of this site' }),
  version: z.literal(BACKUP_VERSION, { error: `only backups of format version ${BACKUP_VERSION} can be restored` }),
  createdAt: z.iso.datetime(),
  source: z.string(),
  stores: z
    .array(z.enum(BACKED_UP_STORES as [StoreName, ...StoreName[]], { error: (issue) => `unknown store ${JSON.stringify(issue.input)}` }))
    .refine((stores) => new Set(stores).size === stores.length, 'a store is named twice'),
});

const entrySchema = (stores: readonly StoreName[]) =>
  z.object({
    store: z.enum(stores as [StoreName, ...StoreName[]], {
      error: (issue) => `a blob of store ${JSON.stringify(issue.input)}, which the header does not name`,
    }),
    key: z.string({ error: 'the key is not a string' }),
    metadata: z.record(z.string(), z.unknown()),
    data: z.base64({ error: 'the data is not base64' }),
  });

function parseLine<S extends z.ZodType>(schema: S, line: string, where: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new BackupFileError(`${where} is not JSON.`);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  throw new BackupFileError(`${where}${field ? ` (${field})` : ''}: ${issue?.message ?? 'not valid'}.`);
}

/** The lines of a gzip'd file, one at a time; a file that is not gzip, or cut off, is a BackupFileError. */
async function* linesOf(file: string): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of createReadStream(file).pipe(createGunzip())) {
      const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
      rest = lines.pop() ?? '';
      yield* lines.filter((line) => line.trim());
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupFileError(`${file} is not a whole backup file: ${reason}.`);
  }
  rest += decoder.end();
  if (rest.trim()) yield rest;
}

export interface OpenedBackup {
  header: BackupHeader;
  /** The blobs in file order, each checked as it is read; those whose key the site never makes are left out. */
  entries: AsyncGenerator<BackupEntry>;
}

/** A blob of the file that is left out: its key is not one the site makes (a backup from before 047 may hold one). */
export type OnSkipped = (skipped: { store: StoreName; key: string }) => void;

export async function openBackup(file: string, onSkipped: OnSkipped = () => {}): Promise<OpenedBackup> {
  const lines = linesOf(file);
  const first = await lines.next();
  if (first.done) throw new BackupFileError(`${file} is empty.`);
  const header = parseLine(headerSchema, first.value, `The first line of ${file}`) as BackupHeader;
  const schema = entrySchema(header.stores);
  async function* entries(): AsyncGenerator<BackupEntry> {
    let number = 1;
    for await (const line of lines) {
      number += 1;
      const { data, ...entry } = parseLine(schema, line, `Line ${number} of ${file}`);
      if (isSiteKey(entry.key)) yield { ...entry, data: new Uint8Array(Buffer.from(data, 'base64')) };
      else onSkipped(entry);
    }
  }
  return { header, entries: entries() };
}

/**
 * Writes the header and the blobs to a file beside the target, then renames it: a backup cut short never
 * stands where a whole one is expected.
 */
export async function writeBackup(file: string, header: BackupHeader, entries: AsyncIterable<BackupEntry>): Promise<void> {
  async function* lines(): AsyncGenerator<string> {
    yield `${JSON.stringify(header)}\n`;
    for await (const { data, ...entry } of entries) yield `${JSON.stringify({ ...entry, data: Buffer.from(data).toString('base64') })}\n`;
  }
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial));
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}
