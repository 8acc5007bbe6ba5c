/** Components other features render (DESIGN section 3). */
export { ContentTextProvider, useContentText } from './content-text-context';
