/** How an uploaded image is resized before upload (SPEC sections 5 and 9). */
const MAX_IMAGE_WIDTH = 512;
const LARGE_FILE_BYTES = 51_200;

export interface ResizePlan {
  width: number;
  height: number;
  /** JPEG quality, 0 to 1. */
  quality: number;
}

/**
 * Wider than 512 px: scaled to 512 px wide at JPEG quality 75. Otherwise a file over 51200 bytes is
 * shrunk to 90% of its size at quality 50. Anything else is kept as it is (null).
 */
export function planResize(width: number, height: number, bytes: number): ResizePlan | null {
  if (width > MAX_IMAGE_WIDTH) {
    return { width: MAX_IMAGE_WIDTH, height: Math.round((height * MAX_IMAGE_WIDTH) / width), quality: 0.75 };
  }
  if (bytes > LARGE_FILE_BYTES) {
    return { width: Math.round(width * 0.9), height: Math.round(height * 0.9), quality: 0.5 };
  }
  return null;
}
