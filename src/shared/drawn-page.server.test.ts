import { describe, expect, it, vi } from 'vitest';
import { readOrLog, setDrawnPageCaching, styleHash } from './drawn-page.server';

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
  });

  it('a failed store read is logged and drawn from its fallback', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await readOrLog('the list', () => Promise.resolve([1]), [])).toEqual({ value: [1], ok: true });
    expect(log).not.toHaveBeenCalled();
    expect(await readOrLog('the list', () => Promise.reject(new Error('store down')), [])).toEqual({ value: [], ok: false });
    expect(log).toHaveBeenCalledWith('[page] the list could not be read', expect.any(Error));
    log.mockRestore();
  });

  it('names a style element by the SHA-256 of its text, as Content-Security-Policy does', () => {
    // echo -n '.a{}' | openssl dgst -sha256 -binary | base64
    expect(styleHash('.a{}')).toBe('sha256-zykMelvY9taAHFfnWfsi7Rnifucb0B5GzFq+5ZuppCM=');
  });
});
