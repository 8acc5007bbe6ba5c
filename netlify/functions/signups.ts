/**
 * Volunteer sign-ups (DESIGN section 9, docs/decisions/066):
 *   GET  /v1/api/signups                             the events to come whose sheets still take volunteers
 *   GET  /v1/api/signups/{eventId}                   the sheet as anyone may see it (404 without one; with
 *                                                    `?optional=1`, `results: null`)
 *   POST /v1/api/signups/{eventId}                   `{ slot_id, name, email, phone?, website }`: confirmed or waitlisted
 *   GET  /v1/api/signups/manage/{token}              a volunteer's sign-up by their private link; changes nothing
 *   POST /v1/api/signups/manage/{token}              `{ action: 'cancel' }`
 *   GET  /v1/user_auth/signups/{eventId}             the sheet with every sign-up (events scope)
 *   PUT  /v1/user_auth/signups/{eventId}             creates or changes the sheet (events scope)
 *   GET  /v1/user_auth/signups/{eventId}/download    the roster as CSV (events scope)
 * Mails are owed before each write and sent after the answer (context.waitUntil).
 */
import type { Config, Context } from '@netlify/functions';
import { limitSenderEmail, limitSubmissions } from '../../src/features/forms/index.server';
import {
  cancelByToken,
  listOpenSheets,
  readManage,
  readPublicSheet,
  readRoster,
  rosterCsv,
  rosterFileName,
  manageActionSchema,
  rosterOf,
  saveSheet,
  sheetAnswer,
  sheetInputSchema,
  SIGNUP_MESSAGES,
  signUp,
  signupInputSchema,
} from '../../src/features/signups/index.server';
import { requireScope } from '../../src/features/users/index.server';
import {
  HttpError,
  PUBLIC_SHORT_CACHE,
  parseBody,
  rawResponse,
  readJsonBody,
  requireSafeId,
  results,
  route,
  type Params,
} from '../../src/server/http.server';
import { clientAddress } from '../../src/server/throttle.server';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const BODY_LIMIT = 16 * 1024;

const deferred = (context: Context) => ({ defer: (work: Promise<void>) => context.waitUntil(work) });

async function listOpen(): Promise<Response> {
  return results(await listOpenSheets(), { headers: PUBLIC_SHORT_CACHE });
}

async function readPublic(req: Request, params: Params): Promise<Response> {
  const sheet = await readPublicSheet(requireSafeId(params.eventId));
  // A popup asks whether its event has a sheet at all (`?optional=1`): none is then an answer, not a 404, so the
  // browser logs no failed request for the many events without one (Lighthouse counts such logs).
  if (!sheet && new URL(req.url).searchParams.get('optional') !== '1') throw new HttpError(404, 'NOT_FOUND', SIGNUP_MESSAGES.noSheet);
  return results(sheet, { headers: { 'Cache-Control': 'no-store' } });
}

async function signUpPublic(req: Request, params: Params, context: Context): Promise<Response> {
  await limitSubmissions(clientAddress(context));
  const eventId = requireSafeId(params.eventId);
  const input = parseBody(signupInputSchema, await readJsonBody(req, BODY_LIMIT));
  // A filled honeypot is a bot's: answered as a person's would be, and nothing is stored or mailed.
  if (input.website) return results({ status: 'confirmed', position: 0 });
  await limitSenderEmail(input.email);
  return results(await signUp(eventId, input, deferred(context)));
}

async function readLink(_req: Request, params: Params): Promise<Response> {
  return results(await readManage(params.token ?? ''), { headers: PRIVATE });
}

async function actOnLink(req: Request, params: Params, context: Context): Promise<Response> {
  parseBody(manageActionSchema, await readJsonBody(req, BODY_LIMIT));
  return results(await cancelByToken(params.token ?? '', deferred(context)), { headers: PRIVATE });
}

async function readSheetOfficer(req: Request, params: Params): Promise<Response> {
  await requireScope(req, 'events');
  return results(sheetAnswer(await readRoster(requireSafeId(params.eventId))), { headers: PRIVATE });
}

async function saveSheetOfficer(req: Request, params: Params, context: Context): Promise<Response> {
  await requireScope(req, 'events');
  const eventId = requireSafeId(params.eventId);
  const input = parseBody(sheetInputSchema, await readJsonBody(req, 64 * 1024));
  return results(await saveSheet(eventId, input, deferred(context)), { headers: PRIVATE });
}

async function downloadRoster(req: Request, params: Params): Promise<Response> {
  await requireScope(req, 'events');
  const eventId = requireSafeId(params.eventId);
  const csv = rosterCsv(rosterOf(await readRoster(eventId)));
  return rawResponse(csv, {
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${rosterFileName(eventId)}"`,
    },
  });
}

export default route({
  '/v1/api/signups': { GET: listOpen },
  '/v1/api/signups/manage/:token': { GET: readLink, POST: actOnLink },
  '/v1/api/signups/:eventId': { GET: readPublic, POST: signUpPublic },
  '/v1/user_auth/signups/:eventId': { GET: readSheetOfficer, PUT: saveSheetOfficer },
  '/v1/user_auth/signups/:eventId/download': { GET: downloadRoster },
});

export const config: Config = {
  path: [
    '/v1/api/signups',
    '/v1/api/signups/:eventId',
    '/v1/api/signups/manage/:token',
    '/v1/user_auth/signups/:eventId',
    '/v1/user_auth/signups/:eventId/download',
  ],
};
