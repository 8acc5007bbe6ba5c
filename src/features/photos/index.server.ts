/** What other features use of the photos feature's server modules (DESIGN section 3): they import from here only. */
export { deleteItemPhotos, readItemPhotos, readPhotoMetadata, storePhoto } from './photos.server';
export { itemPhotosJob, withItemPhotosRemoved } from './photo-items.server';
