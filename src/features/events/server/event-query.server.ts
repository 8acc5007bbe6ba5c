/**
 * The query of GET /v2/api/event (SPEC section 7): start_dt, end_dt (end excluded), grade_level (that grade's
 * events and the school-wide ones, docs/decisions/029),
 * include_fields and per_page. Unknown parameters are ignored, bad values are a 400 (DESIGN section 4).
 */
import { type DayRange, daysBetween, EVENT_FIELDS, type EventField, type EventScope, gradeScope, isDay } from '../core/event';
import { HttpError } from '../../../server/http.server';
import { readFieldList, readPositiveInt, requireSafeId } from '../../../server/query.server';

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 100;
/** A range's listings grow with its length; a year is more than any screen asks for. */
const MAX_RANGE_DAYS = 366;

export interface EventQuery {
  range: DayRange;
  scope: EventScope;
  perPage: number;
  fields: EventField[] | null;
}

/**
 * The spec's home call has a doubled question mark (`/v2/api/event??per_page=11&...`), which makes its first
 * key `?per_page`: keys are read without leading question marks.
 */
function normalisedParams(url: URL): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of url.searchParams) params.append(key.replace(/^\?+/, ''), value);
  return params;
}

function readDay(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  if (value === null) return undefined;
  if (!isDay(value)) throw new HttpError(400, 'INVALID_QUERY', `'${name}' must be a date written yyyy-MM-dd.`);
  return value;
}

export function readEventQuery(url: URL): EventQuery {
  const params = normalisedParams(url);
  const start = readDay(params, 'start_dt');
  if (!start) throw new HttpError(400, 'INVALID_QUERY', "Please give 'start_dt', a date written yyyy-MM-dd.");
  const end = readDay(params, 'end_dt');
  if (end !== undefined && end <= start) throw new HttpError(400, 'INVALID_QUERY', "'end_dt' must come after 'start_dt'.");
  if (end !== undefined && daysBetween(start, end) > MAX_RANGE_DAYS) {
    throw new HttpError(400, 'INVALID_QUERY', `A date range may cover at most ${MAX_RANGE_DAYS} days.`);
  }
  const grade = params.get('grade_level');
  return {
    range: end === undefined ? { start } : { start, end },
    // A grade's events are its own and the school-wide ones, as in its calendar feed.
    scope: grade === null ? { kind: 'all' } : gradeScope(requireSafeId(grade, "'grade_level' must be a grade's slug.")),
    perPage: readPositiveInt(params, 'per_page', { max: MAX_PER_PAGE }) ?? DEFAULT_PER_PAGE,
    fields: readFieldList(params, 'include_fields', EVENT_FIELDS),
  };
}
