/**
 * Hands a fetched file to the person. The admin calls need the token in a header, so the browser cannot
 * follow a plain link: the bytes are fetched first and given to it as an object URL.
 */

/** How long an opened object URL stays valid: long enough for the new tab to load it. */
const OPENED_URL_LIFETIME_MS = 60_000;

/** Saves the file under this name (the browser's download). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Shows an image in a new tab. PDFs and anything else are saved under their name instead: the page's
 * Content-Security-Policy (object-src 'none') carries over to an object URL and would block the PDF viewer.
 * A blocked pop-up also falls back to saving.
 */
export function openFile(blob: Blob, fileName: string): void {
  if (!blob.type.startsWith('image/')) return saveFile(blob, fileName);
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (!tab) {
    URL.revokeObjectURL(url);
    return saveFile(blob, fileName);
  }
  tab.opener = null;
  setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_LIFETIME_MS);
}
