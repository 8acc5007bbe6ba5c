/**
 * Where a read whose answer the spec fixes as a plain list (home images, board) tells its version. Kept apart
 * from edit-version.ts so that the API client, on every page, does not bring zod with it.
 */
export const VERSION_HEADER = 'X-Version';
