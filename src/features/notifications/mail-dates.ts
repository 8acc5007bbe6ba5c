/**
 * Dates in a Spanish mail (docs/decisions/068), in the school's zone whatever the server's: '24 de noviembre de
 * 2026', 'jueves, 26 de noviembre de 2026', '3 de noviembre de 2026 a las 9:15 a. m.'. English mails keep the
 * formats they always had (the Forms dashboard's and the events'), written where they are built. A mail is plain text:
 * its times keep plain spaces.
 */
import { TZDate } from '@date-fns/tz';
import { isValid } from 'date-fns';
import { formatIn } from '../../shared/i18n/dates';
import { EVENT_TIME_ZONE } from '../events';

const DAY = "d 'de' MMMM 'de' yyyy";
const WEEKDAY = "EEEE, d 'de' MMMM 'de' yyyy";
const TIME = 'h:mm aaaa';

/** The instant on the school's clock, or null when it is no date. */
const onSchoolClock = (instant: Date): TZDate | null => (isValid(instant) ? new TZDate(instant.getTime(), EVENT_TIME_ZONE) : null);

/** '24 de noviembre de 2026'; '' when not a date. */
export function spanishDay(instant: Date): string {
  const local = onSchoolClock(instant);
  return local ? formatIn('es', local, DAY, 'plain') : '';
}

/** 'jueves, 26 de noviembre de 2026'; '' when not a date. */
export function spanishWeekday(instant: Date): string {
  const local = onSchoolClock(instant);
  return local ? formatIn('es', local, WEEKDAY, 'plain') : '';
}

/** '7:00 p. m.'; '' when not a date. */
export function spanishTime(instant: Date): string {
  const local = onSchoolClock(instant);
  return local ? formatIn('es', local, TIME, 'plain') : '';
}

/** 'a las 9:15 a. m.', 'a la 1:05 p. m.' (one o'clock takes the singular). */
export function spanishAtTime(instant: Date): string {
  const local = onSchoolClock(instant);
  if (!local) return '';
  return `${local.getHours() % 12 === 1 ? 'a la' : 'a las'} ${formatIn('es', local, TIME, 'plain')}`;
}

/** '3 de noviembre de 2026 a las 9:15 a. m.'; '' when not a date. */
export function spanishDayAt(instant: Date): string {
  const day = spanishDay(instant);
  return day ? `${day} ${spanishAtTime(instant)}` : '';
}

/** A day `yyyy-MM-dd` (a check's date) as '30 de noviembre de 2026'; '' when not a day. */
export function spanishDayOf(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const local = new TZDate(year, month - 1, date, 12, 0, EVENT_TIME_ZONE);
  return local.getDate() === date ? formatIn('es', local, DAY, 'plain') : '';
}
