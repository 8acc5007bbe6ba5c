/**
 * A rule of netlify.toml with status 404 (the Spanish 404 page for unknown /es/ addresses, docs/decisions/068):
 * Netlify answers an address the rule catches, and no file or function serves, with the rule's page and status
 * 404. The emulation serves that page with 200; wrapping `RedirectsHandler.prototype.handle`, the local server
 * answers 404 as Netlify does. The internal it relies on is listed in internals.ts; without it the hook steps
 * aside with a loud warning.
 */
import { checkInternals, internal, loadPlace, memberAt, warnMissing } from './internals';

interface RedirectMatch {
  force?: boolean;
  statusCode?: number;
}
type StaticFile = (request: Request) => Promise<(() => Promise<Response>) | undefined>;
type Handle = (request: Request, match: RedirectMatch, getStaticFile: StaticFile) => Promise<Response | undefined>;

/** The answer Netlify gives where the emulation answered a 404 rule: its page, with the rule's status. */
export async function asNetlifyAnswers(
  request: Request,
  match: RedirectMatch,
  getStaticFile: StaticFile,
  response: Response | undefined,
): Promise<Response | undefined> {
  // A forced 404 rule is the emulation's own not-found answer already; a file at the address shadows the rule.
  if (!response || match.statusCode !== 404 || match.force || (await getStaticFile(request))) return response;
  return new Response(response.body, { status: 404, statusText: 'Not Found', headers: response.headers });
}

const isHandlerPrototype = (value: unknown): value is { handle: Handle } =>
  typeof value === 'object' && value !== null && 'handle' in value && typeof value.handle === 'function';

export async function installNotFoundRules(): Promise<void> {
  if (!(await checkInternals('not-found-rules'))) return;
  const prototype = memberAt(await loadPlace('redirects'), 'RedirectsHandler.prototype');
  if (!isHandlerPrototype(prototype)) return warnMissing(internal('RedirectsHandler.prototype.handle'));
  const handle = prototype.handle;
  prototype.handle = async function (request, match, getStaticFile) {
    return asNetlifyAnswers(request, match, getStaticFile, await handle.call(this, request, match, getStaticFile));
  };
}
