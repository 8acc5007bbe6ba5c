import { useAdminBusy, useLoadFailure } from '../../shared/admin/admin-query';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { SiteLink } from '../../shared/admin/SiteLink';
import { useAdminBoard } from './api/use-admin-board';
import { useAdminHomeImages } from './api/use-admin-home-images';
import { useSiteContent } from './api/use-site-content';
import { BoardEditor } from './BoardEditor';
import { CONTENT_MESSAGES, CONTENT_TEXT } from './content-messages';
import { HomeImagesEditor } from './HomeImagesEditor';
import { MissingSpanishList } from './MissingSpanishList';
import { siteSpanishTexts, withoutSpanish } from './missing-spanish';
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

/**
 * The Site content tool (docs/decisions/019): the texts and contacts of the public pages, the
 * home images and the board. Each part saves on its own; the public pages show a save at once. Last, the
 * saved texts that still lack their Spanish version (docs/decisions/070), each leading to its field.
 */
export function SiteContentTool() {
  const texts = useSiteContent();
  const home = useAdminHomeImages();
  const board = useAdminBoard();
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
          <section aria-labelledby="content-spanish">
            <h2 id="content-spanish">{CONTENT_TEXT.withoutSpanish}</h2>
            <MissingSpanishList missing={withoutSpanish(siteSpanishTexts(texts.data, board.data.list))} />
          </section>
        </>
      )}
    </div>
  );
}
