import { expect, test } from '@playwright/test';
import { auth, tokenFor } from '../support/sign-in';

const HOSTILE = ['..%2fx', '..%2F..%2Fusers', 'a%3Fb', 'a%23b', '%252e%252e', 'x'.repeat(650), '%00'];

test.describe('hostile ids in API paths', () => {
  for (const id of HOSTILE) {
    test(`GET /v2/api/formation/grade/${id.slice(0, 24)} is refused with a 4xx and a message`, async ({ request }) => {
      const response = await request.get(`/v2/api/formation/grade/${id}`);
      expect(response.status()).toBeGreaterThanOrEqual(400);
      expect(response.status()).toBeLessThan(500);
      const body = await response.json();
      expect(typeof body.error).toBe('string');
      expect(body.results).toBeUndefined();
    });
  }

  test('an unknown form key is a 404, not a read outside the form stores', async ({ request }) => {
    const token = await tokenFor(request, 'admin');
    for (const key of ['..%2fusers', 'users', 'volunteer_request%2f..']) {
      const response = await request.get(`/v1/user_auth/form-data/${key}`, { headers: auth(token) });
      expect(response.status(), key).toBe(404);
    }
  });

  test('bad paging values are a 400', async ({ request }) => {
    const token = await tokenFor(request, 'admin');
    const response = await request.get('/v1/user_auth/form-data/volunteer_request?page=-1', { headers: auth(token) });
    expect(response.status()).toBe(400);
  });
});
