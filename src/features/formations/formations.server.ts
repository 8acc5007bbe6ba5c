/**
 * Grades and committees, one blob each at formations/{type}/{_id}, with a slug index at
 * formations/slug/{type}/{slug} so that a public page finds its item in two reads. A save claims its
 * slug atomically before its record exists (docs/decisions/007). The grades' order is one more blob,
 * formations/order/grade, written by a reorder alone (grade-order.server.ts, docs/decisions/048).
 */
import { DEFAULT_FORMATION_ICON, FORMATION_TYPES, type Formation, type FormationType, type LinkPill } from './formation';
import type { FormationInput } from './formation-schema';
import { byRecordOrder, inGradeOrder, placedIds } from './grade-order';
import { readGradeOrder, saveGradeOrder } from './grade-order.server';
import { isSafeId, slugify } from '../../shared/ids';
import { z } from '../../shared/zod';
import { HttpError } from '../../server/http.server';
import {
  createRecord,
  keyOf,
  listKeys,
  newRecordId,
  openStore,
  patchRecord,
  putRecord,
  readRecord,
  readWithEtag,
  replaceRecord,
  requireVersion,
  staleEdit,
  updateRecord,
  type ReadOptions,
} from '../../server/store.server';

const formationsStore = (options: ReadOptions = {}) => openStore('formations', options);

/** Link pills as stored, here and on events. */
export const storedLinks: z.ZodType<LinkPill[]> = z.array(z.object({ key: z.string(), value: z.string() }));

/** A grade's or committee's links as stored: a link saved before it had a Spanish label has none. */
const storedFormationLinks: z.ZodType<LinkPill[]> = z.array(
  z.object({ key: z.string(), value: z.string(), key_es: z.string().optional() }),
);

/** A grade or committee as read back from the store; fields this code does not know are kept. */
const storedFormation: z.ZodType<Formation> = z.looseObject({
  _id: z.string(),
  type: z.enum(FORMATION_TYPES),
  title: z.string(),
  title_es: z.string().optional(),
  slug: z.string(),
  icon: z.string(),
  colorCode: z.string(),
  links: storedFormationLinks,
  leadership: z.array(z.object({ position: z.string(), name: z.string(), email: z.string() })),
  description: z.string().optional(),
  description_es: z.string().optional(),
  order: z.number(),
  image: z.object({ src: z.string() }).nullable(),
  image_count: z.number(),
  version: z.number(),
  updatedAt: z.string(),
});

/** A slug index entry: the item holding the slug, and when it claimed it. */
interface SlugEntry {
  _id: string;
  claimedAt?: string;
}

const storedSlugEntry: z.ZodType<SlugEntry> = z.object({ _id: z.string(), claimedAt: z.string().optional() });

const formationKey = (type: FormationType, id: string) => keyOf(type, id);
const slugKey = (type: FormationType, slug: string) => keyOf('slug', type, slug);

/** Every stored item of a type, in no particular order. */
async function readFormations(type: FormationType, options: ReadOptions): Promise<Formation[]> {
  const store = formationsStore(options);
  const keys = await listKeys(store, `${type}/`);
  const items = await Promise.all(keys.map((key) => readRecord(store, key, storedFormation, options)));
  return items.filter((item): item is Formation => item !== null);
}

/** Grades in the stored order, and that order's version (the grade list's X-Version). */
export async function listGrades(options: ReadOptions = {}): Promise<{ grades: Formation[]; version: number }> {
  const [grades, order] = await Promise.all([readFormations('grade', options), readGradeOrder(options)]);
  return { grades: inGradeOrder(grades, order.ids), version: order.version };
}

export async function listFormations(type: FormationType, options: ReadOptions = {}): Promise<Formation[]> {
  if (type === 'grade') return (await listGrades(options)).grades;
  return (await readFormations(type, options)).sort(byRecordOrder);
}

/**
 * An item as the list answers it: a grade's `order` is its place in the list. A grade the stored order
 * places needs the list's keys only; one it does not places after it, among the others by their records.
 */
export async function withListOrder(formation: Formation, options: ReadOptions = {}): Promise<Formation> {
  if (formation.type !== 'grade') return formation;
  const [order, keys] = await Promise.all([readGradeOrder(options), listKeys(formationsStore(options), 'grade/')]);
  const stored = new Set(keys.map((key) => key.slice('grade/'.length)));
  const position = placedIds(order.ids, stored).indexOf(formation._id);
  if (position >= 0) return { ...formation, order: position };
  const listed = (await listGrades(options)).grades.find((grade) => grade._id === formation._id);
  return listed ? { ...formation, order: listed.order } : formation;
}

/**
 * The item a slug names. An index entry can outlive its slug (a rename or delete stopped before it released
 * the old one, or a claim whose save never landed): only an item that still holds the slug is answered.
 */
export async function findFormationBySlug(type: FormationType, slug: string, options: ReadOptions = {}) {
  const store = formationsStore();
  const entry = await readRecord(store, slugKey(type, slug), storedSlugEntry, options);
  const item = entry ? await readRecord(store, formationKey(type, entry._id), storedFormation, options) : null;
  return item?.slug === slug ? item : null;
}

/** Writes a formation and its slug index as they are (seeding); the API's checked writes come later. */
export async function putFormation(formation: Formation): Promise<void> {
  const store = formationsStore();
  await putRecord(store, formationKey(formation.type, formation._id), formation);
  await putRecord(store, slugKey(formation.type, formation.slug), { _id: formation._id });
}

const SLUG_TAKEN = (type: FormationType) => `Another ${type} already has this title. Please choose a different title.`;

function formationFromInput(
  input: FormationInput,
  base: Pick<Formation, '_id' | 'order' | 'image' | 'image_count'>,
  slug: string,
): Omit<Formation, 'version'> {
  return {
    ...base,
    type: input.type,
    title: input.title,
    title_es: input.title_es,
    slug,
    icon: input.type === 'grade' ? input.icon : DEFAULT_FORMATION_ICON,
    colorCode: input.type === 'grade' ? input.colorCode : '',
    links: input.links,
    leadership: input.leadership,
    ...(input.type === 'committee' ? { description: input.description, description_es: input.description_es } : {}),
    order: input.type === 'grade' && input.order !== undefined ? input.order : base.order,
    updatedAt: new Date().toISOString(),
  };
}

function slugFor(title: string, type: FormationType): string {
  const slug = slugify(title);
  if (!isSafeId(slug)) throw new HttpError(400, 'INVALID_TITLE', `Please give the ${type} a title with letters or digits.`);
  return slug;
}

/**
 * How long a claim protects a slug whose item is not written yet. Longer than any function can run
 * (Netlify stops synchronous functions after 60 s), so an older claim without its item was abandoned.
 */
const SLUG_CLAIM_LEASE_MS = 2 * 60 * 1000;

/**
 * Claims a slug for an item before the item is written; 409 when another save holds it. The claim is one
 * conditional write, so of many saves with one title exactly one wins. An entry left behind by an
 * interrupted save is taken over only with the etag it was read with, so again only one save can.
 */
async function claimSlug(type: FormationType, slug: string, id: string, now = new Date()): Promise<void> {
  const store = formationsStore();
  const key = slugKey(type, slug);
  const claim: SlugEntry = { _id: id, claimedAt: now.toISOString() };
  const taken = new HttpError(409, 'DUPLICATE_SLUG', SLUG_TAKEN(type));
  if (await createRecord(store, key, claim)) return;
  const holder = await readWithEtag(store, key, storedSlugEntry);
  if (!holder) {
    // Released in between: one more conditional try.
    if (await createRecord(store, key, claim)) return;
    throw taken;
  }
  if (!(await isAbandoned(type, slug, holder.data, now))) throw taken;
  if (!(await replaceRecord(store, key, holder.etag, claim))) throw taken;
}

/** A claim whose lease ran out and whose item does not hold the slug (deleted, renamed, never written). */
async function isAbandoned(type: FormationType, slug: string, entry: SlugEntry, now: Date): Promise<boolean> {
  // Entries written before claims carried a time (seeding) have no lease.
  const claimedAt = entry.claimedAt ? Date.parse(entry.claimedAt) : 0;
  if (now.getTime() - claimedAt < SLUG_CLAIM_LEASE_MS) return false;
  const owner = await readRecord(formationsStore(), formationKey(type, entry._id), storedFormation, { strong: true });
  return owner?.slug !== slug;
}

export async function createFormation(input: FormationInput): Promise<Formation> {
  const slug = slugFor(input.title, input.type);
  const _id = newRecordId();
  await claimSlug(input.type, slug, _id);
  try {
    const existing = await listFormations(input.type, { strong: true });
    const order = existing.reduce((max, item) => Math.max(max, item.order + 1), 0);
    const formation: Formation = { ...formationFromInput(input, { _id, order, image: null, image_count: 0 }, slug), version: 1 };
    if (!(await createRecord(formationsStore(), formationKey(input.type, _id), formation)))
      throw new Error(`Formation id ${_id} was reused.`);
    return formation;
  } catch (error) {
    await releaseSlug(input.type, slug, _id);
    throw error;
  }
}

/**
 * An edit carries the version it was loaded from (400 without one, 409 when stale). A new title may give a
 * new slug: `onRenamed` then wraps the write, to owe and then move what refers to the old one (a grade's
 * events). An index entry left by a save stopped half-way is taken over once its lease ends (claimSlug), and
 * never answered for an item that no longer holds it (findFormationBySlug).
 */
export async function updateFormation(
  input: FormationInput & { _id: string },
  onRenamed?: <T>(from: string, to: string, write: () => Promise<T>) => Promise<T>,
): Promise<Formation> {
  const version = requireVersion(input.version);
  const store = formationsStore();
  const key = formationKey(input.type, input._id);
  const current = await readRecord(store, key, storedFormation, { strong: true });
  if (!current) throw new HttpError(404, 'NOT_FOUND', `That ${input.type} no longer exists.`);
  // A stale edit is refused before it can claim a new slug.
  if (version !== current.version) throw staleEdit();
  const slug = slugFor(input.title, input.type);
  // Order, cover and photo count stay as the stored record has them at the moment of the write.
  const write = () => updateRecord(store, key, storedFormation, version, (stored) => formationFromInput(input, stored, slug));
  if (slug === current.slug) return write();
  await claimSlug(input.type, slug, current._id);
  let saved: Formation;
  try {
    saved = await (onRenamed ? onRenamed(current.slug, slug, write) : write());
  } catch (error) {
    // A rename that lost to a concurrent edit gives its new slug back.
    await releaseSlug(input.type, slug, current._id);
    throw error;
  }
  await releaseSlug(input.type, current.slug, current._id);
  return saved;
}

export async function deleteFormation(type: FormationType, id: string): Promise<Formation> {
  const store = formationsStore();
  const current = await readRecord(store, formationKey(type, id), storedFormation, { strong: true });
  if (!current) throw new HttpError(404, 'NOT_FOUND', `That ${type} no longer exists.`);
  await store.delete(formationKey(type, id));
  await releaseSlug(type, current.slug, id);
  return current;
}

/** Frees a slug index entry, only if this item still holds it. */
async function releaseSlug(type: FormationType, slug: string, id: string): Promise<void> {
  const store = formationsStore();
  const holder = await readRecord(store, slugKey(type, slug), storedSlugEntry, { strong: true });
  if (holder?._id === id) await store.delete(slugKey(type, slug));
}

/**
 * Saves a new grade order made on the order's `version` (409 when stale): one conditional write of the order
 * blob, so of concurrent reorders made on one version exactly one is stored. The spec's body names no version:
 * a reorder without one is made on the order as this call reads it first (docs/decisions/098). Every id must
 * be a stored grade (DESIGN section 4: 404 for an unknown id). Grades the list leaves out follow it. Answers
 * the grades in the order saved, and its version.
 */
export async function reorderGrades(
  list: Array<{ _id: string; order: number }>,
  version: number | undefined,
): Promise<{ grades: Formation[]; version: number }> {
  const [grades, expected] = await Promise.all([
    readFormations('grade', { strong: true }),
    version ?? readGradeOrder({ strong: true }).then((order) => order.version),
  ]);
  const stored = new Set(grades.map((grade) => grade._id));
  if (list.some(({ _id }) => !stored.has(_id)))
    throw new HttpError(404, 'NOT_FOUND', 'One of the grades to reorder no longer exists. Reload the list.');
  // A stable sort: entries with the same order keep the list's.
  const ids = [...list].sort((a, b) => a.order - b.order).map(({ _id }) => _id);
  const saved = await saveGradeOrder(ids, expected);
  return { grades: inGradeOrder(grades, saved.ids), version: saved.version };
}

/** Keeps a formation's cover image and photo count in step with its photos (not a versioned edit). */
export async function setFormationPhotos(type: FormationType, id: string, photos: { count: number; cover: string | null }) {
  await patchRecord(formationsStore(), formationKey(type, id), storedFormation, (current) => ({
    ...current,
    image_count: photos.count,
    image: photos.cover ? { src: photos.cover } : null,
  }));
}

export async function findFormationById(type: FormationType, id: string): Promise<Formation | null> {
  return readRecord(formationsStore(), formationKey(type, id), storedFormation, { strong: true });
}
