/**
 * Which demo picture goes where, besides the events (each demo event names its own in events.ts). A name is
 * a file scripts/demo/photos/<name>.jpg, drawn by scripts/demo/art/draw-photos.ts. The board has no
 * pictures: About Us draws each member's initials until an officer uploads a portrait.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const PHOTO_DIR = path.join(import.meta.dirname, 'photos');

/** Grade covers by grade slug; the other grades keep their colour alone. */
export const GRADE_COVERS: Readonly<Record<string, string>> = {
  'pre-k': 'grade-blocks',
  '2nd-grade': 'grade-chalkboard',
  '5th-grade': 'grade-globe',
  '8th-grade': 'grade-graduation',
};

/** Committee galleries by committee slug: the pictures of the committee's own event, and one of its own. */
export const COMMITTEE_GALLERIES: Readonly<Record<string, readonly string[]>> = {
  'spring-gala-auction': ['gala-auction', 'gala-table', 'gala-lights'],
  'book-fair': ['book-fair-shelves', 'book-fair-reading'],
  'teacher-appreciation': ['teacher-apple', 'breakfast-table'],
  'fun-run': ['fun-run-finish', 'fun-run-track'],
};

/** The home banner's three images. */
export const HOME_PICTURES: readonly string[] = ['school-building', 'classroom', 'playground'];

/** What a demo reimbursement's receipts show. */
export const RECEIPT_PICTURE = 'receipt';

/** The names of the pictures on disk. */
export const demoPictureNames = (): string[] =>
  readdirSync(PHOTO_DIR)
    .filter((file) => file.endsWith('.jpg'))
    .map((file) => file.slice(0, -'.jpg'.length))
    .sort();

export const readDemoPicture = (name: string): Uint8Array => new Uint8Array(readFileSync(path.join(PHOTO_DIR, `${name}.jpg`)));
