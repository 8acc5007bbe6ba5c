/**
 * What an event save must hold (SPEC section 5, Event editor), written once for the Events Tool's editor and
 * the event function (DESIGN section 3). Grades are checked against the stored grades on the server.
 */
import { z } from '../../../shared/zod';
import { dayOf, daysBetween, isEventWallTime } from './event';
import { EVENT_INPUT_MESSAGES, EVENT_MESSAGES } from '../event-messages';
import { type LinkPill, linkPillSchema } from '../../formations';
import { isSafeId } from '../../../shared/ids';
import { isValidLinkPill } from '../../../shared/links';
import { seriesProblem } from '../recurrence/series-check';
import { RULE_LIMITS, RULE_MESSAGES } from '../recurrence/rule';
import { spanishTextSchema } from '../../../shared/i18n/officer-text-schema';

export const EVENT_LIMITS = {
  title: 120,
  location: 200,
  description: 5000,
  links: 20,
  grades: 30,
  /** An event lasts at most this many days from its start day to its end day (its month index stays small). */
  days: 366,
  firstYear: 2000,
  lastYear: 2100,
} as const;

const text = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters.`);

const wallTime = z
  .string(EVENT_MESSAGES.missingDate)
  .trim()
  .min(1, EVENT_MESSAGES.missingDate)
  .refine(isEventWallTime, EVENT_INPUT_MESSAGES.wallTime)
  .refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      return year >= EVENT_LIMITS.firstYear && year <= EVENT_LIMITS.lastYear;
    },
    EVENT_INPUT_MESSAGES.years(EVENT_LIMITS.firstYear, EVENT_LIMITS.lastYear),
  );

const gradeSlug = z.string().refine(isSafeId, EVENT_INPUT_MESSAGES.gradeSlug);

/** Which events of a series an edit or a delete of one occurrence means (DESIGN section 9). */
export const SERIES_SCOPES = ['this', 'following', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];
export const seriesScopeSchema = z.enum(SERIES_SCOPES, EVENT_INPUT_MESSAGES.scope);

export const eventInputSchema = z
  .object({
    /** Present on update only. */
    id: z.string().optional(),
    /** The version the editor loaded; a stale one is a 409. */
    version: z.number().int().nonnegative().optional(),
    title: z
      .string(EVENT_INPUT_MESSAGES.title)
      .trim()
      .min(1, EVENT_INPUT_MESSAGES.title)
      .max(EVENT_LIMITS.title, `Please keep the title under ${EVENT_LIMITS.title} characters.`),
    /** The Spanish texts (docs/decisions/070): optional, '' when none. */
    title_es: spanishTextSchema('Title', EVENT_LIMITS.title),
    startDt: wallTime,
    endDt: wallTime,
    location: text(EVENT_LIMITS.location).default(''),
    description: text(EVENT_LIMITS.description).default(''),
    description_es: spanishTextSchema('Description', EVENT_LIMITS.description),
    event_links: z.array(linkPillSchema).max(EVENT_LIMITS.links, `At most ${EVENT_LIMITS.links} links.`).default([]),
    grade_list: z
      .array(gradeSlug)
      .max(EVENT_LIMITS.grades, `At most ${EVENT_LIMITS.grades} grades.`)
      .default([])
      .transform((slugs) => [...new Set(slugs)]),
    /** A series' RRULE value (no `RRULE:` prefix); empty or absent for a single event. */
    rrule: z
      .string()
      .trim()
      .max(300, RULE_MESSAGES.shape)
      .optional()
      .transform((rule) => rule || undefined),
    exdates: z
      .array(z.string())
      .max(RULE_LIMITS.exdates, RULE_MESSAGES.exdates)
      .optional()
      .transform((days) => (days ? [...new Set(days)].sort() : undefined)),
    /** With an occurrence id on update: which events the edit means. */
    scope: seriesScopeSchema.optional(),
  })
  .superRefine((event, ctx) => {
    // A new series, or a series edited whole by its own id, starts at startDt. An occurrence's edit (a scope)
    // keeps the series' rule for `this`; `following` keeps what remains of a count and `all` moves the series'
    // own start: the server checks the series it is about to store (series.server.ts).
    if (event.rrule && event.scope === undefined && isEventWallTime(event.startDt)) {
      const problem = seriesProblem(event.startDt, event.rrule, event.exdates);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
    }
    if (event.startDt > event.endDt) {
      ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.startAfterEnd, path: ['endDt'] });
    } else if (daysBetween(dayOf(event.startDt), dayOf(event.endDt)) > EVENT_LIMITS.days) {
      ctx.addIssue({ code: 'custom', message: EVENT_INPUT_MESSAGES.tooLong(EVENT_LIMITS.days), path: ['endDt'] });
    }
  });

/** What the editor sends (`images` may ride along: the server ignores it, photos keep it). */
export type EventInputValues = z.input<typeof eventInputSchema>;
export type EventInput = z.output<typeof eventInputSchema>;

/** The editor drops link pills that fail the pill check before it submits (SPEC section 5). */
export function keepValidLinks(links: readonly LinkPill[]): LinkPill[] {
  return links.filter(isValidLinkPill);
}
