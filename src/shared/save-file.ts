/**
 * Saves a fetched file under this name (the browser's download). The admin calls need the token in a header,
 * so the browser cannot follow a plain link: the bytes are fetched first and given to it as an object URL.
 */
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
