/**
 * Admin-editable page content in the pages store: the home images (base URLs), the board, and the texts
 * and contacts of the public pages (site), each one versioned record. A save names the version it was
 * made on (0 for a record never saved), so of two officers saving at once one wins and the other is told
 * to reload (409). A photo taken off the home page or the board stays stored, so a save can put it back.
 */
import type { BoardMember } from './page-content';
import { DEFAULT_SITE_CONTENT, type SiteContent } from './site-content';
import { photoIdOfUrl, type SiteContentInput } from './site-content-schema';
import { HttpError } from '../../server/http.server';
import { readPhotoMetadata } from '../photos/index.server';
import { z } from '../../shared/zod';
import {
  createRecord,
  keyOf,
  openStore,
  putRecord,
  readRecord,
  staleEdit,
  updateRecord,
  type ReadOptions,
  type RecordSchema,
  type Versioned,
} from '../../server/store.server';

const pagesStore = (options: ReadOptions = {}) => openStore('pages', options);
const HOME_IMAGES = keyOf('home-images');
const BOARD_MEMBERS = keyOf('board-members');
const SITE_CONTENT = keyOf('site');

export interface HomeImages extends Versioned {
  images: string[];
}
export interface Board extends Versioned {
  members: BoardMember[];
}

// Records from before versions were plain lists, or texts without a version: they read as version 1.
const storedHomeImages: z.ZodType<HomeImages> = z.union([
  z.object({ images: z.array(z.string()), version: z.number() }),
  z.array(z.string()).transform((images) => ({ images, version: 1 })),
]);
// A member saved before the Spanish titles has none yet.
const storedBoardMember: z.ZodType<BoardMember> = z.object({
  title: z.string(),
  title_es: z.string().default(''),
  name: z.string(),
  email: z.string(),
  image: z.string(),
});
const storedBoard: z.ZodType<Board> = z.union([
  z.object({ members: z.array(storedBoardMember), version: z.number() }),
  z.array(storedBoardMember).transform((members) => ({ members, version: 1 })),
]);
/** The texts as stored: any may be missing (a field added since), and the defaults fill in. */
const optionalText = z.string().optional();
const storedSiteContent = z.looseObject({
  welcomeText: optionalText,
  welcomeText_es: optionalText,
  mission: optionalText,
  mission_es: optionalText,
  hsaEmail: optionalText,
  volunteerCoordinator: z.looseObject({ name: optionalText, email: optionalText }).optional(),
  links: z
    .looseObject({ schoolSite: optionalText, schoolCalendar: optionalText, volunteering: optionalText, reimbursementForm: optionalText })
    .optional(),
  version: z.number().default(1),
});

// A record never saved reads as version 0.
export async function readHomeImages(options: ReadOptions = {}): Promise<HomeImages> {
  return (await readRecord(pagesStore(options), HOME_IMAGES, storedHomeImages, options)) ?? { images: [], version: 0 };
}

export async function readBoard(options: ReadOptions = {}): Promise<Board> {
  return (await readRecord(pagesStore(options), BOARD_MEMBERS, storedBoard, options)) ?? { members: [], version: 0 };
}

/** The stored texts over the defaults, so a fresh site answers the defaults and a new field has one. */
export async function readSiteContent(options: ReadOptions = {}): Promise<SiteContent> {
  const stored = await readRecord(pagesStore(options), SITE_CONTENT, storedSiteContent, options);
  return {
    ...DEFAULT_SITE_CONTENT,
    ...stored,
    volunteerCoordinator: { ...DEFAULT_SITE_CONTENT.volunteerCoordinator, ...stored?.volunteerCoordinator },
    links: { ...DEFAULT_SITE_CONTENT.links, ...stored?.links },
    version: stored?.version ?? 0,
  };
}

/** Seeding writes as is; the API's saves below check the photos and the version. */
export const putHomeImages = (images: string[]) => putRecord(pagesStore(), HOME_IMAGES, { images, version: 1 });
export const putBoardMembers = (members: BoardMember[]) => putRecord(pagesStore(), BOARD_MEMBERS, { members, version: 1 });

/**
 * Saves a page record made on `version`: the first save (0) creates it, later ones replace it
 * conditionally. The record stored is `value` at its new version.
 */
async function saveVersioned<T extends Versioned>(
  key: string,
  schema: RecordSchema<T>,
  version: number,
  value: Omit<T, 'version'>,
): Promise<Omit<T, 'version'> & Versioned> {
  const store = pagesStore();
  if (version === 0) {
    const created = { ...value, version: 1 };
    if (!(await createRecord(store, key, created))) throw staleEdit();
    return created;
  }
  return updateRecord(store, key, schema, version, value);
}

export async function saveSiteContent({ version, ...content }: SiteContentInput): Promise<SiteContent> {
  await saveVersioned(SITE_CONTENT, storedSiteContent, version, content);
  return readSiteContent({ strong: true });
}

/** Every image must be a page photo uploaded for that place (home or board): 400 naming the first that is not. */
async function assertPagePhotos(urls: readonly string[], item: 'home' | 'board'): Promise<void> {
  const found = await Promise.all(urls.map((url) => readPhotoMetadata(photoIdOfUrl(url))));
  const index = found.findIndex((metadata) => metadata?.type !== 'page' || metadata.item_id !== item);
  if (index >= 0)
    throw new HttpError(
      400,
      'UNKNOWN_PHOTO',
      `Image ${index + 1} is not one of the uploaded ${item === 'home' ? 'home page images' : 'board photos'}. Upload it again.`,
    );
}

export async function saveHomeImages({ version, images }: HomeImages): Promise<HomeImages> {
  await assertPagePhotos(images, 'home');
  return saveVersioned(HOME_IMAGES, storedHomeImages, version, { images });
}

export async function saveBoard({ version, members }: Board): Promise<Board> {
  await assertPagePhotos(members.map((member) => member.image).filter(Boolean), 'board');
  return saveVersioned(BOARD_MEMBERS, storedBoard, version, { members });
}
