/** The content feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code, and what it shares with them, from here only. */
export { readBoard, readHomeImages, readSiteContent, saveBoard, saveHomeImages, saveSiteContent } from './pages.server';
export type { TextsToCome } from './texts-to-come';
export { readHomePictures, readPageBoard, readPageTexts } from './page-reads.server';
export { boardMembersSchema, homeImagesSchema, pagePhotoSchema, siteContentSchema } from './site-content-schema';
