import { describe, expect, it } from 'vitest';
import { asNetlifyAnswers } from './not-found-rules';

const page = () => new Response('<h1>404</h1>', { status: 200, headers: { 'Content-Type': 'text/html' } });
const request = new Request('http://localhost/es/no-such-page');
const noFile = async () => undefined;
const aFile = async () => async () => page();

describe('a rule of status 404, as Netlify answers it', () => {
  it("answers an address no file serves with the rule's page and status 404", async () => {
    const answer = await asNetlifyAnswers(request, { statusCode: 404 }, noFile, page());
    expect(answer?.status).toBe(404);
    expect(answer?.headers.get('Content-Type')).toBe('text/html');
    expect(await answer?.text()).toBe('<h1>404</h1>');
  });

  it('leaves a file at the address, a rewrite and a forced rule as the emulation answers them', async () => {
    expect((await asNetlifyAnswers(request, { statusCode: 404 }, aFile, page()))?.status).toBe(200);
    expect((await asNetlifyAnswers(request, { statusCode: 200 }, noFile, page()))?.status).toBe(200);
    expect((await asNetlifyAnswers(request, { statusCode: 404, force: true }, noFile, page()))?.status).toBe(200);
    expect(await asNetlifyAnswers(request, { statusCode: 404 }, noFile, undefined)).toBeUndefined();
  });
});
