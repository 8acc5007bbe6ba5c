/**
 * What the Site content tool saves (docs/decisions/019), checked by the same schemas in the tool and in the page
 * function: the texts and contacts of the public pages, the board, and the home images.
 */
import { editVersionSchema } from '../../shared/edit-version';
import { z } from '../../shared/zod';
import { safeHref } from '../../shared/links';
import { spanishTextSchema } from '../../shared/i18n/officer-text-schema';
import { photoUrl } from '../photos';

const EMAIL_MESSAGE = 'Please enter a valid email address.';
const email = z.email(EMAIL_MESSAGE).max(254, EMAIL_MESSAGE);
const optionalEmail = z.union([z.literal(''), email]);
const text = (label: string, max: number) =>
  z
    .string(`${label} must be text.`)
    .trim()
    .min(1, `Please enter the ${label.toLowerCase()}.`)
    .max(max, `The ${label.toLowerCase()} can be at most ${max} characters.`);
const webAddress = (label: string) =>
  z
    .string(`${label} must be text.`)
    .trim()
    .max(500, `The ${label.toLowerCase()} is too long.`)
    .refine(
      (value) => /^https?:\/\//i.test(value) && safeHref(value) !== null,
      `The ${label.toLowerCase()} must be a web address starting with https://.`,
    );

export const siteContentSchema = z.object(
  {
    welcomeText: text('Welcome text', 600),
    welcomeText_es: spanishTextSchema('Welcome text', 600),
    mission: text('Mission', 3000),
    mission_es: spanishTextSchema('Mission', 3000),
    hsaEmail: email,
    volunteerCoordinator: z.object({ name: text('Coordinator name', 120), email }, 'Please give the volunteer coordinator.'),
    links: z.object(
      {
        schoolSite: webAddress('School site address'),
        schoolCalendar: webAddress('School calendar address'),
        volunteering: webAddress('Volunteering sign-up address'),
        reimbursementForm: webAddress('Reimbursement form address'),
      },
      'Please give the outside addresses.',
    ),
    version: editVersionSchema,
  },
  'The request body must be a JSON object.',
);

/** Our own photo addresses only: a page never shows an image from elsewhere. */
const PHOTO_URL_PATTERN = /^\/v2\/api\/photo\/image\/[A-Za-z0-9-]{1,100}$/;
const ourPhoto = z
  .string('An image must be one of the uploaded photos.')
  .regex(PHOTO_URL_PATTERN, 'An image must be one of the uploaded photos.');
export const photoIdOfUrl = (url: string) => url.slice(photoUrl('').length);

export const MAX_BOARD_MEMBERS = 30;
const boardMemberSchema = z.object({
  title: text('Board title', 80),
  title_es: spanishTextSchema('Board title', 80),
  name: text('Name', 120),
  email: optionalEmail,
  image: z.union([z.literal(''), ourPhoto]),
});
export const boardMembersSchema = z.object(
  {
    members: z
      .array(boardMemberSchema, 'Please send the board as a list.')
      .max(MAX_BOARD_MEMBERS, `The board can list at most ${MAX_BOARD_MEMBERS} people.`),
    version: editVersionSchema,
  },
  'The request body must be a JSON object.',
);

export const MAX_HOME_IMAGES = 3;
export const homeImagesSchema = z.object(
  {
    images: z
      .array(ourPhoto, 'Please send the home images as a list.')
      .max(MAX_HOME_IMAGES, `The home page shows at most ${MAX_HOME_IMAGES} images.`)
      .refine((images) => new Set(images).size === images.length, 'Each home image can appear once.'),
    version: editVersionSchema,
  },
  'The request body must be a JSON object.',
);

/** A page photo upload: for the home banner or a board portrait. */
const PAGE_PHOTO_ITEMS = ['home', 'board'] as const;
export const pagePhotoSchema = z.object(
  {
    item_id: z.enum(PAGE_PHOTO_ITEMS, 'A page photo is for the home page or the board.'),
    src: z.string('Please choose an image to upload.').min(1, 'Please choose an image to upload.'),
    title: z
      .string()
      .optional()
      .transform((title) => title?.trim().slice(0, 200) || 'photo.jpg'),
  },
  'The request body must be a JSON object.',
);

export type SiteContentInput = z.infer<typeof siteContentSchema>;
