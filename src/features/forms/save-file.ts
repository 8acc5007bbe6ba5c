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
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface FileViewer {
  /** Shows the fetched file: an image in the tab opened for it, anything else saved under its name. */
  show(blob: Blob, fileName: string): void;
  /** The fetch failed: the waiting tab closes. */
  cancel(): void;
}

const IMAGE_NAME = /\.(jpe?g|png|gif|webp)$/i;

/**
 * Call in the click handler itself: pop-up blockers let a page open a tab only during the click, and the
 * fetch can take longer than that. A file named like an image gets a blank tab at once, shown the image
 * when it arrives. PDFs and anything else are saved instead: the page's Content-Security-Policy
 * (object-src 'none') carries over to an object URL and would block the PDF viewer. A blocked tab falls
 * back to saving too.
 */
export function prepareFileViewer(fileName: string): FileViewer {
  const tab = IMAGE_NAME.test(fileName) ? window.open('', '_blank') : null;
  if (tab) tab.opener = null;
  return {
    show(blob, name) {
      if (!tab || tab.closed || !blob.type.startsWith('image/')) {
        tab?.close();
        return saveFile(blob, name);
      }
      const url = URL.createObjectURL(blob);
      tab.location.replace(url);
      setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_LIFETIME_MS);
    },
    cancel: () => tab?.close(),
  };
}
