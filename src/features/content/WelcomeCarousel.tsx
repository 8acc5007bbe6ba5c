import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGrades } from '../formations/ui';
import { formatText } from '../../shared/i18n/catalogue';
import { pathIn, type Lang } from '../../shared/i18n/lang';
import { LangProvider, useLang } from '../../shared/i18n/text-context';
import { QueryProvider, type ServedPage } from '../../shared/query';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Icon } from '../../shared/ui/Icon';
import { langAttributeOf, officerText } from '../../shared/i18n/officer-text';
import { IslandLoading } from '../../shared/ui/IslandLoading';
import { SliderArrows } from '../../shared/ui/SliderArrows';
import { useHydrated } from '../../shared/ui/use-hydrated';
import type { ContentText } from './content-text';
import { ContentTextProvider, useContentText } from './content-text-context';
import { welcomeCardColorProps } from './welcome-colors';
import './home.css';

/** Autoplay every 7000 ms (SPEC section 9). */
const CAROUSEL_DELAY_MS = 7000;
/** Skeleton cards while the grades load: as many as the widest screen shows (CSS hides the others). */
const SKELETON_SLIDES = 3;

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * 'Welcome Parents': a looping carousel of grade links, 1, 2 or 3 at a time at 0, 600 and 1024 px (CSS),
 * moving every 7 s unless the visitor prefers reduced motion; it pauses while focus or the pointer is in it.
 * Home, drawn on request, gives the grades it read (`served`, docs/decisions/061), so the cards are in its HTML;
 * without them (a failed read) they are read in the browser, grey cards in their place meanwhile.
 */
export default function WelcomeCarousel({ served, text, lang }: { served?: ServedPage; text: ContentText; lang: Lang }) {
  return (
    <LangProvider lang={lang}>
      <ContentTextProvider text={text}>
        <QueryProvider served={served}>
          <GradeCarousel />
        </QueryProvider>
      </ContentTextProvider>
    </LangProvider>
  );
}

function GradeCarousel() {
  const { grades, loaded } = useGrades();
  const t = useContentText();
  const lang = useLang();
  // Drawn by the server, the arrows wait for the island: a press before it hydrates would be lost.
  const hydrated = useHydrated();
  const autoplay = useMemo(
    () =>
      Autoplay({
        delay: CAROUSEL_DELAY_MS,
        stopOnInteraction: false,
        stopOnMouseEnter: true,
        stopOnFocusIn: true,
        playOnInit: !prefersReducedMotion(),
      }),
    [],
  );
  const [viewport, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay]);
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla, onSelect]);
  useEffect(() => embla?.reInit(), [embla, grades]);

  return (
    <section className="welcome-carousel" aria-roledescription={t.carousel} aria-labelledby="welcome-heading">
      <div className="welcome-carousel__head">
        <h2 id="welcome-heading">{t.welcomeParents}</h2>
        {grades.length > 1 && (
          <SliderArrows
            label={t.grade}
            canPrev={hydrated}
            canNext={hydrated}
            onPrev={() => embla?.scrollPrev()}
            onNext={() => embla?.scrollNext()}
          />
        )}
      </div>
      {!loaded ? (
        <IslandLoading label={t.loadingGrades} part={t.gradeCarousel} className="welcome-carousel__loading">
          <div className="welcome-carousel__skeletons" aria-hidden="true">
            {Array.from({ length: SKELETON_SLIDES }, (_, index) => (
              <div key={index} className="welcome-carousel__skeleton-slide">
                <span className="skeleton welcome-carousel__skeleton" />
              </div>
            ))}
          </div>
        </IslandLoading>
      ) : grades.length === 0 ? (
        <EmptyState>{t.noGrades}</EmptyState>
      ) : (
        <div className="welcome-carousel__viewport" ref={viewport}>
          <div className="welcome-carousel__track" aria-live="off">
            {grades.map((grade, index) => {
              // The grade's name in Spanish where it has one, else the English marked so (docs/decisions/093).
              const title = officerText(grade.title, grade.title_es, lang);
              return (
                <div
                  key={grade.slug}
                  className="welcome-carousel__slide"
                  role="group"
                  aria-roledescription={t.slide}
                  aria-label={formatText(t.slideOf, { position: index + 1, count: grades.length })}
                  data-selected={index === selected || undefined}
                >
                  <a href={pathIn(lang, `/grades/${grade.slug}`)} className="welcome-card" {...welcomeCardColorProps(grade)}>
                    <Icon name={grade.icon} size={40} />
                    <span className="welcome-card__title" lang={langAttributeOf(lang, title)}>
                      {title.text}
                    </span>
                    <span className="welcome-card__cta">{t.visitGrade}</span>
                  </a>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}
