/**
 * The grades' order as one blob, `order/grade` in the formations store (docs/decisions/048): a reorder is one
 * conditional write of it, so of N reorders made on one version exactly one is stored.
 */
import { z } from '../../shared/zod';
import {
  createRecord,
  keyOf,
  openStore,
  readRecord,
  readWithEtag,
  replaceRecord,
  staleEdit,
  type ReadOptions,
} from '../../server/store.server';

export interface GradeOrder {
  /** Grade ids, first to last; ids of grades deleted since are passed over on read. */
  ids: string[];
  version: number;
}

const storedGradeOrder: z.ZodType<GradeOrder> = z.object({ ids: z.array(z.string()), version: z.number() });

const GRADE_ORDER_KEY = keyOf('order', 'grade');

/** The stored order; a store never reordered (or from before this blob) has none: version 0. */
export async function readGradeOrder(options: ReadOptions = {}): Promise<GradeOrder> {
  return (await readRecord(openStore('formations', options), GRADE_ORDER_KEY, storedGradeOrder, options)) ?? { ids: [], version: 0 };
}

/**
 * Stores `ids` as the order made on `version`: the first (0) is created with `onlyIfNew`, later ones replace
 * the blob only if it is still at that version and unchanged since this read. Otherwise a 409 (STALE_EDIT).
 */
export async function saveGradeOrder(ids: string[], version: number): Promise<GradeOrder> {
  const store = openStore('formations');
  const next: GradeOrder = { ids, version: version + 1 };
  if (version === 0) {
    if (!(await createRecord(store, GRADE_ORDER_KEY, next))) throw staleEdit();
    return next;
  }
  const current = await readWithEtag(store, GRADE_ORDER_KEY, storedGradeOrder);
  if (current?.data.version !== version) throw staleEdit();
  if (!(await replaceRecord(store, GRADE_ORDER_KEY, current.etag, next))) throw staleEdit();
  return next;
}
