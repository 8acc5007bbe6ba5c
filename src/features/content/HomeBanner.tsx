import { useHomeImages } from './api/use-home-images';
import { ContentTextProvider, useContentText } from './content-text-context';
import type { ContentText } from './content-text';
import { formatText } from '../../shared/i18n/catalogue';
import type { Lang } from '../../shared/i18n/lang';
import { LangProvider } from '../../shared/i18n/text-context';
import { QueryProvider, type ServedPage } from '../../shared/query';
import { IslandLoading } from '../../shared/ui/IslandLoading';
import './home.css';

/** The home images are served at this size (SPEC, Home: '/m/1024x0' added to each base URL). */
const HOME_IMAGE_SIZE = '/m/1024x0';
const MAX_HOME_IMAGES = 3;

/**
 * Up to 3 home images under the welcome text. Home, drawn on request, gives the images it read (`served`,
 * docs/decisions/061), so they are in its HTML; without them (a failed read) they are read in the browser,
 * grey frames in their place meanwhile (no layout shift).
 */
export default function HomeBanner({ served, text, lang }: { served?: ServedPage; text: ContentText; lang: Lang }) {
  return (
    <LangProvider lang={lang}>
      <ContentTextProvider text={text}>
        <QueryProvider served={served}>
          <HomeImages />
        </QueryProvider>
      </ContentTextProvider>
    </LangProvider>
  );
}

function HomeImages() {
  const { data, isPending } = useHomeImages();
  const t = useContentText();
  if (isPending) {
    return (
      <IslandLoading label={t.loadingPhotos} part={t.photoBanner} className="home-banner__loading">
        <span className="home-banner__images" aria-hidden="true">
          {Array.from({ length: MAX_HOME_IMAGES }, (_, index) => (
            <span key={index} className="skeleton home-banner__skeleton" />
          ))}
        </span>
      </IslandLoading>
    );
  }
  const images = (data ?? []).slice(0, MAX_HOME_IMAGES);
  // No photos (none chosen yet, or the load failed, which is only logged): no empty frame either.
  if (images.length === 0) return null;
  return (
    <ul className="home-banner__images" role="list">
      {images.map((url, index) => (
        <li key={url}>
          <img
            src={`${url}${HOME_IMAGE_SIZE}`}
            alt={formatText(t.photoAlt, { position: index + 1, count: images.length })}
            width={1024}
            height={683}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
        </li>
      ))}
    </ul>
  );
}
