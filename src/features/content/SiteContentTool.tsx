import { useEffect, useState } from 'react';
import type { VersionedList } from '../../shared/api-client';
import { loadBoard, loadHomeImages, loadSiteContent } from './content-api';
import type { BoardMember } from './page-content';
import type { SiteContent } from './site-content';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { BoardEditor } from './BoardEditor';
import { HomeImagesEditor } from './HomeImagesEditor';
import { SiteTextsForm } from './SiteTextsForm';
import './site-content.css';

interface Loaded {
  texts: SiteContent;
  home: VersionedList<string>;
  board: VersionedList<BoardMember>;
}

/**
 * The Site content tool (issue 9; docs/decisions/019): the texts and contacts of the public pages, the
 * home images and the board. Each part saves on its own; the public pages show a save at once.
 */
export function SiteContentTool() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    Promise.all([loadSiteContent(), loadHomeImages(), loadBoard()])
      .then(([texts, home, board]) => setLoaded({ texts, home, board }))
      .catch((error: unknown) => {
        console.error('[EG07] site content failed to load', error);
        setFailed(true);
      });
  }, []);

  return (
    <div className="admin-screen site-content-tool">
      <h1>Site Content</h1>
      {!loaded && !failed && <LoadingOverlay />}
      {failed && <p role="alert">The site content could not be loaded. Please reload the page.</p>}
      {loaded && (
        <>
          <section aria-labelledby="content-texts">
            <h2 id="content-texts">Texts and contacts</h2>
            <SiteTextsForm initial={loaded.texts} />
          </section>
          <section aria-labelledby="content-home">
            <h2 id="content-home">Home images</h2>
            <HomeImagesEditor initial={loaded.home} />
          </section>
          <section aria-labelledby="content-board">
            <h2 id="content-board">Board members</h2>
            <BoardEditor initial={loaded.board} />
          </section>
        </>
      )}
    </div>
  );
}
