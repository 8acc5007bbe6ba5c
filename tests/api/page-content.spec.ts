import { expect, test } from '@playwright/test';

test.describe('page content (SPEC section 7)', () => {
  test('GET /v1/api/page/home answers the home images as base URLs that serve JPEGs', async ({ request }) => {
    const response = await request.get('/v1/api/page/home');
    expect(response.status()).toBe(200);
    const images = (await response.json()).results as string[];
    expect(images.length).toBeGreaterThanOrEqual(1);
    expect(images.length).toBeLessThanOrEqual(3);
    // The home page adds '/m/1024x0' to each base URL (SPEC, Home).
    const image = await request.get(`${images[0]}/m/1024x0`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
  });

  test('GET /v1/api/page/list/board-members answers the 8 board members with title, name, email and image', async ({ request }) => {
    const response = await request.get('/v1/api/page/list/board-members');
    expect(response.status()).toBe(200);
    const board = (await response.json()).results as Array<Record<string, string>>;
    expect(board).toHaveLength(8);
    for (const member of board) expect(Object.keys(member).sort()).toEqual(['email', 'image', 'name', 'title']);
  });

  test('GET /v1/api/datasource/volunteer-activities answers name and value pairs', async ({ request }) => {
    const response = await request.get('/v1/api/datasource/volunteer-activities');
    expect(response.status()).toBe(200);
    const activities = (await response.json()).results as Array<{ name: string; value: string }>;
    expect(activities.length).toBeGreaterThan(0);
    for (const activity of activities) expect(activity).toEqual({ name: expect.any(String), value: expect.any(String) });
  });

  test('unknown page content is a 404 and other methods a 405', async ({ request }) => {
    expect((await request.get('/v1/api/page/nothing-here')).status()).toBe(404);
    expect((await request.post('/v1/api/page/home', { data: {} })).status()).toBe(405);
  });
});
