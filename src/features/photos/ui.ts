/**
 * The photos feature's components and hooks that other features' islands and editors use (React, so not in
 * index.ts, which server code imports).
 */
export { usePhotos } from './api/use-photos';
export { ImageUploader } from './ImageUploader';
export { PhotoGallery } from './PhotoGallery';
