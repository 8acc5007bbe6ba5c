import { describe, expect, it } from 'vitest';
import { cspHash } from './csp-hash';

describe('cspHash', () => {
  it('names an inline element by the SHA-256 of its text, as Content-Security-Policy does', async () => {
    // echo -n '.a{}' | openssl dgst -sha256 -binary | base64
    expect(await cspHash('.a{}')).toBe('sha256-zykMelvY9taAHFfnWfsi7Rnifucb0B5GzFq+5ZuppCM=');
    // echo -n 'alert("é")' | openssl dgst -sha256 -binary | base64: the text is hashed as UTF-8
    expect(await cspHash('alert("é")')).toBe('sha256-DF7YL+qdGcU+UwWWmo11n8Pg8R/DfH3a4vWAcEohD1g=');
  });
});
