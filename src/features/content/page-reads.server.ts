/**
 * What the pages drawn on request read of the officers' content (docs/decisions/058). A read that fails is
 * logged and drawn with the built-in texts or no board member (SPEC section 8), `ok: false`: the CDN then
 * does not keep the page, and the browser puts the stored texts over the built-in ones.
 */
import { readBoard, readHomeImages, readSiteContent } from './pages.server';
import { DEFAULT_SITE_CONTENT } from './site-content';
import type { BoardMember } from './page-content';
import { PUBLIC_CONTENT_KEYS } from './api/keys';
import { GRADES_QUERY_KEY, type PublicGrade } from '../formations';
import { readPublicGrades } from '../formations/index.server';
import { readOrLog, servedPage } from '../../server/drawn-page.server';
import type { ServedPage } from '../../shared/query';

export const readPageTexts = () => readOrLog('the site texts', () => readSiteContent(), DEFAULT_SITE_CONTENT);

const NO_MEMBERS: BoardMember[] = [];

export const readPageBoard = () => readOrLog('the board', async () => (await readBoard()).members, NO_MEMBERS);

/** What Home's banner and carousel read, each as its island's one query, or undefined when its read failed. */
export interface HomePictures {
  banner: ServedPage | undefined;
  carousel: ServedPage | undefined;
  /** The grades drawn in the carousel, for the style element that paints their colours. */
  grades: PublicGrade[];
  /** Both reads answered: only then may the CDN keep the page. */
  ok: boolean;
}

const NO_IMAGES: string[] = [];
const NO_GRADES: PublicGrade[] = [];

/**
 * Home's pictures for the page drawn on request (docs/decisions/061): the home images (the answer of
 * GET /v1/api/page/home, the list without its version) and the grade list of the 'Welcome Parents' carousel
 * (the islands' own grade read), under the keys their hooks read. An island whose read failed is given
 * nothing and reads for itself in the browser, its placeholder drawn meanwhile.
 */
export async function readHomePictures(now: Date): Promise<HomePictures> {
  const [images, grades] = await Promise.all([
    readOrLog('the home images', async () => (await readHomeImages()).images, NO_IMAGES),
    readOrLog('the grade list', () => readPublicGrades(), NO_GRADES),
  ]);
  return {
    banner: images.ok ? servedPage([[PUBLIC_CONTENT_KEYS.homeImages, images.value]], now) : undefined,
    carousel: grades.ok ? servedPage([[GRADES_QUERY_KEY, grades.value]], now) : undefined,
    grades: grades.ok ? grades.value : NO_GRADES,
    ok: images.ok && grades.ok,
  };
}
