import { expect, test, type APIRequestContext } from '@playwright/test';
import { auth, tokenFor } from '../support/sign-in';

const unique = () => Math.random().toString(36).slice(2, 8);

const STALE_EDIT = {
  error: 'Someone else changed this item since you opened it. Reload it, then make your change again.',
  code: 'STALE_EDIT',
};

interface ListedGrade {
  _id: string;
  title: string;
  slug: string;
  order: number;
}

/** The grade list in its order and the version of that order, which the list tells in X-Version (docs/decisions/048). */
async function gradeOrder(request: APIRequestContext, token: string) {
  const response = await request.get('/v2/api/formation/grade?include_fields=_id,title,slug,order', { headers: auth(token) });
  expect(response.status()).toBe(200);
  const version = response.headers()['x-version'];
  expect(version, "the grade list tells its order's version").toMatch(/^\d+$/);
  return { grades: (await response.json()).results as ListedGrade[], version: Number(version) };
}

const ids = (grades: ReadonlyArray<{ _id: string }>) => grades.map((grade) => grade._id);
const asReorderList = (order: readonly string[]) => order.map((_id, position) => ({ _id, order: position }));
const reorder = (request: APIRequestContext, token: string, data: unknown) =>
  request.post('/v2/api/formation/reorder', { headers: auth(token), data });

async function createCommittee(request: APIRequestContext, token: string, title: string, extra: Record<string, unknown> = {}) {
  const response = await request.post('/v2/api/formation', { headers: auth(token), data: { type: 'committee', title, ...extra } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).results as { _id: string; slug: string; version: number; title: string };
}

test.describe('formation reads (SPEC section 7)', () => {
  test('lists committees with the asked fields and answers one by slug with image_count', async ({ request }) => {
    const list = await request.get('/v2/api/formation/committee?include_fields=title,slug,leadership,links');
    expect(list.status()).toBe(200);
    const committees = (await list.json()).results as Array<Record<string, unknown>>;
    expect(committees.length).toBeGreaterThan(5);
    expect(Object.keys(committees[0]!).sort()).toEqual(['leadership', 'links', 'slug', 'title']);
    const one = await request.get(`/v2/api/formation/committee/${committees[0]!.slug}`);
    expect(one.status()).toBe(200);
    const committee = (await one.json()).results;
    expect(committee.title).toBe(committees[0]!.title);
    expect(typeof committee.image_count).toBe('number');
  });

  test('the public grade list answers only the fields asked for', async ({ request }) => {
    const response = await request.get('/v2/api/formation/grade?include_fields=title,slug,icon,colorCode,image');
    expect(response.status()).toBe(200);
    const { results } = (await response.json()) as { results: Array<Record<string, unknown>> };
    expect(results.length).toBeGreaterThan(0);
    for (const grade of results) expect(Object.keys(grade).sort()).toEqual(['colorCode', 'icon', 'image', 'slug', 'title']);
  });

  test('include_fields answers only field names a grade has: __proto__ and constructor are ignored', async ({ request }) => {
    const response = await request.get('/v2/api/formation/grade?include_fields=title,__proto__,constructor');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('__proto__');
    const { results } = JSON.parse(text) as { results: Array<Record<string, unknown>> };
    expect(results.length).toBeGreaterThan(0);
    for (const grade of results) expect(Object.keys(grade)).toEqual(['title']);
  });

  test('a read that sends a bad token is a 401; without one it is public', async ({ request }) => {
    const bad = await request.get('/v2/api/formation/committee?include_fields=title', { headers: { Authorization: 'Bearer abc.def.ghi' } });
    expect(bad.status()).toBe(401);
    expect((await request.get('/v2/api/formation/committee?include_fields=title')).status()).toBe(200);
  });

  test('an unknown slug is a 404 and an unknown type a 404', async ({ request }) => {
    expect((await request.get('/v2/api/formation/committee/no-such-committee')).status()).toBe(404);
    expect((await request.get('/v2/api/formation/teams')).status()).toBe(404);
  });
});

test.describe('formation writes', () => {
  test('create, read back, update with the loaded version, refuse a stale one, delete', async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const title = `Garden Club ${unique()}`;
    const created = await createCommittee(request, token, title, {
      leadership: [{ position: 'Chair', name: 'Pending', email: '' }],
      links: [{ key: 'Sign Up', value: 'signup.example.org/garden' }],
    });
    expect(created.slug).toBe(title.toLowerCase().replace(/\s+/g, '-'));
    const read = (await (await request.get(`/v2/api/formation/committee/${created.slug}`)).json()).results;
    // Beside the spec's fields, the label's Spanish version: none sent, none stored (docs/decisions/070).
    expect(read.links).toEqual([{ key: 'Sign Up', value: 'https://signup.example.org/garden', key_es: '' }]);
    expect(read.icon).toBe('groups_2');

    const update = await request.put('/v2/api/formation', { headers: auth(token), data: { ...read, title: `${title} Team` } });
    expect(update.status()).toBe(200);
    expect((await update.json()).results).toMatchObject({ version: read.version + 1, slug: `${created.slug}-team` });
    expect((await request.get(`/v2/api/formation/committee/${created.slug}`)).status()).toBe(404);

    const stale = await request.put('/v2/api/formation', { headers: auth(token), data: { ...read, title: 'Stale edit' } });
    expect(stale.status()).toBe(409);
    expect((await stale.json()).error).toMatch(/changed this item/);

    const removed = await request.delete(`/v2/api/formation/committee/${created._id}`, { headers: auth(token) });
    expect(removed.status()).toBe(200);
    expect((await request.get(`/v2/api/formation/committee/${created.slug}-team`)).status()).toBe(404);
    expect((await request.delete(`/v2/api/formation/committee/${created._id}`, { headers: auth(token) })).status()).toBe(404);
  });

  test('a title whose slug another committee holds is a 409', async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const title = `Choir Helpers ${unique()}`;
    await createCommittee(request, token, title);
    const clash = await request.post('/v2/api/formation', {
      headers: auth(token),
      data: { type: 'committee', title: title.toUpperCase() },
    });
    expect(clash.status()).toBe(409);
    expect((await clash.json()).error).toMatch(/already has this title/);
  });

  // The other bad inputs are unit tests of the shared schema (tests/unit/schemas.test.ts).
  test('refuses a body the schema refuses with a 400 and a readable message', async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const response = await request.post('/v2/api/formation', {
      headers: auth(token),
      data: { type: 'committee', title: 'X4', links: [{ key: 'Click', value: 'javascript:alert(1)' }] },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toMatch(/not a web or email address/i);
  });

  test('stores a grade colour without # and answers it on the public list', async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const title = `Grade ${unique()}`;
    const response = await request.post('/v2/api/formation', {
      headers: auth(token),
      data: {
        type: 'grade',
        title,
        icon: 'dictionary',
        colorCode: '#A1B2C3',
        leadership: [{ position: 'Room Parent', name: 'Lee', email: '' }],
      },
    });
    expect(response.status()).toBe(200);
    const grade = (await response.json()).results;
    expect(grade.colorCode).toBe('a1b2c3');
    const list = (await (await request.get('/v2/api/formation/grade?include_fields=title,colorCode')).json()).results as Array<{
      title: string;
      colorCode: string;
    }>;
    expect(list.find((item) => item.title === title)?.colorCode).toBe('a1b2c3');
    await request.delete(`/v2/api/formation/grade/${grade._id}`, { headers: auth(token) });
  });

  test('reorders grades and answers 404 for an unknown grade, 400 for a bad list', async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const { grades, version } = await gradeOrder(request, token);
    const reversed = [...grades].reverse();
    const response = await reorder(request, token, { reorderList: asReorderList(ids(reversed)), version });
    expect(response.status()).toBe(200);
    expect(response.headers()['x-version']).toBe(String(version + 1));
    const after = (await (await request.get('/v2/api/formation/grade?include_fields=title')).json()).results as Array<{ title: string }>;
    expect(after.map((grade) => grade.title)).toEqual(reversed.map((grade) => grade.title));
    // One grade answers its place in the list as its order.
    const first = (await (await request.get(`/v2/api/formation/grade/${reversed[0]!.slug}`, { headers: auth(token) })).json()).results;
    expect(first.order).toBe(0);
    const restore = asReorderList(ids(grades));
    expect((await reorder(request, token, { reorderList: restore, version: version + 1 })).status()).toBe(200);
    const unknown = await reorder(request, token, { reorderList: [{ _id: 'no-such-grade', order: 1 }], version: version + 2 });
    expect(unknown.status()).toBe(404);
    const bad = await reorder(request, token, { reorderList: [{ _id: grades[0]!._id, order: 'first' }], version: version + 2 });
    expect(bad.status()).toBe(400);
    expect(ids((await gradeOrder(request, token)).grades)).toEqual(ids(grades));
  });
});

test.describe('a grade reorder is one versioned write (docs/decisions/048)', () => {
  test('of 15 parallel reorders of one version exactly one is stored, whole; the 14 others are 409', async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const { grades, version } = await gradeOrder(request, token);
    const original = ids(grades);
    expect(original.length, 'enough grades for 15 different orders').toBeGreaterThanOrEqual(8);
    // Fifteen different orders: rotations, then rotations backwards.
    const orders = Array.from({ length: 15 }, (_, index) => {
      const shift = index % original.length;
      const rotated = [...original.slice(shift), ...original.slice(0, shift)];
      return index < original.length ? rotated : rotated.reverse();
    });
    try {
      const answers = await Promise.all(orders.map((order) => reorder(request, token, { reorderList: asReorderList(order), version })));
      const statuses = answers.map((answer) => answer.status());
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(14);
      for (const answer of answers.filter((candidate) => candidate.status() === 409)) expect(await answer.json()).toEqual(STALE_EDIT);
      const winner = answers[statuses.indexOf(200)]!;
      const sent = orders[statuses.indexOf(200)]!;
      expect(winner.headers()['x-version']).toBe(String(version + 1));
      expect(ids((await winner.json()).results as ListedGrade[])).toEqual(sent);

      const after = await gradeOrder(request, token);
      expect(orders).toContainEqual(ids(after.grades));
      expect(ids(after.grades)).toEqual(sent);
      expect(after.grades.map((grade) => grade.order)).toEqual(sent.map((_, position) => position));
      expect(after.version).toBe(version + 1);
    } finally {
      // Other tests share the store: the grades go back to their order.
      const current = await gradeOrder(request, token);
      expect((await reorder(request, token, { reorderList: asReorderList(original), version: current.version })).status()).toBe(200);
    }
  });

  test("the spec's body, without a version, is made on the order as it is; one made on a replaced order is a 409 and changes nothing (docs/decisions/098)", async ({
    request,
  }) => {
    const token = await tokenFor(request, 'editor');
    const { grades, version } = await gradeOrder(request, token);
    const reversed = ids(grades).reverse();
    try {
      const plain = await reorder(request, token, { reorderList: asReorderList(reversed) });
      expect(plain.status(), await plain.text()).toBe(200);
      expect(plain.headers()['x-version']).toBe(String(version + 1));
      expect(ids((await plain.json()).results as ListedGrade[])).toEqual(reversed);
      // An officer's reorder made on the order before that one is stale.
      const stale = await reorder(request, token, { reorderList: asReorderList(ids(grades)), version });
      expect(stale.status()).toBe(409);
      expect(await stale.json()).toEqual(STALE_EDIT);
      const after = await gradeOrder(request, token);
      expect(ids(after.grades)).toEqual(reversed);
      expect(after.version).toBe(version + 1);
    } finally {
      const current = await gradeOrder(request, token);
      expect((await reorder(request, token, { reorderList: asReorderList(ids(grades)), version: current.version })).status()).toBe(200);
    }
  });

  test('of 15 parallel reorders without a version, each is stored whole or refused with 409: the order is one of those that landed', async ({
    request,
  }) => {
    const token = await tokenFor(request, 'editor');
    const { grades, version } = await gradeOrder(request, token);
    const original = ids(grades);
    const orders = Array.from({ length: 15 }, (_, index) => {
      const shift = index % original.length;
      const rotated = [...original.slice(shift), ...original.slice(0, shift)];
      return index < original.length ? rotated : rotated.reverse();
    });
    try {
      const answers = await Promise.all(orders.map((order) => reorder(request, token, { reorderList: asReorderList(order) })));
      const statuses = answers.map((answer) => answer.status());
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      const landed = orders.filter((_, index) => statuses[index] === 200);
      expect(landed.length).toBeGreaterThanOrEqual(1);
      const after = await gradeOrder(request, token);
      expect(landed).toContainEqual(ids(after.grades));
      expect(after.version).toBe(version + landed.length);
    } finally {
      const current = await gradeOrder(request, token);
      expect((await reorder(request, token, { reorderList: asReorderList(original), version: current.version })).status()).toBe(200);
    }
  });
});

test.describe('committee descriptions (docs/decisions/056)', () => {
  test('a committee keeps an optional short description: saved trimmed, listed when asked for, over 300 characters a 400', async ({
    request,
  }) => {
    const token = await tokenFor(request, 'editor');
    const described = await createCommittee(request, token, `Described ${unique()}`, { description: '  Runs the spring plant sale.  ' });
    const plain = await createCommittee(request, token, `Plain ${unique()}`);
    const read = async (slug: string) => (await (await request.get(`/v2/api/formation/committee/${slug}`)).json()).results;
    expect((await read(described.slug)).description).toBe('Runs the spring plant sale.');
    // A committee saved without one, as every committee before it was, keeps working.
    expect((await read(plain.slug)).description ?? '').toBe('');
    const listed = (await (await request.get('/v2/api/formation/committee?include_fields=slug,description')).json()).results as Array<{
      slug: string;
      description: string;
    }>;
    expect(listed.find((item) => item.slug === described.slug)).toEqual({
      slug: described.slug,
      description: 'Runs the spring plant sale.',
    });
    expect(listed.find((item) => item.slug === plain.slug)).toEqual({ slug: plain.slug, description: '' });

    const tooLong = await request.post('/v2/api/formation', {
      headers: auth(token),
      data: { type: 'committee', title: `Wordy ${unique()}`, description: 'x'.repeat(301) },
    });
    expect(tooLong.status()).toBe(400);
    expect((await tooLong.json()).error).toContain('Please keep the description to 300 characters or fewer.');
    const notText = await request.post('/v2/api/formation', {
      headers: auth(token),
      data: { type: 'committee', title: `Odd ${unique()}`, description: 42 },
    });
    expect(notText.status()).toBe(400);
  });
});

test.describe("committees' and links' Spanish versions (docs/decisions/070)", () => {
  test('a committee keeps its description and link labels in Spanish, read back by the item and the list; too long is a 400', async ({
    request,
  }) => {
    const token = await tokenFor(request, 'editor');
    const committee = await createCommittee(request, token, `Bilingual ${unique()}`, {
      description: 'Runs the spring plant sale.',
      description_es: '  Organiza la venta de plantas de primavera.  ',
      links: [
        { key: 'Sign Up', value: 'signup.example.org/plants', key_es: 'Inscríbase' },
        { key: 'Flyer', value: 'https://example.org/flyer.pdf' },
      ],
    });
    try {
      const links = [
        { key: 'Sign Up', value: 'https://signup.example.org/plants', key_es: 'Inscríbase' },
        { key: 'Flyer', value: 'https://example.org/flyer.pdf', key_es: '' },
      ];
      const read = (await (await request.get(`/v2/api/formation/committee/${committee.slug}`)).json()).results;
      expect(read).toMatchObject({ description_es: 'Organiza la venta de plantas de primavera.', links });
      const listed = (await (await request.get('/v2/api/formation/committee?include_fields=slug,description_es,links')).json())
        .results as Array<{ slug: string }>;
      expect(listed.find((item) => item.slug === committee.slug)).toEqual({
        slug: committee.slug,
        description_es: 'Organiza la venta de plantas de primavera.',
        links,
      });

      // An edit that leaves the Spanish out stores none, as for any optional field.
      const edited = await request.put('/v2/api/formation', {
        headers: auth(token),
        data: {
          ...read,
          description_es: undefined,
          links: read.links.map(({ key, value }: { key: string; value: string }) => ({ key, value })),
        },
      });
      expect(edited.status(), await edited.text()).toBe(200);
      expect((await edited.json()).results).toMatchObject({ description_es: '', links: [{ key_es: '' }, { key_es: '' }] });

      const tooLong = async (extra: Record<string, unknown>) => {
        const response = await request.post('/v2/api/formation', {
          headers: auth(token),
          data: { type: 'committee', title: `Wordy ${unique()}`, ...extra },
        });
        expect(response.status()).toBe(400);
        return (await response.json()).error as string;
      };
      expect(await tooLong({ description_es: 'x'.repeat(301) })).toContain('The Spanish description can be at most 300 characters.');
      expect(await tooLong({ links: [{ key: 'Sign Up', value: 'https://example.org', key_es: 'x'.repeat(81) }] })).toContain(
        'The Spanish link text can be at most 80 characters.',
      );
    } finally {
      expect((await request.delete(`/v2/api/formation/committee/${committee._id}`, { headers: auth(token) })).status()).toBe(200);
    }
  });

  test("a grade's link labels in Spanish are stored and answered on its page's read", async ({ request }) => {
    const token = await tokenFor(request, 'editor');
    const created = await request.post('/v2/api/formation', {
      headers: auth(token),
      data: {
        type: 'grade',
        title: `Bilingual Grade ${unique()}`,
        icon: 'school',
        colorCode: '#336699',
        links: [{ key: 'Class Page', value: 'https://example.org/class', key_es: 'Página de la clase' }],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const grade = (await created.json()).results as { _id: string; slug: string };
    try {
      const read = (await (await request.get(`/v2/api/formation/grade/${grade.slug}`)).json()).results;
      expect(read.links).toEqual([{ key: 'Class Page', value: 'https://example.org/class', key_es: 'Página de la clase' }]);
      expect(read).not.toHaveProperty('description_es');
    } finally {
      expect((await request.delete(`/v2/api/formation/grade/${grade._id}`, { headers: auth(token) })).status()).toBe(200);
    }
  });
});

test.describe("grades' and committees' Spanish titles (docs/decisions/093)", () => {
  test('a title in Spanish is stored trimmed, read back by the item and the list, leaves the slug alone; too long is a 400', async ({
    request,
  }) => {
    const token = await tokenFor(request, 'editor');
    const title = `Bilingual Grade ${unique()}`;
    const created = await request.post('/v2/api/formation', {
      headers: auth(token),
      data: { type: 'grade', title, title_es: '  Grado bilingüe  ', icon: 'school', colorCode: '#336699' },
    });
    expect(created.status(), await created.text()).toBe(200);
    const grade = (await created.json()).results as { _id: string; slug: string; title_es: string };
    let committee: { _id: string; slug: string } | undefined;
    try {
      committee = await createCommittee(request, token, `Bilingual ${unique()}`, { title_es: 'Comité bilingüe' });
      expect(grade.title_es).toBe('Grado bilingüe');
      expect(grade.slug).toBe(title.toLowerCase().replace(/\s+/g, '-'));
      const read = (await (await request.get(`/v2/api/formation/grade/${grade.slug}`)).json()).results;
      expect(read).toMatchObject({ title, title_es: 'Grado bilingüe' });
      const grades = (await (await request.get('/v2/api/formation/grade?include_fields=slug,title_es')).json()).results as Array<{
        slug: string;
        title_es: string;
      }>;
      expect(grades.find((item) => item.slug === grade.slug)).toEqual({ slug: grade.slug, title_es: 'Grado bilingüe' });
      // The demo's grades, saved without one, read as ''.
      expect(grades.find((item) => item.slug === 'kindergarten')).toEqual({ slug: 'kindergarten', title_es: '' });
      const committees = (await (await request.get('/v2/api/formation/committee?include_fields=slug,title_es')).json()).results as Array<{
        slug: string;
      }>;
      const { slug } = committee;
      expect(committees.find((item) => item.slug === slug)).toEqual({ slug, title_es: 'Comité bilingüe' });

      const tooLong = await request.post('/v2/api/formation', {
        headers: auth(token),
        data: { type: 'committee', title: `Wordy ${unique()}`, title_es: 'x'.repeat(81) },
      });
      expect(tooLong.status()).toBe(400);
      expect((await tooLong.json()).error).toContain('The Spanish title can be at most 80 characters.');
    } finally {
      expect((await request.delete(`/v2/api/formation/grade/${grade._id}`, { headers: auth(token) })).status()).toBe(200);
      if (committee) {
        expect((await request.delete(`/v2/api/formation/committee/${committee._id}`, { headers: auth(token) })).status()).toBe(200);
      }
    }
  });
});
