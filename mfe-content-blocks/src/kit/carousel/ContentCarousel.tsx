// One carousel for every card carousel of the content blocks (spec 3 §3
// carousel config, §9 defaults). The first paint is the carousel's own markup:
// a list of slides laid out by CSS from the slides per view and gap of each
// width, so nothing moves and no script runs for it. Swiper (its code and CSS
// a chunk of their own) starts on the shopper's first pointer, touch or focus
// on the carousel (not on idle: a page's first load carries no carousel code,
// issue 16), and takes over the same markup for swiping. The named previous / next buttons, the pagination (BAR or DOTS)
// and auto scroll (paused on hover and focus, with a pause button, off when the
// shopper prefers reduced motion) are the component's own.
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useMediaQuery, useReducedMotion } from '../common/media';
import { cardLabels } from './i18n/i18n';
import { lastStart, resolveCarousel, shownRange, stepOf, type CarouselConfig, type CarouselKind, type SlideSteps } from './carouselDefaults';
import type { SwiperInstance } from './swiperInit';
import styles from './ContentCarousel.module.css';
import { visuallyHiddenStyle } from '@storefront/shared-contracts/a11y';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface ContentCarouselProps {
  kind: CarouselKind;
  config?: CarouselConfig | undefined;
  /** The carousel's accessible name (the section's title, or what it shows). */
  label: string;
  /** The heading drawn above the slides, beside the buttons. */
  heading?: ReactNode;
  /** Something beside the heading (a 'view all' link). */
  aside?: ReactNode;
  locale: string;
  slides: CarouselSlide[];
  /** Slides per view by width, where the carousel's own rule differs from its kind's default. */
  slidesPerView?: SlideSteps;
  className?: string;
}

const DESKTOP_QUERY = '(min-width: 768px)';
const LARGE_QUERY = '(min-width: 1024px)';
const WIDE_QUERY = '(min-width: 1440px)';


export function ContentCarousel({ kind, config, label, heading, aside, locale, slides, slidesPerView, className }: ContentCarouselProps) {
  const { t } = cardLabels(locale);
  const count = slides.length;
  const resolved = resolveCarousel(kind, config, count);
  const steps = slidesPerView ?? resolved.slides;
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const large = useMediaQuery(LARGE_QUERY);
  const wide = useMediaQuery(WIDE_QUERY);
  const reducedMotion = useReducedMotion();
  const device = desktop ? 'desktop' : 'mobile';
  const perView = steps[stepOf({ desktop, large, wide })];
  const last = lastStart(count, perView);

  const [start, setStart] = useState(0);
  const [announce, setAnnounce] = useState(false);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const loading = useRef(false);
  const startRef = useRef(0);
  useEffect(() => {
    startRef.current = start;
  }, [start]);

  // New slides (a tab switched): back to the first.
  const slideKeys = slides.map((slide) => slide.key).join('|');
  const [keysShown, setKeysShown] = useState(slideKeys);
  if (keysShown !== slideKeys) {
    setKeysShown(slideKeys);
    setStart(0);
  }

  const shown = Math.min(start, last);

  /** Starts Swiper on the carousel's markup, once. */
  const startSwiper = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void import('./swiperInit')
      .then(({ initSwiper }) => {
        const element = viewport.current;
        if (!element) return;
        const instance = initSwiper(element, {
          slidesPerView: steps[0],
          spaceBetween: resolved.gap.mobile,
          breakpoints: {
            768: { slidesPerView: steps[1], spaceBetween: resolved.gap.desktop },
            1024: { slidesPerView: steps[2], spaceBetween: resolved.gap.desktop },
            1440: { slidesPerView: steps[3], spaceBetween: resolved.gap.desktop },
          },
          initialSlide: startRef.current,
          watchOverflow: true,
          a11y: { enabled: true, slideRole: 'listitem', containerMessage: null, containerRoleDescriptionMessage: null, itemRoleDescriptionMessage: null },
        });
        // Followed from here on (the start it was given is already the state's).
        instance.on('slideChange', () => setStart(instance.activeIndex));
        swiper.current = instance;
      })
      .catch((error: unknown) => console.error(`[contentBlocks/carousel] swiping unavailable: ${error instanceof Error ? error.message : String(error)}`));
    // Settings are read once: Swiper follows widths through its breakpoints.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () => () => {
      swiper.current?.destroy(true, false);
      swiper.current = null;
    },
    [],
  );

  // New slides: Swiper measures again.
  useEffect(() => {
    swiper.current?.update();
    swiper.current?.slideTo(0, 0);
  }, [slideKeys]);

  const goTo = useCallback(
    (index: number, byShopper: boolean) => {
      const next = Math.max(0, Math.min(index, last));
      setStart(next);
      setAnnounce(byShopper);
      if (byShopper && resolved.stopAutoplayOnInteraction) setPaused(true);
      if (swiper.current) swiper.current.slideTo(next);
      else startSwiper();
    },
    [last, resolved.stopAutoplayOnInteraction, startSwiper],
  );

  const autoScroll = resolved.autoScroll[device] && !reducedMotion && last > 0;
  const running = autoScroll && !paused && !held;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => goTo(startRef.current >= last ? 0 : startRef.current + 1, false), resolved.slideDurationMs);
    return () => clearInterval(timer);
  }, [running, last, resolved.slideDurationMs, goTo]);

  const controls = resolved.showControls[device] && last > 0;
  const pagination = resolved.showPagination[device] && last > 0;
  const range = shownRange(shown, count, perView);

  const style = {
    '--spv-0': steps[0],
    '--spv-1': steps[1],
    '--spv-2': steps[2],
    '--spv-3': steps[3],
    '--gap-m': `${resolved.gap.mobile}px`,
    '--gap-d': `${resolved.gap.desktop}px`,
    '--start': shown,
  } as CSSProperties;

  return (
    <div
      role="group"
      aria-roledescription={t('carousel.label')}
      aria-label={label}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      style={style}
      onPointerEnter={() => {
        startSwiper();
        setHeld(true);
      }}
      onPointerLeave={() => setHeld(false)}
      onTouchStart={startSwiper}
      onFocus={() => {
        startSwiper();
        setHeld(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {(heading || aside || controls || autoScroll) && (
        <div className={styles.header}>
          {heading}
          {aside}
          {(controls || autoScroll) && (
            <div className={styles.controls}>
              {autoScroll && (
                <button type="button" className={styles.pauseButton} aria-pressed={paused} onClick={() => setPaused((was) => !was)}>
                  {paused ? t('carousel.play') : t('carousel.pause')}
                </button>
              )}
              {controls && (
                <>
                  <button type="button" className={styles.navButton} aria-label={t('carousel.previous')} disabled={shown <= 0} onClick={() => goTo(shown - 1, true)}>
                    <span aria-hidden="true">‹</span>
                  </button>
                  <button type="button" className={styles.navButton} aria-label={t('carousel.next')} disabled={shown >= last} onClick={() => goTo(shown + 1, true)}>
                    <span aria-hidden="true">›</span>
                  </button>
                </>
              )}
            </div>
          )}
        </div>
      )}
      <div ref={viewport} className={`${styles.viewport} swiper`}>
        <ul className={`${styles.track} swiper-wrapper`}>
          {slides.map((slide) => (
            <li key={slide.key} className={`${styles.slide} swiper-slide`}>
              {slide.content}
            </li>
          ))}
        </ul>
      </div>
      {pagination && resolved.paginationStyle === 'DOTS' && (
        <ul className={styles.dots} aria-label={t('carousel.pages')}>
          {Array.from({ length: last + 1 }, (_, index) => (
            <li key={index}>
              <button type="button" className={styles.dot} aria-label={t('carousel.goTo', { n: index + 1 })} aria-current={index === shown ? 'true' : undefined} onClick={() => goTo(index, true)} />
            </li>
          ))}
        </ul>
      )}
      {pagination && resolved.paginationStyle === 'BAR' && (
        <div className={styles.bar} aria-hidden="true">
          <div className={styles.barFill} style={{ width: `${((shown + 1) / (last + 1)) * 100}%` }} />
        </div>
      )}
      <p role="status" style={visuallyHiddenStyle}>
        {announce ? t('carousel.shown', { first: range.first, last: range.last, count }) : ''}
      </p>
    </div>
  );
}
