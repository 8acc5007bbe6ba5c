/**
 * Events (SPEC section 7):
 *   GET    /v2/api/event?start_dt&end_dt&grade_level&include_fields&per_page   a range or, without end_dt,
 *          upcoming from start_dt (public)
 *   GET    /v2/api/event/{id}                    one event with image_count and default_image (public)
 *   POST   /v2/api/event/new                     POST /v2/api/event/update (id, version; scope for an occurrence)
 *   DELETE /v2/api/event/delete/{id}?scope=      the event, its index entries and its photos; for an occurrence
 *          of a series `this`, `following` or `all` (DESIGN section 9, docs/decisions/063)
 * Writes need the `events` scope.
 */
import type { Config, Context } from '@netlify/functions';
import {
  createEvent,
  deleteEvent,
  deleteEventScoped,
  EVENT_INPUT_MESSAGES,
  eventInputSchema,
  findEvent,
  listEvents,
  readEventQuery,
  seriesScopeSchema,
  datesMovedBy,
  toEventView,
  updateEventScoped,
  type NewSeries,
} from '../../src/features/events/index.server';
import { publicRead, requireScope } from '../../src/features/users/index.server';
import {
  HttpError,
  readCacheHeaders,
  readJsonBody,
  results,
  pickFields,
  requireSafeId,
  route,
  type Params,
  parseBody,
} from '../../src/server/http.server';
import { shareDatePhotos, withDatePhotosSettled, withItemPhotosRemoved, withSplitPhotos } from '../../src/features/photos/index.server';
import { withChangeNotices } from '../../src/features/signups/index.server';
import { purgeDrawnPages } from '../../src/server/page-cache.server';

async function list(req: Request): Promise<Response> {
  const options = await publicRead(req);
  const query = readEventQuery(new URL(req.url));
  const events = await listEvents({ range: query.range, scope: query.scope, limit: query.perPage }, options);
  return results(
    events.map((event) => pickFields(toEventView(event), query.fields)),
    { headers: readCacheHeaders(options) },
  );
}

async function readOne(req: Request, params: Params): Promise<Response> {
  const options = await publicRead(req);
  const event = await findEvent(requireSafeId(params.id), options);
  if (!event) throw new HttpError(404, 'NOT_FOUND', 'Sorry, we could not find that event.');
  return results(toEventView(event), { headers: readCacheHeaders(options) });
}

async function create(req: Request): Promise<Response> {
  await requireScope(req, 'events');
  const input = parseBody(eventInputSchema, await readJsonBody(req));
  return results(toEventView(await createEvent(input)));
}

/** Volunteers on an event's sign-up sheets are told of a change of date, time or place, or a delete (docs/decisions/066). */
const deferred = (context: Context) => ({ defer: (work: Promise<void>) => context.waitUntil(work) });

async function update(req: Request, _params: Params, context: Context): Promise<Response> {
  await requireScope(req, 'events');
  const input = parseBody(eventInputSchema, await readJsonBody(req));
  if (!input.id) throw new HttpError(400, 'INVALID_INPUT', EVENT_INPUT_MESSAGES.missingId);
  const id = requireSafeId(input.id);
  // The sign-up sheets of dates that go on under new ids go with them (docs/decisions/094).
  const save = (newSeries?: NewSeries) =>
    withChangeNotices(id, () => updateEventScoped({ ...input, id }, new Date(), newSeries), {
      ...deferred(context),
      moved: datesMovedBy(id, input, newSeries?.id),
    });
  // A `following` edit's new series starts with a copy of the photos its date showed; "All events" from a date
  // with photos of its own shares them with the series (docs/decisions/085).
  if (input.scope === 'all') await shareDatePhotos(id);
  const saved = input.scope === 'following' ? await withSplitPhotos(id, input.title, save) : await withDatePhotosSettled(id, () => save());
  return results(toEventView(saved));
}

async function remove(req: Request, params: Params, context: Context): Promise<Response> {
  await requireScope(req, 'events');
  const id = requireSafeId(params.id);
  const scopeParam = new URL(req.url).searchParams.get('scope');
  const scope = scopeParam === null ? undefined : parseBody(seriesScopeSchema, scopeParam);
  const removeWhole = (eventId: string) => withItemPhotosRemoved('event', eventId, () => deleteEvent(eventId));
  const removed = await withDatePhotosSettled(id, () =>
    withChangeNotices(id, () => deleteEventScoped(id, scope, removeWhole), deferred(context)),
  );
  return results(toEventView(removed));
}

export default route(
  {
    '/v2/api/event': { GET: list },
    '/v2/api/event/new': { POST: create },
    '/v2/api/event/update': { POST: update },
    '/v2/api/event/delete/:id': { DELETE: remove },
    '/v2/api/event/:id': { GET: readOne },
  },
  { afterWrite: purgeDrawnPages },
);

export const config: Config = {
  path: ['/v2/api/event', '/v2/api/event/:id', '/v2/api/event/delete/:id'],
};
