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
    startDt: wallTime,
    endDt: wallTime,
    location: text(EVENT_LIMITS.location).default(''),
    description: text(EVENT_LIMITS.description).default(''),
    event_links: z.array(linkPillSchema).max(EVENT_LIMITS.links, `At most ${EVENT_LIMITS.links} links.`).default([]),
    grade_list: z
      .array(gradeSlug)
      .max(EVENT_LIMITS.grades, `At most ${EVENT_LIMITS.grades} grades.`)
      .default([])
      .transform((slugs) => [...new Set(slugs)]),
  })
  .superRefine((event, ctx) => {
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
