import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonResponse, MAX_JSON_DEPTH, nestsDeeperThan, rawResponse, readJsonBody } from './http.server';
import { DEMO_SUBMISSIONS } from '../../scripts/demo/submissions';

const post = (contentType: string, body = '{"a":1}') =>
  new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': contentType }, body });

describe('JSON bodies are read only when the media type is JSON', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8'])('reads %j', async (type) => {
    await expect(readJsonBody(post(type))).resolves.toEqual({ a: 1 });
  });

  // Types a page on another site can send from a visitor's browser without asking (simple CORS requests).
  it.each([
    'text/plain; x=application/json',
    'text/plain;application/json',
    'application/x-www-form-urlencoded; a=application/json',
    'multipart/form-data; boundary=application/json',
    'application/jsonx',
    '',
  ])('refuses %j with 415', async (type) => {
    await expect(readJsonBody(post(type))).rejects.toMatchObject({ status: 415 });
  });
});

describe('JSON bodies are read only up to their limit', () => {
  it('stops a body with no declared length as soon as it passes the limit, with a 413', async () => {
    let pulled = 0;
    // An endless body: reading it whole would never finish.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(`{"a":"${'x'.repeat(1000)}`));
      },
    });
    const req = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    await expect(readJsonBody(req, 4096)).rejects.toMatchObject({ status: 413 });
    expect(pulled).toBeLessThan(10);
  });

  it('reads a body exactly at the limit', async () => {
    const body = JSON.stringify({ a: 'x'.repeat(100) });
    await expect(readJsonBody(post('application/json', body), body.length)).resolves.toEqual({ a: 'x'.repeat(100) });
  });
});

describe('JSON nested deeper than a small limit is a 400 before it is parsed (DESIGN section 6)', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('counts lists and objects, not brackets inside strings or escaped quotes', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan(`{"text":"${'[{'.repeat(50)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"text":"quote \\" ${'['.repeat(50)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`["a\\\\", ${nested(3)}]`, 3)).toBe(true);
  });

  it('answers 60,000 nested lists with a readable 400, also in the honeypot field', async () => {
    const body = `{"form_type":"event_feedback","form_data":{"website":${nested(60_000)}}}`;
    await expect(readJsonBody(post('application/json', body), 256 * 1024)).rejects.toMatchObject({
      status: 400,
      code: 'TOO_DEEP',
      message: `The request body nests lists or objects more than ${MAX_JSON_DEPTH} levels deep.`,
    });
  });

  it('reads the deepest body a form sends (a reimbursement with invoice lines and activities)', async () => {
    const reimbursement = DEMO_SUBMISSIONS.find((demo) => demo.formType === 'reimbursement_request')!;
    const text = JSON.stringify({ form_type: reimbursement.formType, form_data: reimbursement.formData });
    expect(nestsDeeperThan(text, 3)).toBe(true);
    await expect(readJsonBody(post('application/json', text))).resolves.toMatchObject({ form_type: 'reimbursement_request' });
  });
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
