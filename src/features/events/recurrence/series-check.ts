/**
 * Whether a series holds together (DESIGN section 9): its rule, its first start on a day the rule gives, an
 * end within two years, skipped dates that are dates of the series, and at least one date left. One check for
 * the Event Editor (through the event schema) and the function.
 */
import { dayOf } from '../core/event';
import { dayFitsRule, lastAllowedDay, parseRule, RULE_LIMITS, RULE_MESSAGES } from './rule';
import { ruleDays } from './expand';

export interface SeriesProblem {
  field: 'rrule' | 'exdates';
  message: string;
}

export function seriesProblem(startDt: string, rrule: string, exdates: readonly string[] = []): SeriesProblem | null {
  const rule = parseRule(rrule);
  if (!rule.ok) return { field: 'rrule', message: rule.message };
  const firstDay = dayOf(startDt);
  const lastDay = lastAllowedDay(firstDay);
  if (rule.parts.until !== undefined && rule.parts.until < firstDay) return { field: 'rrule', message: RULE_MESSAGES.untilBeforeStart };
  if (rule.parts.until !== undefined && rule.parts.until > lastDay) return { field: 'rrule', message: RULE_MESSAGES.tooLong };
  if (!dayFitsRule(rule.parts, firstDay)) return { field: 'rrule', message: RULE_MESSAGES.startNotOnRule };
  const days = ruleDays({ startDt, rrule });
  if ((days.at(-1) ?? firstDay) > lastDay) return { field: 'rrule', message: RULE_MESSAGES.tooLong };
  if (exdates.length > RULE_LIMITS.exdates) return { field: 'exdates', message: RULE_MESSAGES.exdates };
  const given = new Set(days);
  const stray = exdates.find((day) => !given.has(day));
  if (stray !== undefined) return { field: 'exdates', message: RULE_MESSAGES.exdate(stray) };
  if (new Set(exdates).size >= days.length) return { field: 'exdates', message: RULE_MESSAGES.noOccurrence };
  return null;
}
