/**
 * Prepares a chosen file for upload in the browser: only images are accepted, and the spec's size rules
 * apply (SPEC section 5). The result is always JPEG, since the server accepts JPEG photos only
 * (DESIGN section 6); an image kept at its size is only re-encoded.
 */
import { planResize } from './image-resize';

const NOT_AN_IMAGE = 'Please choose an image file.';
const KEEP_QUALITY = 0.92;

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(NOT_AN_IMAGE));
    };
    image.src = url;
  });
}

/** A base64 JPEG data URL of the file, resized as the spec says. */
export async function prepareImage(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error(NOT_AN_IMAGE);
  const image = await loadImage(file);
  const plan = planResize(image.naturalWidth, image.naturalHeight, file.size);
  if (!plan && file.type === 'image/jpeg') {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(new Error(NOT_AN_IMAGE));
      reader.readAsDataURL(file);
    });
  }
  const width = plan?.width ?? image.naturalWidth;
  const height = plan?.height ?? image.naturalHeight;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(width, 1);
  canvas.height = Math.max(height, 1);
  const context = canvas.getContext('2d');
  if (!context) throw new Error(NOT_AN_IMAGE);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', plan?.quality ?? KEEP_QUALITY);
}
