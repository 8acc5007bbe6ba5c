/**
 * Hands out the short references (docs/decisions/055). Each number is claimed by creating its own blob,
 * reference/{year}/{number}, only if new: the store refuses a second claim of a number, so two submissions
 * never share one, however many arrive at once and wherever they run. A hint, reference/{year}/next, says
 * where to start looking; it may lag behind (a lost race, a write cut short), which costs a few more tries,
 * never a duplicate. A function stopped after its claim and before its record leaves that number unused:
 * skipped, never given again.
 */
import { createRecord, keyOf, readWithEtag, replaceRecord, type BlobStore } from '../../server/store.server';
import { z } from '../../shared/zod';
import type { FormType } from '../forms';
import { formatReference, referenceYear } from './reference';
import { submissionsStore } from './submissions.server';

const claimKey = (year: string, number: number) => keyOf('reference', year, String(number).padStart(4, '0'));
const hintKey = (year: string) => keyOf('reference', year, 'next');
const storedHint = z.object({ next: z.number().int().min(1) });

/** Far more forms than a school year brings: a guard against a loop, never reached. */
const MAX_TRIES = 100_000;

async function readHint(store: BlobStore, year: string) {
  return readWithEtag(store, hintKey(year), storedHint);
}

/** Moves the hint forward to `next` unless someone moved it further; a lost race is left (the hint only guides). */
async function advanceHint(store: BlobStore, year: string, next: number): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await readHint(store, year);
    if (current && current.data.next >= next) return;
    const written = current
      ? await replaceRecord(store, hintKey(year), current.etag, { next })
      : await createRecord(store, hintKey(year), { next });
    if (written) return;
  }
}

/**
 * Moves the year's hint past a reference just stored; written after the record, as it only guides. Its failure
 * is logged, never the submission's: the next claim walks a few numbers further.
 */
export async function advanceReferenceHint(reference: string): Promise<void> {
  const [, year = '', number = ''] = /^HSA-(\d{4})-(\d+)$/.exec(reference) ?? [];
  if (!year) return;
  await advanceHint(submissionsStore(), year, Number(number) + 1).catch((error: unknown) =>
    console.error(`[reference] the hint of ${year} stays behind ${reference}:`, error),
  );
}

/** Claims the next free number of the year `at` falls in, for the submission `id` about to be stored. */
export async function claimReference(formType: FormType, id: string, at: Date = new Date()): Promise<string> {
  const store = submissionsStore();
  const year = referenceYear(at);
  let number = (await readHint(store, year))?.data.next ?? 1;
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    if (await createRecord(store, claimKey(year, number), { form_type: formType, id })) return formatReference(year, number);
    // Taken: those who won meanwhile moved the hint on, so a crowd spreads out instead of queueing on each number.
    number = Math.max(number + 1, (await readHint(store, year))?.data.next ?? 1);
  }
  throw new Error(`No free reference found in ${year} after ${MAX_TRIES} tries.`);
}
