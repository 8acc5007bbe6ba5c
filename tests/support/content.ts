/** The officers' page records (site texts, home images, board) for tests that change them and put them back. */
import { expect, type APIRequestContext } from '@playwright/test';
import { VERSION_HEADER } from '../../src/shared/edit-version';
import { auth } from './sign-in';

export type PagePath = '/v1/api/page/site' | '/v1/api/page/home' | '/v1/api/page/list/board-members';

/**
 * Puts a page record back as a test found it, under the version it has now: a save names the version it
 * read (409 when stale), so the version read before the test's own changes would be refused.
 */
export async function restorePage(request: APIRequestContext, token: string, path: PagePath, body: Record<string, unknown>): Promise<void> {
  const current = await request.get(path, { headers: auth(token) });
  const header = current.headers()[VERSION_HEADER.toLowerCase()];
  const version = header === undefined ? ((await current.json()) as { results: { version: number } }).results.version : Number(header);
  const restored = await request.put(path, { headers: auth(token), data: { ...body, version } });
  expect(restored.status(), `putting ${path} back`).toBe(200);
}
