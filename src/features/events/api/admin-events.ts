/**
 * The Events Manager's hooks (SPEC, Events Manager; section 4): its months and the event the editor opens,
 * read with the token so they see its own saves at once, and the save and delete, each done once every call
 * after it has finished (decision 016). The calls and keys are in events-api.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { ADMIN_READ } from '../../../shared/admin/admin-query';
import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { applyImageChanges, existingImages, loadAllPhotos, type EditorImage } from '../../photos';
import type { EventInput, SeriesScope } from '../core/event-schema';
import { EVENT_MESSAGES, SCHOOL_CLOSED_TEXT } from '../event-messages';
import { EVENT_DATE_FORMATS, formatEventDate } from '../core/event-format';
import { deleteEvent, EVENT_KEYS, getEvent, listMonthEvents, saveEvent } from './events-api';

/** A month `yyyy-MM` of the Events Manager. */
export const useAdminMonthEvents = (month: string) =>
  useQuery({ ...ADMIN_READ, queryKey: EVENT_KEYS.month(month), queryFn: ({ signal }) => listMonthEvents(month, { auth: true, signal }) });

/** The event the Event Editor opens, with its photos (SPEC section 4). */
export const useEditorEvent = (id: string | null) =>
  useQuery({
    ...ADMIN_READ,
    queryKey: EVENT_KEYS.item(id),
    queryFn: async ({ signal }) => {
      const event = await getEvent(id ?? '', { auth: true, signal });
      return { event, images: existingImages(await loadAllPhotos('event', event.id, event.image_count, { auth: true, signal })) };
    },
    enabled: id !== null,
  });

/** Update or new (SPEC section 4), then the image calls. */
export const useSaveEvent = () =>
  useAdminMutation({
    mutationKey: ['events', 'save'],
    mutationFn: ({ input }: { input: EventInput; images: readonly EditorImage[] }) => saveEvent(input),
    done: () => EVENT_MESSAGES.saved,
    failed: EVENT_MESSAGES.saveFailed,
    // A date of a series: its photos follow the scope of the save (docs/decisions/085).
    after: (saved, { input, images }) => applyImageChanges('event', saved.id, images, input.scope),
    invalidates: [EVENT_KEYS.months],
  });

export const useDeleteEvent = () =>
  useAdminMutation({
    mutationKey: ['events', 'delete'],
    mutationFn: ({ id, scope }: { id: string; scope?: SeriesScope }) => deleteEvent(id, scope),
    done: () => EVENT_MESSAGES.deleted,
    failed: EVENT_MESSAGES.deleteFailed,
    invalidates: [EVENT_KEYS.months],
  });

/**
 * "School closed" (docs/decisions/065): skips one day of each series given, as "This event" of a delete does,
 * one series after another; those done stay done when one fails, and the month is read again either way.
 */
export const useSkipDay = () =>
  useAdminMutation({
    mutationKey: ['events', 'skip-day'],
    mutationFn: async ({ ids }: { ids: readonly string[]; day: string }) => {
      for (const id of ids) await deleteEvent(id, 'this');
      return ids.length;
    },
    done: (count, { day }) => SCHOOL_CLOSED_TEXT.done(count, formatEventDate(day, EVENT_DATE_FORMATS.date)),
    failed: SCHOOL_CLOSED_TEXT.failed,
    invalidates: [EVENT_KEYS.months],
  });
