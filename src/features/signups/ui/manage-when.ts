import { formatIn } from '../../../shared/i18n/dates';
import type { Lang } from '../../../shared/i18n/lang';
import { dayOf, formatEventWhen, wallTimeInstant } from '../../events';
import type { ManageView } from '../core/sheet';

/** A Spanish date as families read it: "jueves, 26 de noviembre de 2026". */
const SPANISH_DAY = "EEEE, d 'de' MMMM 'de' yyyy";
const SPANISH_TIME = 'h:mm aaaa';

/**
 * When the signed-up event happens, in the page's language: English as the Events Manager lists it (one
 * date with its times, or a date range); Spanish as date-fns writes it, "jueves, 26 de noviembre de 2026,
 * 7:00 p. m. - 9:00 p. m.". '' when a date is not valid.
 */
export function manageWhen(view: Pick<ManageView, 'startDt' | 'endDt'>, lang: Lang): string {
  if (lang === 'en') return formatEventWhen(view);
  const start = wallTimeInstant(view.startDt);
  const end = wallTimeInstant(view.endDt);
  if (!start || !end) return '';
  if (dayOf(view.startDt) !== dayOf(view.endDt)) return `${formatIn(lang, start, SPANISH_DAY)} - ${formatIn(lang, end, SPANISH_DAY)}`;
  return `${formatIn(lang, start, SPANISH_DAY)}, ${formatIn(lang, start, SPANISH_TIME)} - ${formatIn(lang, end, SPANISH_TIME)}`;
}
