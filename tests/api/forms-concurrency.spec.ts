import { expect, test } from '@playwright/test';
import type { Submission } from '../../src/features/forms/forms';
import { newClient } from '../support/clients';
import { auth } from '../support/sign-in';
import { formData, inParallel, SUBMIT, totalCount, treasurerToken, unique, validFormData } from '../support/forms';

const SUBMISSIONS = 50;
/** Enough overlap to race every write; more would time out in the emulation, not in our code. */
const IN_FLIGHT = 10;

test('50 submissions sent concurrently are all stored: none lost, none overwritten', async ({ request }) => {
  test.setTimeout(600_000);
  const token = await treasurerToken(request);
  const before = await totalCount(request, token, 'volunteer_request');
  const batch = unique('Parallel');
  const statuses = await inParallel(SUBMISSIONS, IN_FLIGHT, async (i) => {
    const body = { form_type: 'volunteer_request', form_data: validFormData('volunteer_request', `${batch} ${i}`) };
    return (await newClient().post(SUBMIT, { data: body })).status();
  });
  expect(statuses).toEqual(Array(SUBMISSIONS).fill(200));
  expect(await totalCount(request, token, 'volunteer_request')).toBe(before + SUBMISSIONS);
  const newest = (await (await request.get(`${formData('volunteer_request')}?page=1&page_size=${SUBMISSIONS}`, { headers: auth(token) })).json()).results as Submission[];
  expect(new Set(newest.map((row) => row.form_data.name))).toEqual(new Set(Array.from({ length: SUBMISSIONS }, (_, i) => `${batch} ${i}`)));
});
