/** The photos feature's components that other features' islands and editors render. */
export { ImageUploader } from './ImageUploader';
export { PhotoGallery } from './PhotoGallery';
