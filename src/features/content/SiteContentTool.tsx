import { useAdminBusy, useLoadFailure } from '../../shared/admin/admin-query';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { SiteLink } from '../../shared/admin/SiteLink';
import { useAdminBoard } from './api/use-admin-board';
import { useAdminHomeImages } from './api/use-admin-home-images';
import { useSiteContent } from './api/use-site-content';
import { useTextsToCome } from './api/use-texts-to-come';
import { useFormationTexts } from '../formations';
import { BoardEditor } from './BoardEditor';
import { CONTENT_MESSAGES, CONTENT_TEXT } from './content-messages';
import { HomeImagesEditor } from './HomeImagesEditor';
import { MissingSpanishList } from './MissingSpanishList';
import {
  committeeSpanishTexts,
  eventSpanishTexts,
  gradeSpanishTexts,
  siteSpanishTexts,
  slotSpanishTexts,
  withoutSpanish,
  type MissingSpanish,
} from './missing-spanish';
import type { BoardMember } from './page-content';
import type { SiteContent } from './site-content';
import { SiteTextsForm } from './SiteTextsForm';
import './site-content.css';

/** The public pages that show the texts and contacts (docs/decisions/056). */
const TEXT_PAGES = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/aboutus' },
  { label: 'Contact Us', href: '/contactus' },
  { label: 'Volunteers', href: '/volunteers' },
] as const;

const logLoadFailure = (error: Error) => console.error('[EG07] site content failed to load', error);
const logOthersFailure = (error: Error) => console.error('[EG07] texts of events, committees or grades failed to load', error);

/** The reads of the other officers' texts, started with the tool's own so that they arrive together. */
function useOtherTexts() {
  const toCome = useTextsToCome();
  const committees = useFormationTexts('committee');
  const grades = useFormationTexts('grade');
  useLoadFailure(toCome.error ?? committees.error ?? grades.error, logOthersFailure);
  return { toCome, committees, grades };
}

type OtherTexts = ReturnType<typeof useOtherTexts>;

/**
 * The saved texts that still lack their Spanish version (docs/decisions/070, 071): the site texts and the board
 * at once, the events, sign-up slots, committees and grades as their reads arrive.
 */
function SpanishSection({ site, board, others }: { site: SiteContent; board: readonly BoardMember[]; others: OtherTexts }) {
  const { toCome, committees, grades } = others;
  const missing: MissingSpanish[] = withoutSpanish([
    ...siteSpanishTexts(site, board),
    ...(toCome.data ? eventSpanishTexts(toCome.data.events, toCome.data.today) : []),
    ...(committees.data ? committeeSpanishTexts(committees.data) : []),
    ...(grades.data ? gradeSpanishTexts(grades.data) : []),
    ...(toCome.data ? slotSpanishTexts(toCome.data.sheets, toCome.data.today) : []),
  ]);
  const reads = [toCome, committees, grades];
  return (
    <section aria-labelledby="content-spanish">
      <h2 id="content-spanish">{CONTENT_TEXT.withoutSpanish}</h2>
      <MissingSpanishList missing={missing} checking={reads.some((read) => read.isPending)} failed={reads.some((read) => read.isError)} />
    </section>
  );
}

/**
 * The Site content tool (docs/decisions/019): the texts and contacts of the public pages, the
 * home images and the board. Each part saves on its own; the public pages show a save at once. Last, the
 * saved texts that still lack their Spanish version (docs/decisions/070, 071), each leading to its field
 * or to the tool that edits it.
 */
export function SiteContentTool() {
  const texts = useSiteContent();
  const home = useAdminHomeImages();
  const board = useAdminBoard();
  const others = useOtherTexts();
  const failure = texts.error ?? home.error ?? board.error;
  useLoadFailure(failure, logLoadFailure);
  const busy = useAdminBusy('content');

  return (
    <div className="admin-screen site-content-tool">
      <h1>{CONTENT_TEXT.heading}</h1>
      {busy && <LoadingOverlay />}
      {failure && <p role="alert">{CONTENT_MESSAGES.loadFailed}</p>}
      {!failure && texts.data && home.data && board.data && (
        <>
          <section aria-labelledby="content-texts">
            <h2 id="content-texts">{CONTENT_TEXT.texts}</h2>
            <p className="site-links">
              {CONTENT_TEXT.textsOnSite}
              {TEXT_PAGES.map((page) => (
                <SiteLink key={page.href} href={page.href} label={page.label} />
              ))}
            </p>
            <SiteTextsForm initial={texts.data} />
          </section>
          <section aria-labelledby="content-home">
            <h2 id="content-home">{CONTENT_TEXT.home}</h2>
            <SiteLink href="/" />
            <HomeImagesEditor initial={home.data.list} version={home.data.version} />
          </section>
          <section aria-labelledby="content-board">
            <h2 id="content-board">{CONTENT_TEXT.board}</h2>
            <SiteLink href="/aboutus#hsaboard" />
            <BoardEditor initial={board.data.list} version={board.data.version} />
          </section>
          <SpanishSection site={texts.data} board={board.data.list} others={others} />
        </>
      )}
    </div>
  );
}
