/** GET /v1/api/datasource/volunteer-activities (SPEC section 7): the activities a volunteer form offers. */
import { expect, test } from '@playwright/test';
import { newClient } from '../support/clients';
import { SUBMIT, unique, validFormData } from '../support/forms';
import { auth, tokenFor } from '../support/sign-in';

test.describe('GET /v1/api/datasource/volunteer-activities', () => {
  test('lists the committees by title, then the general activities, and follows a new committee', async ({ request }) => {
    const committees = (await (await request.get('/v2/api/formation/committee?include_fields=title,slug')).json()).results as Array<{
      title: string;
      slug: string;
    }>;
    const first = (await (await request.get('/v1/api/datasource/volunteer-activities')).json()).results as Array<{
      name: string;
      value: string;
    }>;
    const byTitle = [...committees].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true }));
    expect(first.slice(0, committees.length)).toEqual(byTitle.map((committee) => ({ name: committee.title, value: committee.slug })));
    expect(first.slice(committees.length).map((option) => option.name)).toEqual([
      'General Volunteering',
      'Classroom Help',
      'Lunch & Recess Help',
      'Other',
    ]);
    for (const activity of first) expect(activity).toEqual({ name: expect.any(String), value: expect.any(String) });

    const editor = await tokenFor(request, 'editor');
    const created = await request.post('/v2/api/formation', {
      headers: auth(editor),
      data: { type: 'committee', title: unique('Garden Club') },
    });
    const committee = (await created.json()).results as { _id: string; title: string; slug: string };
    try {
      const after = (await (await request.get('/v1/api/datasource/volunteer-activities')).json()).results as Array<{
        name: string;
        value: string;
      }>;
      expect(after).toContainEqual({ name: committee.title, value: committee.slug });
      const body = {
        form_type: 'volunteer_request',
        form_data: { ...validFormData('volunteer_request', 'Gardener'), volunteer_activity: committee.slug },
      };
      expect((await newClient().post(SUBMIT, { data: body })).status()).toBe(200);
    } finally {
      await request.delete(`/v2/api/formation/committee/${committee._id}`, { headers: auth(editor) });
    }
  });

  test('asked with ?lang=es, names each activity in Spanish where it has a name there (docs/decisions/093)', async ({ request }) => {
    const editor = await tokenFor(request, 'editor');
    const title = unique('Welcome Table');
    const created = await request.post('/v2/api/formation', {
      headers: auth(editor),
      data: { type: 'committee', title, title_es: 'Mesa de bienvenida' },
    });
    expect(created.status(), await created.text()).toBe(200);
    const committee = (await created.json()).results as { _id: string; slug: string };
    try {
      const spanish = (await (await request.get('/v1/api/datasource/volunteer-activities?lang=es')).json()).results;
      expect(spanish).toContainEqual({ name: title, name_es: 'Mesa de bienvenida', value: committee.slug });
      expect(spanish).toContainEqual({ name: 'Other', name_es: 'Otra', value: 'other' });
      // The English site's answer stays the spec's { name, value }.
      const english = (await (await request.get('/v1/api/datasource/volunteer-activities')).json()).results;
      expect(english).toContainEqual({ name: title, value: committee.slug });
    } finally {
      await request.delete(`/v2/api/formation/committee/${committee._id}`, { headers: auth(editor) });
    }
  });

  test('asked with ?lang=es, lists the committees in the order of their Spanish titles, with the same options (docs/decisions/096)', async ({
    request,
  }) => {
    const editor = await tokenFor(request, 'editor');
    const made: { _id: string; slug: string }[] = [];
    try {
      // By their English titles Art Room comes first; by their Spanish ones, Alegría (the Zoo Trip).
      for (const [title, title_es] of [
        [unique('Art Room'), 'Zona de arte'],
        [unique('Zoo Trip'), 'Alegría del zoológico'],
      ]) {
        const created = await request.post('/v2/api/formation', { headers: auth(editor), data: { type: 'committee', title, title_es } });
        expect(created.status(), await created.text()).toBe(200);
        made.push((await created.json()).results as { _id: string; slug: string });
      }
      const [art, zoo] = made.map((committee) => committee.slug);
      const valuesOf = async (path: string) =>
        ((await (await request.get(path)).json()).results as { value: string }[]).map((option) => option.value);
      const english = await valuesOf('/v1/api/datasource/volunteer-activities');
      const spanish = await valuesOf('/v1/api/datasource/volunteer-activities?lang=es');
      expect(english.indexOf(art!)).toBeLessThan(english.indexOf(zoo!));
      expect(spanish.indexOf(zoo!)).toBeLessThan(spanish.indexOf(art!));
      expect([...spanish].sort()).toEqual([...english].sort());
      // The general activities stay last, in the HSA's own order.
      expect(spanish.slice(-4)).toEqual(english.slice(-4));
    } finally {
      for (const committee of made) await request.delete(`/v2/api/formation/committee/${committee._id}`, { headers: auth(editor) });
    }
  });
});
