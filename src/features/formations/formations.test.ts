import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import formation from '../../../netlify/functions/formation';
import { formationInputSchema } from './formation-schema';
import { COMMITTEE_CARD_FIELDS, GRADE_CARD_FIELDS, PUBLIC_GRADE_FIELDS } from './formations-api';
import { readGradeCards, readPublicGrades } from './grade-cards.server';
import { readCommitteeCards } from './committee-cards.server';
import { createFormation, findFormationBySlug, listFormations, updateFormation } from './formations.server';
import { openStore, setStoreFactory, type BlobStore } from '../../server/store.server';
import { callFunction } from '../../../tests/support/functions';
import { storedGrade } from '../../../tests/support/formations';
import { eventLoopTurns, MemoryStore } from '../../../scripts/stores/memory-store';

/** Each call lets other calls run first, as a real store's network round trip does; conditions stay atomic. */
function withLatency(store: MemoryStore, turns = 2): BlobStore {
  return new Proxy(store, {
    get(target, name) {
      const value = Reflect.get(target, name, target) as unknown;
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        await eventLoopTurns(turns);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as unknown as BlobStore;
}

let formations: MemoryStore;

beforeEach(() => {
  const stores = new Map<string, MemoryStore>();
  setStoreFactory((name) => {
    if (!stores.has(name)) stores.set(name, new MemoryStore());
    return withLatency(stores.get(name)!);
  });
  formations = new MemoryStore();
  stores.set('formations', formations);
});

afterEach(() => setStoreFactory(null));

const committee = (title: string) => ({
  type: 'committee' as const,
  title,
  title_es: '',
  links: [],
  leadership: [],
  description: '',
  description_es: '',
});
const statuses = (outcomes: PromiseSettledResult<unknown>[]) =>
  outcomes.map((outcome) => (outcome.status === 'fulfilled' ? 201 : (outcome.reason as { status?: number }).status)).sort();

describe('one slug per title (docs/decisions/007)', () => {
  it('makes one committee of six parallel creates with the same title; the other five are a 409', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, async (_, i) => {
        await eventLoopTurns(i);
        return createFormation(committee('Book Fair'));
      }),
    );
    expect(statuses(outcomes)).toEqual([201, 409, 409, 409, 409, 409]);
    const stored = await listFormations('committee', { strong: true });
    expect(stored.filter((item) => item.slug === 'book-fair')).toHaveLength(1);
  });

  it('lets exactly one of six parallel creates take over a slug entry left behind by an item that is gone', async () => {
    await openStore('formations').setJSON('slug/committee/book-fair', { _id: 'gone-item' });
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => createFormation(committee('Book Fair'))));
    expect(statuses(outcomes)).toEqual([201, 409, 409, 409, 409, 409]);
    const winner = outcomes.find((outcome) => outcome.status === 'fulfilled') as PromiseFulfilledResult<{ _id: string }>;
    expect((await findFormationBySlug('committee', 'book-fair', { strong: true }))?._id).toBe(winner.value._id);
  });

  it('does not take over a slug that another save has just claimed and not yet written', async () => {
    await openStore('formations').setJSON('slug/committee/book-fair', { _id: 'in-flight', claimedAt: new Date().toISOString() });
    await expect(createFormation(committee('Book Fair'))).rejects.toMatchObject({ status: 409 });
  });

  it('frees the new slug of a rename that loses to a concurrent edit', async () => {
    const created = await createFormation(committee('Chess Club'));
    const outcomes = await Promise.allSettled([
      updateFormation({ ...committee('Chess Team'), _id: created._id, version: created.version }),
      updateFormation({ ...committee('Chess Society'), _id: created._id, version: created.version }),
    ]);
    expect(statuses(outcomes)).toEqual([201, 409]);
    const slugEntries = [...formations.entries.keys()].filter((key) => key.startsWith('slug/'));
    expect(slugEntries).toHaveLength(1);
  });
});

describe('GET /v2/api/formation/{type}?include_fields=', () => {
  it('answers only known field names: __proto__ and constructor are not fields', async () => {
    await createFormation(committee('Garden Club'));
    const response = await callFunction(formation, 'GET', '/v2/api/formation/committee?include_fields=title,__proto__,constructor', {
      params: { type: 'committee' },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('__proto__');
    expect(JSON.parse(text).results).toEqual([{ title: 'Garden Club' }]);
  });
});

describe("a grade's and a committee's Spanish title (docs/decisions/093)", () => {
  // As the function reads a body: a grade sent without title_es is parsed to ''.
  const grade = (title: string, title_es?: string) =>
    formationInputSchema.parse({ type: 'grade', title, title_es, icon: 'school', colorCode: '123456' });
  const read = async (path: string, params: Record<string, string>) =>
    (await (await callFunction(formation, 'GET', path, { params })).json()).results;

  it('is stored beside the English and answered by the list and the item; the slug stays on the English', async () => {
    const created = await createFormation({ ...grade('3rd Grade'), title_es: 'Tercer grado' });
    expect(created).toMatchObject({ slug: '3rd-grade', title_es: 'Tercer grado' });
    expect(await read('/v2/api/formation/grade?include_fields=title,title_es,slug', { type: 'grade' })).toEqual([
      { title: '3rd Grade', title_es: 'Tercer grado', slug: '3rd-grade' },
    ]);
    expect(await read('/v2/api/formation/grade/3rd-grade', { type: 'grade', item: '3rd-grade' })).toMatchObject({
      title: '3rd Grade',
      title_es: 'Tercer grado',
    });
    await createFormation({ ...committee('Book Fair'), title_es: 'Feria del libro' });
    expect(await read('/v2/api/formation/committee?include_fields=title,title_es', { type: 'committee' })).toEqual([
      { title: 'Book Fair', title_es: 'Feria del libro' },
    ]);
  });

  it('an edit that leaves it out stores none, and changing only it keeps the slug', async () => {
    const created = await createFormation({ ...grade('3rd Grade'), title_es: 'Tercer grado' });
    const renamed = await updateFormation({ ...grade('3rd Grade', 'Tercero'), _id: created._id, version: created.version });
    expect(renamed).toMatchObject({ slug: '3rd-grade', title_es: 'Tercero' });
    const edited = await updateFormation({ ...grade('3rd Grade'), _id: created._id, version: renamed.version });
    expect(edited).toMatchObject({ title_es: '' });
  });

  it('the pages drawn on the server read what the API answers the islands, for grades old and new', async () => {
    await createFormation(grade('3rd Grade', 'Tercer grado'));
    await createFormation(grade('4th Grade'));
    await createFormation({ ...committee('Book Fair'), title_es: 'Feria del libro' });
    await createFormation(committee('Chess'));
    const answered = (type: 'grade' | 'committee', fields: readonly string[]) =>
      read(`/v2/api/formation/${type}?include_fields=${fields.join(',')}`, { type });
    expect(await readPublicGrades()).toEqual(await answered('grade', PUBLIC_GRADE_FIELDS));
    expect(await readGradeCards()).toEqual(await answered('grade', GRADE_CARD_FIELDS));
    expect(await readCommitteeCards()).toEqual(await answered('committee', COMMITTEE_CARD_FIELDS));
    expect((await readPublicGrades()).map((item) => item.title_es)).toEqual(['Tercer grado', '']);
  });

  it('a grade saved before it existed reads as having none', async () => {
    await formations.setJSON('grade/old-grade', { ...storedGrade('old-grade'), _id: 'old-grade', title: 'Old Grade' });
    await formations.setJSON('slug/grade/old-grade', { _id: 'old-grade' });
    expect(await read('/v2/api/formation/grade?include_fields=title,title_es', { type: 'grade' })).toEqual([
      { title: 'Old Grade', title_es: '' },
    ]);
  });
});

describe("a committee's and a link's Spanish versions (docs/decisions/070)", () => {
  const links = [{ key: 'Sign Up', value: 'https://example.org/signup', key_es: 'Inscríbase' }];

  it('are stored beside the English and answered by the list and the item', async () => {
    await createFormation({ ...committee('Book Fair'), description: 'Runs the fair.', description_es: 'Organiza la feria.', links });
    const list = await callFunction(formation, 'GET', '/v2/api/formation/committee?include_fields=title,description_es,links', {
      params: { type: 'committee' },
    });
    expect((await list.json()).results).toEqual([{ title: 'Book Fair', description_es: 'Organiza la feria.', links }]);
    const one = await callFunction(formation, 'GET', '/v2/api/formation/committee/book-fair', {
      params: { type: 'committee', item: 'book-fair' },
    });
    expect((await one.json()).results).toMatchObject({ description: 'Runs the fair.', description_es: 'Organiza la feria.', links });
  });

  it('an edit that leaves them out stores none', async () => {
    const created = await createFormation({ ...committee('Chess Club'), description_es: 'Ajedrez.', links });
    const edited = await updateFormation({
      ...committee('Chess Club'),
      _id: created._id,
      version: created.version,
      links: [{ key: 'Sign Up', value: 'https://example.org/signup', key_es: '' }],
    });
    expect(edited).toMatchObject({ description_es: '', links: [{ key: 'Sign Up', key_es: '' }] });
  });

  it('a committee and links saved before they existed read as having none', async () => {
    await formations.setJSON('committee/old-one', {
      _id: 'old-one',
      type: 'committee',
      title: 'Old One',
      slug: 'old-one',
      icon: 'groups_2',
      colorCode: '',
      links: [{ key: 'Flyer', value: 'https://example.org/flyer' }],
      leadership: [],
      order: 0,
      image: null,
      image_count: 0,
      version: 3,
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    await formations.setJSON('slug/committee/old-one', { _id: 'old-one' });
    expect(await findFormationBySlug('committee', 'old-one', { strong: true })).toMatchObject({
      links: [{ key: 'Flyer', value: 'https://example.org/flyer' }],
    });
    const list = await callFunction(formation, 'GET', '/v2/api/formation/committee?include_fields=title,description,description_es', {
      params: { type: 'committee' },
    });
    expect((await list.json()).results).toEqual([{ title: 'Old One', description: '', description_es: '' }]);
  });
});
