/** Events (SPEC section 3), shared by the calendar islands, the Events Tool and the functions. */
import { isDay } from './event-range';
import type { LinkPill } from '../../formations';

/** Event wall times are `yyyy-MM-dd'T'HH:mm` in America/New_York (DESIGN section 4). */
export const EVENT_TIME_ZONE = 'America/New_York';
const EVENT_DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

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
  /** Photo URLs in upload order; the first is the cover. Kept by the photo calls, not by event saves. */
  images: string[];
  version: number;
  updatedAt: string;
}

/** An event as the API answers it: the record plus its photo count and cover. */
export type EventView = EventRecord & { image_count: number; default_image: string | null };

/** An event for no grade is school wide (SPEC section 3): every grade's page and feed show it. */
export const isSchoolWide = (event: Pick<EventRecord, 'grade_list'>) => event.grade_list.length === 0;

export function toEventView(event: EventRecord): EventView {
  return { ...event, image_count: event.images.length, default_image: event.images[0] ?? null };
}

/** The names `include_fields` may ask for; any other name is ignored. */
export const EVENT_FIELDS = [
  'id',
  'name',
  'title',
  'slug',
  'location',
  'description',
  'grade_list',
  'startDt',
  'endDt',
  'event_links',
  'images',
  'image_count',
  'default_image',
  'version',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof EventView>;
export type EventField = (typeof EVENT_FIELDS)[number];

/** A real wall time: the right shape, a date that exists, hours below 24 and minutes below 60. */
export function isEventWallTime(value: string): boolean {
  if (!EVENT_DATETIME_PATTERN.test(value) || !isDay(value.slice(0, 10))) return false;
  return Number(value.slice(11, 13)) < 24 && Number(value.slice(14, 16)) < 60;
}
