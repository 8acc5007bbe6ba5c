/**
 * What a photo upload sends (and a new order of an item's photos) (SPEC section 7: item_id, type, src, title), checked by the photo function.
 * The image bytes themselves (size, JPEG by its first bytes) are checked on the server after this.
 */
import { z } from '../../shared/zod';
import { isSafeId } from '../../shared/ids';
import { PHOTO_TYPES } from './photo';

const NO_ITEM = 'That photo belongs to no valid item.';

/**
 * Which dates of a series an event's photo call means (docs/decisions/085): the scope its editor's save chose
 * (the events feature's series scopes, which pass for these).
 */
export const PHOTO_SCOPES_OF_DATES = ['this', 'following', 'all'] as const;
export type PhotoScope = (typeof PHOTO_SCOPES_OF_DATES)[number];
export const photoScopeSchema = z.enum(PHOTO_SCOPES_OF_DATES, "The scope must be 'this', 'following' or 'all'.");
const NO_IMAGE = 'Please choose an image to upload.';
const DEFAULT_PHOTO_TITLE = 'photo.jpg';

export const photoUploadSchema = z.object(
  {
    item_id: z.string(NO_ITEM).refine(isSafeId, NO_ITEM),
    type: z.enum(PHOTO_TYPES, 'A photo belongs to an event, a grade or a committee.'),
    src: z.string(NO_IMAGE).min(1, NO_IMAGE),
    title: z
      .string('A photo title must be text.')
      .optional()
      .transform((title) => title?.trim().slice(0, 200) || DEFAULT_PHOTO_TITLE),
    scope: photoScopeSchema.optional(),
  },
  'The request body must be a JSON object.',
);

/** A new order of an item's photos (docs/decisions/056): every photo id of the item, the cover first. */
export const photoOrderSchema = z.object(
  {
    item_id: z.string(NO_ITEM).refine(isSafeId, NO_ITEM),
    type: z.enum(PHOTO_TYPES, 'A photo belongs to an event, a grade or a committee.'),
    order: z
      .array(z.string().refine(isSafeId, 'A photo id is not valid.'), 'The order must list the photo ids.')
      .min(1, 'The order must list the photo ids.')
      .max(500, 'An item has at most 500 photos.'),
    scope: photoScopeSchema.optional(),
  },
  'The request body must be a JSON object.',
);

export type PhotoOrder = z.infer<typeof photoOrderSchema>;
