/**
 * The backup file (docs/decisions/021): gzip'd NDJSON, one JSON value a line, written and read a line at a
 * time so a backup of any size never has to fit in memory:
 *
 *   {"format":"hsa-backup","version":1,"createdAt":"2026-11-20T10:00:00.000Z","source":"the local store","stores":["users",...]}
 *   {"store":"photos","key":"file/abc","metadata":{"contentType":"image/jpeg",...},"data":"<base64 of the bytes>"}
 *
 * A file is checked line by line before anything is restored: the format and version, known store names,
 * keys that pass the rules every key passes when it is made (store.server.ts's keyOf), base64 data.
 * gzip's own checksum tells a cut-off file from a whole one.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { keyOf, STORE_NAMES, type StoreName } from '../../netlify/server/store.server';
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

/** A key the site could have made: every '/'-separated part a strict id, and not too long. */
function isStoreKey(key: string): boolean {
  try {
    return keyOf(...key.split('/')) === key;
  } catch {
    return false;
  }
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
    key: z.string().refine(isStoreKey, { error: (issue) => `the key ${JSON.stringify(issue.input)} is not one this site makes` }),
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
  /** The blobs in file order, each checked as it is read. */
  entries: AsyncGenerator<BackupEntry>;
}

export async function openBackup(file: string): Promise<OpenedBackup> {
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
      yield { ...entry, data: new Uint8Array(Buffer.from(data, 'base64')) };
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
