import type { LinkPill } from './formation';

/** Event wall times are `yyyy-MM-dd'T'HH:mm` in America/New_York (DESIGN section 4). */
export const EVENT_TIME_ZONE = 'America/New_York';
export const EVENT_DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export interface EventRecord {
  id: string;
  name: string;
  title: string;
  slug: string;
  location: string;
  description: string;
  /** Grade slugs: empty = school wide, one = that grade's colour, several = Multiple Grades. */
  grade_list: string[];
  startDt: string;
  endDt: string;
  event_links: LinkPill[];
  /** Photo URLs; the first is the cover. */
  images: string[];
  version: number;
  updatedAt: string;
}

/** Every `yyyy-MM` month an event touches from its start to its end. */
export function monthsSpanned(startDt: string, endDt: string): string[] {
  const months: string[] = [];
  let [year, month] = startDt.slice(0, 7).split('-').map(Number) as [number, number];
  const last = endDt.slice(0, 7);
  for (let guard = 0; guard < 120; guard += 1) {
    const label = `${year}-${String(month).padStart(2, '0')}`;
    months.push(label);
    if (label >= last) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
