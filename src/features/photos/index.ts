/** What other features use of the photos feature's modules (DESIGN section 3): they import from here only. */
export { ImageUploader } from './ImageUploader';
export { PhotoGallery } from './PhotoGallery';
export { existingImages, type EditorImage } from './editor-images';
export { applyImageChanges } from './editor-images-sync';
export { photoUrl, type Photo } from './photo';
export { loadAllPhotos } from './photos-api';
export { prepareImage } from './resize-image-file';
