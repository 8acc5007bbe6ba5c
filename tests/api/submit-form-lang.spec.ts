/**
 * The family's language on a submission (docs/decisions/068): POST /v1/api/submit-form takes an optional `lang`
 * ('en' or 'es') beside form_type and form_data, for every form, and the officers' form-data API answers it on the
 * stored row; a submission that does not say is stored without one (English); any other value is a 400 naming lang.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FORM_TYPES, type FormType } from '../../src/features/forms/form-types';
import type { Submission } from '../../src/features/submissions/submissions';
import { auth } from '../support/sign-in';
import { newClient } from '../support/clients';
import { formData, SUBMIT, treasurerToken, unique, validFormData } from '../support/forms';

test.describe.configure({ timeout: 180_000 });

/** The stored row whose marker field holds `marker`, as the officers' API answers it. */
async function storedRow(request: APIRequestContext, formType: FormType, marker: string): Promise<Submission> {
  const token = await treasurerToken(request);
  const response = await request.get(`${formData(formType)}?page=1&page_size=20`, { headers: auth(token) });
  expect(response.status()).toBe(200);
  const rows = ((await response.json()) as { results: Submission[] }).results;
  const row = rows.find(
    (candidate) => (formType === 'event_feedback' ? candidate.form_data.feedback : candidate.form_data.name) === marker,
  );
  expect(row, `the stored ${formType} ${marker}`).toBeDefined();
  return row!;
}

test.describe('lang on POST /v1/api/submit-form', () => {
  test("each form sent with lang 'es' is stored with lang 'es', as the form-data API answers it", async ({ request }) => {
    for (const formType of FORM_TYPES) {
      const marker = unique(`es ${formType}`);
      const response = await newClient().post(SUBMIT, {
        data: { form_type: formType, form_data: validFormData(formType, marker), lang: 'es' },
      });
      expect(response.status(), await response.text()).toBe(200);
      expect((await storedRow(request, formType, marker)).lang, formType).toBe('es');
    }
  });

  test("a multipart reimbursement carries lang as a part of its own; lang 'en' is stored as sent", async ({ request }) => {
    const marker = unique('es multipart');
    const form = new FormData();
    form.append('form_type', 'reimbursement_request');
    form.append('form_data', JSON.stringify(validFormData('reimbursement_request', marker)));
    form.append('lang', 'es');
    const response = await newClient().post(SUBMIT, { multipart: form });
    expect(response.status(), await response.text()).toBe(200);
    expect((await storedRow(request, 'reimbursement_request', marker)).lang).toBe('es');

    const english = unique('en said');
    const said = await newClient().post(SUBMIT, {
      data: { form_type: 'volunteer_request', form_data: validFormData('volunteer_request', english), lang: 'en' },
    });
    expect(said.status(), await said.text()).toBe(200);
    expect((await storedRow(request, 'volunteer_request', english)).lang).toBe('en');
  });

  test('a submission without lang is stored without one, which reads as English', async ({ request }) => {
    const marker = unique('no lang');
    const response = await newClient().post(SUBMIT, {
      data: { form_type: 'event_feedback', form_data: validFormData('event_feedback', marker) },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(await storedRow(request, 'event_feedback', marker)).not.toHaveProperty('lang');
  });

  test("lang 'fr' (or any value but en and es) is a 400 that names lang, and nothing is stored", async ({ request }) => {
    for (const lang of ['fr', 'ES', '', null]) {
      const marker = unique(`lang ${String(lang)}`);
      const response = await newClient().post(SUBMIT, {
        data: { form_type: 'volunteer_request', form_data: validFormData('volunteer_request', marker), lang },
      });
      expect(response.status(), String(lang)).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Unknown lang (the language of the page). Expected one of: en, es.',
        code: 'INVALID_INPUT',
      });
      const token = await treasurerToken(request);
      const rows = (
        (await (await request.get(`${formData('volunteer_request')}?page=1&page_size=20`, { headers: auth(token) })).json()) as {
          results: Submission[];
        }
      ).results;
      expect(rows.some((row) => row.form_data.name === marker)).toBe(false);
    }
  });
});
