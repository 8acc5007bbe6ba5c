/**
 * Admin-editable page content in the pages store: the home images (base URLs), the board, and the texts
 * and contacts of the public pages (site), each one record. A photo taken off the home page or the board
 * stays stored, so a save can put it back (a few small JPEGs a year).
 */
import type { BoardMember } from '../../src/domain/page-content';
import { DEFAULT_SITE_CONTENT, type SiteContent } from '../../src/domain/site-content';
import { photoIdOfUrl, type SiteContentInput } from '../../src/domain/site-content-schema';
import { HttpError } from './http.server';
import { readPhotoMetadata } from './photos.server';
import { keyOf, openStore, putRecord, readRecord, type ReadOptions } from './store.server';

const pagesStore = (options: ReadOptions = {}) => openStore('pages', options);
const HOME_IMAGES = keyOf('home-images');
const BOARD_MEMBERS = keyOf('board-members');
const SITE_CONTENT = keyOf('site');

export const readHomeImages = async (options: ReadOptions = {}) => (await readRecord<string[]>(pagesStore(options), HOME_IMAGES, options)) ?? [];
export const readBoardMembers = async (options: ReadOptions = {}) => (await readRecord<BoardMember[]>(pagesStore(options), BOARD_MEMBERS, options)) ?? [];

/** The stored texts over the defaults, so a fresh site answers the defaults and a new field has one. */
export async function readSiteContent(options: ReadOptions = {}): Promise<SiteContent> {
  const stored = await readRecord<Partial<SiteContent>>(pagesStore(options), SITE_CONTENT, options);
  return {
    ...DEFAULT_SITE_CONTENT,
    ...stored,
    volunteerCoordinator: { ...DEFAULT_SITE_CONTENT.volunteerCoordinator, ...stored?.volunteerCoordinator },
    links: { ...DEFAULT_SITE_CONTENT.links, ...stored?.links },
  };
}

/** Seeding writes as is; the API's saves below check the photos. */
export const putHomeImages = (urls: string[]) => putRecord(pagesStore(), HOME_IMAGES, urls);
export const putBoardMembers = (members: BoardMember[]) => putRecord(pagesStore(), BOARD_MEMBERS, members);

export async function saveSiteContent(content: SiteContentInput): Promise<SiteContent> {
  await putRecord(pagesStore(), SITE_CONTENT, content);
  return readSiteContent({ strong: true });
}

/** Every image must be a page photo uploaded for that place (home or board): 400 naming the first that is not. */
async function assertPagePhotos(urls: readonly string[], item: 'home' | 'board'): Promise<void> {
  const found = await Promise.all(urls.map((url) => readPhotoMetadata(photoIdOfUrl(url))));
  const index = found.findIndex((metadata) => metadata?.type !== 'page' || metadata.item_id !== item);
  if (index >= 0) throw new HttpError(400, 'UNKNOWN_PHOTO', `Image ${index + 1} is not one of the uploaded ${item === 'home' ? 'home page images' : 'board photos'}. Upload it again.`);
}

export async function saveHomeImages(urls: string[]): Promise<string[]> {
  await assertPagePhotos(urls, 'home');
  await putHomeImages(urls);
  return urls;
}

export async function saveBoardMembers(members: BoardMember[]): Promise<BoardMember[]> {
  await assertPagePhotos(members.map((member) => member.image).filter(Boolean), 'board');
  await putBoardMembers(members);
  return members;
}
