/**
 * Calendar feeds to subscribe to (beyond the spec; docs/decisions/012):
 *   GET /v2/api/calendar/events.ics          every event from 3 months back to 12 months ahead
 *   GET /v2/api/calendar/{grade slug}.ics    that grade's events plus the school-wide ones
 *   GET /v2/api/calendar/event/{id}.ics      one event, for the event popup's 'Add to calendar'
 * Public, text/calendar, cached for a short while. `?lang=es` (from a Spanish page) links each event to its
 * Spanish page, /es/events/{id} (docs/decisions/068); the query is part of the CDN's cache key.
 */
import type { Config } from '@netlify/functions';
import { calendarFeed, eventCalendar, findEvent } from '../../src/features/events/index.server';
import { siteUrl } from '../../src/server/env.server';
import { findFormationBySlug } from '../../src/features/formations/index.server';
import { HttpError, rawResponse, requireSafeId, route, type Params } from '../../src/server/http.server';
import { langOf } from '../../src/shared/i18n/lang';

const ALL_EVENTS_FILE = 'events.ics';
const FEED_CACHE = 'public, max-age=900';
/** Netlify's CDN caches a function's answer only when told to (and keeps it across edge nodes with durable). */
const FEED_CDN_CACHE = 'public, durable, max-age=900, stale-while-revalidate=3600';

function feedResponse(text: string, file: string, disposition: 'inline' | 'attachment' = 'inline'): Response {
  return rawResponse(text, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `${disposition}; filename="${file}"`,
      'Cache-Control': FEED_CACHE,
      'Netlify-CDN-Cache-Control': FEED_CDN_CACHE,
    },
  });
}

const icsName = (file: string) => /^(.+)\.ics$/.exec(file)?.[1];

/** The language a feed was asked in: `?lang=es`, else English. */
const feedLang = (req: Request) => langOf(new URL(req.url).searchParams.get('lang'));

async function feed(req: Request, params: Params): Promise<Response> {
  // Public: a feed is read by calendar programs that carry no token.
  const origin = siteUrl();
  const lang = feedLang(req);
  const file = params.file ?? '';
  if (file === ALL_EVENTS_FILE) return feedResponse(await calendarFeed({ origin, lang }), file);
  const slug = icsName(file);
  if (!slug) throw new HttpError(404, 'NOT_FOUND', 'Calendar feeds end in .ics: events.ics or {grade}.ics.');
  const grade = await findFormationBySlug('grade', requireSafeId(slug));
  if (!grade) throw new HttpError(404, 'NOT_FOUND', 'There is no such grade.');
  return feedResponse(
    await calendarFeed({ grade: { slug: grade.slug, title: grade.title, title_es: grade.title_es }, origin, lang }),
    `${grade.slug}.ics`,
  );
}

async function oneEvent(req: Request, params: Params): Promise<Response> {
  // Public, like the event itself.
  const id = icsName(params.file ?? '');
  if (!id) throw new HttpError(404, 'NOT_FOUND', 'An event file ends in .ics: event/{id}.ics.');
  const event = await findEvent(requireSafeId(id));
  if (!event) throw new HttpError(404, 'NOT_FOUND', 'There is no such event.');
  return feedResponse(eventCalendar(event, siteUrl(), feedLang(req)), `${event.slug}.ics`, 'attachment');
}

export default route({
  '/v2/api/calendar/:file': { GET: feed },
  '/v2/api/calendar/event/:file': { GET: oneEvent },
});

export const config: Config = {
  path: ['/v2/api/calendar', '/v2/api/calendar/:file', '/v2/api/calendar/event/:file'],
};
