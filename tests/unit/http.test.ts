import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonResponse, rawResponse, readJsonBody } from '../../netlify/server/http.server';

const post = (contentType: string, body = '{"a":1}') =>
  new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': contentType }, body });

describe('JSON bodies are read only when the media type is JSON', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8'])('reads %j', async (type) => {
    await expect(readJsonBody(post(type))).resolves.toEqual({ a: 1 });
  });

  // Types a page on another site can send from a visitor's browser without asking (simple CORS requests).
  it.each(['text/plain; x=application/json', 'text/plain;application/json', 'application/x-www-form-urlencoded; a=application/json', 'multipart/form-data; boundary=application/json', 'application/jsonx', ''])(
    'refuses %j with 415',
    async (type) => {
      await expect(readJsonBody(post(type))).rejects.toMatchObject({ status: 415 });
    },
  );
});

describe('security headers on API answers', () => {
  const tomlValue = (name: string) => {
    const match = new RegExp(`^\\s*${name}\\s*=\\s*"([^"]*)"`, 'm').exec(readFileSync('netlify.toml', 'utf8'));
    if (!match?.[1]) throw new Error(`${name} is not in netlify.toml`);
    return match[1];
  };

  it('carry the same Permissions-Policy as the pages (netlify.toml)', () => {
    expect(jsonResponse({}).headers.get('permissions-policy')).toBe(tomlValue('Permissions-Policy'));
    expect(rawResponse(null).headers.get('permissions-policy')).toBe(tomlValue('Permissions-Policy'));
  });
});
