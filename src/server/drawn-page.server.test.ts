import { describe, expect, it, vi } from 'vitest';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { pageOrigin, readOrLog, servedPage, servedQueries, setDrawnPageCaching, setPrivatePageHeaders } from './drawn-page.server';
import { DRAWN_PAGE_TAG, purgeDrawnPages } from './page-cache.server';

describe('pages drawn on request (docs/decisions/044)', () => {
  it('a complete page is kept a minute by the CDN and redrawn behind it; an incomplete one is never kept', () => {
    const complete = new Headers();
    setDrawnPageCaching(complete, { complete: true });
    expect(complete.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(complete.get('Netlify-CDN-Cache-Control')).toBe('public, durable, s-maxage=60, stale-while-revalidate=300');
    const incomplete = new Headers();
    setDrawnPageCaching(incomplete, { complete: false });
    expect(incomplete.get('Cache-Control')).toBe('no-store');
    expect(incomplete.has('Netlify-CDN-Cache-Control')).toBe(false);
    // A page kept by the query parameters it reads only: a link's utm_* or fbclid is the same page.
    expect(complete.has('Netlify-Vary')).toBe(false);
    const byMonth = new Headers();
    setDrawnPageCaching(byMonth, { complete: true, query: ['month'] });
    expect(byMonth.get('Netlify-Vary')).toBe('query=month');
  });

  it("a private link's page is never kept, never indexed, and sends its address on only as its policy allows (docs/decisions/088, 090)", () => {
    for (const policy of ['no-referrer', 'same-origin'] as const) {
      const headers = new Headers();
      setPrivatePageHeaders(headers, policy);
      expect(Object.fromEntries(headers)).toEqual({
        'cache-control': 'private, no-store',
        'referrer-policy': policy,
        'x-robots-tag': 'noindex',
      });
    }
  });

  it("tags every page it lets the CDN keep, the tag an officer's save purges (docs/decisions/058)", async () => {
    const kept = new Headers();
    setDrawnPageCaching(kept, { complete: true });
    expect(kept.get('Netlify-Cache-Tag')).toBe(DRAWN_PAGE_TAG);
    // Off Netlify there is no CDN to tell: the purge asks nothing of anyone.
    vi.stubEnv('SITE_ID', '');
    const fetched = vi.spyOn(globalThis, 'fetch');
    await purgeDrawnPages();
    expect(fetched).not.toHaveBeenCalled();
    fetched.mockRestore();
    vi.unstubAllEnvs();
  });

  it('a purge that fails on Netlify is logged, and the save it follows stands', async () => {
    vi.stubEnv('SITE_ID', 'site-1');
    vi.stubEnv('NETLIFY_LOCAL', '');
    vi.stubEnv('NETLIFY_PURGE_API_TOKEN', 'token-1');
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('no', { status: 500 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(purgeDrawnPages()).resolves.toBeUndefined();
    expect(fetched).toHaveBeenCalledWith('https://api.netlify.com/api/v1/purge', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String(fetched.mock.calls[0]![1]!.body))).toMatchObject({ cache_tags: [DRAWN_PAGE_TAG], site_id: 'site-1' });
    expect(log).toHaveBeenCalledWith('[page] the CDN could not be told to forget the drawn pages', expect.any(Error));
    fetched.mockRestore();
    log.mockRestore();
    vi.unstubAllEnvs();
  });

  it('draws absolute links on the configured site address, never the Host header; none when it is not configured', () => {
    vi.stubEnv('SITE_URL', 'https://hsa.example.org');
    expect(pageOrigin()).toBe('https://hsa.example.org');
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('URL', '');
    expect(pageOrigin()).toBe('');
    vi.unstubAllEnvs();
  });

  it('a failed store read is logged and drawn from its fallback', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await readOrLog('the list', () => Promise.resolve([1]), [])).toEqual({ value: [1], ok: true });
    expect(log).not.toHaveBeenCalled();
    expect(await readOrLog('the list', () => Promise.reject(new Error('store down')), [])).toEqual({ value: [], ok: false });
    expect(log).toHaveBeenCalledWith('[page] the list could not be read', expect.any(Error));
    log.mockRestore();
  });

  it("hands what a page read to its island's queries, under their keys and dated when read (docs/decisions/045)", () => {
    const readAt = new Date('2026-11-24T15:00:00Z');
    const state = servedQueries(
      [
        [['events', 'event', 'e1'], { id: 'e1', title: 'Fair' }],
        [['formations', 'grades'], []],
      ],
      readAt,
    );
    const client = new QueryClient();
    hydrate(client, state);
    expect(client.getQueryData(['events', 'event', 'e1'])).toEqual({ id: 'e1', title: 'Fair' });
    expect(client.getQueryData(['formations', 'grades'])).toEqual([]);
    expect(client.getQueryState(['events', 'event', 'e1'])?.dataUpdatedAt).toBe(readAt.getTime());
    // Survives the props' trip into the HTML.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it("gives an island its page's reads, the site's address and when they were read", () => {
    vi.stubEnv('SITE_URL', 'https://hsa.example.org');
    const readAt = new Date('2026-11-27T20:00:00Z');
    const served = servedPage([[['formations', 'committees'], [{ slug: 'book-fair' }]]], readAt);
    expect(served.origin).toBe('https://hsa.example.org');
    expect(served.readAt).toBe('2026-11-27T20:00:00.000Z');
    const client = new QueryClient();
    hydrate(client, served.queries);
    expect(client.getQueryData(['formations', 'committees'])).toEqual([{ slug: 'book-fair' }]);
    vi.unstubAllEnvs();
  });
});
