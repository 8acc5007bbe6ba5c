/** Events, photos and grades of the browser tests of their own, made through the real API with the editor's token. */
import { expect, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { auth } from './sign-in';

const JPEG = readFileSync(new URL('./tiny.jpg', import.meta.url));
const JPEG_DATA = `data:image/jpeg;base64,${JPEG.toString('base64')}`;

export interface TestEvent {
  id: string;
  name: string;
  title: string;
  startDt: string;
  endDt: string;
  images: string[];
}

export async function createEvent(request: APIRequestContext, token: string, body: Record<string, unknown>): Promise<TestEvent> {
  const response = await request.post('/v2/api/event/new', { headers: auth(token), data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).results as TestEvent;
}

export async function deleteEvent(request: APIRequestContext, token: string, id: string): Promise<void> {
  expect((await request.delete(`/v2/api/event/delete/${id}`, { headers: auth(token) })).status()).toBe(200);
}

/** Uploads tests/support/tiny.jpg as a photo of the event; answers its URL. */
export async function addEventPhoto(request: APIRequestContext, token: string, eventId: string, title: string): Promise<string> {
  const response = await request.post('/v2/api/photo', {
    headers: auth(token),
    data: { item_id: eventId, type: 'event', src: JPEG_DATA, title },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()).results as { src: string }).src;
}

export interface TestGrade {
  _id: string;
  slug: string;
  title: string;
}

/** A grade of the test's own, so its event list holds only what the test made. */
export async function createGrade(request: APIRequestContext, token: string, title: string, colorCode: string): Promise<TestGrade> {
  const response = await request.post('/v2/api/formation', {
    headers: auth(token),
    data: {
      type: 'grade',
      title,
      icon: 'school',
      colorCode,
      links: [],
      leadership: [{ position: 'Room Parent', name: 'Test Parent', email: '' }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).results as TestGrade;
}

export async function deleteGrade(request: APIRequestContext, token: string, id: string): Promise<void> {
  expect((await request.delete(`/v2/api/formation/grade/${id}`, { headers: auth(token) })).status()).toBe(200);
}

/** Today at the school, yyyy-MM-dd, as the server and the islands count days. */
export const schoolDay = (now = new Date()) => now.toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

/** A short unique marker for titles, so tests sharing one store never see each other's data. */
export const marker = () => Math.random().toString(36).slice(2, 8);
