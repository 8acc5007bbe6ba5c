/**
 * A reorder of the grades is one versioned write (docs/decisions/048). Of N reorders made
 * on one version exactly one is stored, whole; the others are stale edits. Every call of these stores waits
 * a random moment first, so concurrent reorders interleave in many orders.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createFormation,
  deleteFormation,
  findFormationBySlug,
  listFormations,
  listGrades,
  putFormation,
  reorderGrades,
  withListOrder,
} from '../../src/features/formations/formations.server';
import { gradeInputSchema } from '../../src/features/formations/formation-schema';
import { STALE_EDIT_MESSAGE } from '../../src/server/store.server';
import { useJitteryMemoryStores } from '../../scripts/stores/memory-store';
import { storedGrade } from '../support/formations';

useJitteryMemoryStores(29);

const SLUGS = ['pre-k', 'kindergarten', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];
const ID = (slug: string) => `id-${slug}`;
const IDS = SLUGS.map(ID);

beforeEach(async () => {
  // Seeded as scripts/seed/seed.ts does: each grade's record carries its place.
  await Promise.all(SLUGS.map((slug, order) => putFormation({ ...storedGrade(slug), order })));
});

/** Fifteen different orders of the ten grades: the ten rotations, then five of them backwards. */
const ORDERS = Array.from({ length: 15 }, (_, index) => {
  const rotated = [...IDS.slice(index % 10), ...IDS.slice(0, index % 10)];
  return index < 10 ? rotated : rotated.reverse();
});
const asList = (ids: readonly string[]) => ids.map((_id, order) => ({ _id, order }));
const listedIds = async () => (await listFormations('grade', { strong: true })).map((grade) => grade._id);

async function raceReorders(version: number) {
  const outcomes = await Promise.allSettled(ORDERS.map((ids) => reorderGrades(asList(ids), version)));
  const won = outcomes.flatMap((outcome, index) =>
    outcome.status === 'fulfilled' ? [{ sent: ORDERS[index]!, answer: outcome.value }] : [],
  );
  const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as Record<string, unknown>] : []));
  return { won, refused };
}

describe('a reorder is one versioned write', () => {
  it('of fifteen parallel reorders of one version exactly one wins, whole; the fourteen others are stale edits', async () => {
    // First on a store with no stored order (version 0), then on the order the first race stored.
    for (const version of [0, 1]) {
      const { won, refused } = await raceReorders(version);
      expect(won).toHaveLength(1);
      expect(refused).toHaveLength(14);
      for (const reason of refused) expect(reason).toMatchObject({ status: 409, code: 'STALE_EDIT', message: STALE_EDIT_MESSAGE });
      const { sent, answer } = won[0]!;
      expect(answer.version).toBe(version + 1);
      expect(answer.grades.map((grade) => grade._id)).toEqual(sent);
      expect(await listedIds()).toEqual(sent);
      expect(ORDERS).toContainEqual(await listedIds());
      expect((await listGrades({ strong: true })).version).toBe(version + 1);
    }
  });

  it('answers each grade its place as `order`, in the list and for one grade', async () => {
    const reversed = [...IDS].reverse();
    await reorderGrades(asList(reversed), 0);
    const listed = await listFormations('grade', { strong: true });
    expect(listed.map((grade) => grade.order)).toEqual(IDS.map((_, position) => position));
    const first = (await findFormationBySlug('grade', '8th', { strong: true }))!;
    expect((await withListOrder(first, { strong: true })).order).toBe(0);
  });

  it('refuses a reorder with a stale version (409), and one naming an unknown grade (404); neither changes the order', async () => {
    await reorderGrades(asList([...IDS].reverse()), 0);
    await expect(reorderGrades(asList(IDS), 0)).rejects.toMatchObject({ status: 409, code: 'STALE_EDIT' });
    await expect(reorderGrades(asList([...IDS, 'no-such-grade']), 1)).rejects.toMatchObject({ status: 404 });
    expect(await listedIds()).toEqual([...IDS].reverse());
  });

  it("makes a reorder without a version, the spec's body, on the order as it reads it (docs/decisions/098)", async () => {
    expect((await reorderGrades(asList([...IDS].reverse()), undefined)).version).toBe(1);
    expect(await listedIds()).toEqual([...IDS].reverse());
    const again = await reorderGrades(asList(IDS), undefined);
    expect(again.version).toBe(2);
    expect(again.grades.map((grade) => grade._id)).toEqual(IDS);
  });
});

describe('grades the stored order does not name', () => {
  const newGrade = (title: string) =>
    gradeInputSchema.parse({ type: 'grade', title, icon: 'school', colorCode: '#123456', links: [], leadership: [] });

  it('a grade created after a reorder comes last, and one deleted leaves the others in their order', async () => {
    const reversed = [...IDS].reverse();
    await reorderGrades(asList(reversed), 0);
    const created = await createFormation(newGrade('Aardvark Class'));
    const listed = await listFormations('grade', { strong: true });
    expect(listed.map((grade) => grade._id)).toEqual([...reversed, created._id]);
    expect(listed.at(-1)!.order).toBe(10);
    expect((await withListOrder(created, { strong: true })).order).toBe(10);

    await deleteFormation('grade', ID('5th'));
    const after = await listFormations('grade', { strong: true });
    expect(after.map((grade) => grade._id)).toEqual([...reversed.filter((id) => id !== ID('5th')), created._id]);
    expect(after.map((grade) => grade.order)).toEqual(after.map((_, position) => position));
  });

  it('a store from before the stored order lists grades by their record order, then title, at version 0', async () => {
    await putFormation({ ...storedGrade('zeta'), order: 0 });
    await putFormation({ ...storedGrade('alpha'), order: 0 });
    await putFormation({ ...storedGrade('3rd'), order: 20 });
    const { grades, version } = await listGrades({ strong: true });
    expect(version).toBe(0);
    expect(grades.map((grade) => grade.slug)).toEqual([
      'alpha',
      'pre-k',
      'zeta',
      ...SLUGS.slice(1).filter((slug) => slug !== '3rd'),
      '3rd',
    ]);
    expect(grades.map((grade) => grade.order)).toEqual(grades.map((_, position) => position));
  });
});
