/** What other features use of the photos feature's modules (DESIGN section 3): rules, types, stores and API calls, never a component, so that server code may import it too. Components are in ui.ts, admin screens in admin.ts. */
export { applyImageChanges, existingImages, type EditorImage } from './editor-images';
export { photoUrl, type Photo } from './photo';
export { loadAllPhotos } from './photos-api';
export { photosQueryKey } from './api/keys';
export { prepareImage } from './resize-image-file';
