import { describe, expect, it } from 'vitest';
import { HttpError, results, route } from './http.server';
import { callFunction } from '../../tests/support/functions';

const seen: Array<Record<string, string>> = [];
const api = route({
  '/v2/api/thing': { POST: async () => results('created'), PUT: async () => results('updated') },
  '/v2/api/thing/special': { POST: async () => results('special') },
  '/v2/api/thing/:type/:id': {
    GET: async (_req, params) => {
      seen.push({ ...params });
      return results(params);
    },
    DELETE: async () => {
      throw new HttpError(403, 'FORBIDDEN', 'No.');
    },
  },
  '/v2/api/broken': { GET: async () => Promise.reject(new Error('secret detail')) },
});

describe('route(table)', () => {
  it('calls the handler of the method at the matching path, with decoded parameters', async () => {
    const response = await callFunction(api, 'GET', '/v2/api/thing/grade/first%20one');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: { type: 'grade', id: 'first one' } });
    expect((await (await callFunction(api, 'PUT', '/v2/api/thing/')).json()).results).toBe('updated');
  });

  it('lets a literal path that comes first win over a pattern it fits', async () => {
    expect((await (await callFunction(api, 'POST', '/v2/api/thing/special')).json()).results).toBe('special');
  });

  it('answers 405 with the Allow header from the table for another method', async () => {
    const response = await callFunction(api, 'PATCH', '/v2/api/thing');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, PUT');
    expect((await response.json()).code).toBe('METHOD_NOT_ALLOWED');
    expect((await callFunction(api, 'GET', '/v2/api/thing/special')).headers.get('allow')).toBe('POST');
  });

  it('answers a JSON 404 for a sub-path the table does not have', async () => {
    for (const path of ['/v2/api/thing/a/b/c', '/v2/api/other', '/v2/api/thing/a']) {
      const response = await callFunction(api, 'GET', path);
      expect(response.status, path).toBe(404);
      expect((await response.json()).code).toBe('NOT_FOUND');
    }
  });

  it('keeps handle(): an HttpError is its answer, anything else a 500 without detail, a bad escape a 400', async () => {
    expect((await callFunction(api, 'DELETE', '/v2/api/thing/a/b')).status).toBe(403);
    const broken = await callFunction(api, 'GET', '/v2/api/broken');
    expect(broken.status).toBe(500);
    expect(await broken.text()).not.toContain('secret detail');
    expect((await callFunction(api, 'GET', '/v2/api/thing/a/%E0%A4%A')).status).toBe(400);
  });
});

describe('route(table, { afterWrite })', () => {
  it('runs afterWrite once after each change answered 2xx, never after a read or a refused change (docs/decisions/058)', async () => {
    let writes = 0;
    const pages = route(
      {
        '/v2/api/page': { GET: async () => results('read'), PUT: async () => results('saved') },
        '/v2/api/page/refused': {
          POST: async () => {
            throw new HttpError(409, 'STALE', 'Reload.');
          },
        },
      },
      { afterWrite: async () => void (writes += 1) },
    );
    expect((await callFunction(pages, 'GET', '/v2/api/page')).status).toBe(200);
    expect(writes).toBe(0);
    expect((await callFunction(pages, 'PUT', '/v2/api/page')).status).toBe(200);
    expect(writes).toBe(1);
    expect((await callFunction(pages, 'POST', '/v2/api/page/refused')).status).toBe(409);
    expect((await callFunction(pages, 'DELETE', '/v2/api/page')).status).toBe(405);
    expect(writes).toBe(1);
  });
});
