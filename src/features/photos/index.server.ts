/** The photos feature's server surface (DESIGN section 3, docs/decisions/050): other features and the functions import its server code, and what it shares with them, from here only. */
export {
  decodeJpeg,
  deleteItemPhotos,
  listItemPhotos,
  MAX_BASE64_CHARS,
  readItemPhotos,
  readPhotoFile,
  readPhotoMetadata,
  storePhoto,
} from './photos.server';
export {
  addItemPhoto,
  datePhotosJob,
  itemPhotosJob,
  PHOTO_SCOPES,
  photoIdsIn,
  photoTarget,
  removeItemPhoto,
  removeShownPhoto,
  reorderItemPhotos,
  scopeForPhotos,
  seriesPhotosJob,
  shareDatePhotos,
  shownPhotoItem,
  withDatePhotosSettled,
  withItemPhotosRemoved,
  withSplitPhotos,
} from './photo-items.server';
export { PHOTO_TYPES } from './photo';
export { photoOrderSchema, photoScopeSchema, photoUploadSchema } from './photo-upload-schema';
