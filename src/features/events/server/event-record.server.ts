/** Where an event record is stored and how it is read back (DESIGN section 5): one blob per event at event/{id}. */
import type { EventRecord } from '../core/event';
import { storedLinks } from '../../formations/index.server';
import { z } from '../../../shared/zod';
import { keyOf } from '../../../server/store.server';

/** An event record as read back from the store; fields this code does not know are kept. */
export const storedEvent: z.ZodType<EventRecord> = z.looseObject({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  slug: z.string(),
  location: z.string(),
  description: z.string(),
  grade_list: z.array(z.string()),
  startDt: z.string(),
  endDt: z.string(),
  event_links: storedLinks,
  images: z.array(z.string()),
  version: z.number(),
  updatedAt: z.string(),
});

export const EVENT_PREFIX = 'event/';
export const eventKey = (id: string) => keyOf('event', id);
