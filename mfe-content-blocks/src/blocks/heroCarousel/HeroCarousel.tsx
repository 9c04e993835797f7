// The heroCarousel section (spec 3 §2, §4, §9): hero banners on Swiper, one a
// view, a 500 ms transition, autoplay every 5000 ms (the carousel's slide
// duration overrides) with a pause / play button, named previous / next
// buttons and a pagination bar per slide (BAR by default, the current one
// filled). Autoplay stops while the carousel is touched or a shoppable popup
// in it is open, and resumes 5000 ms after; it starts paused where the
// shopper prefers reduced motion. It also waits while less than half of it is
// in view or the tab is hidden (useOnScreen), and carries on when seen again.
// The first slide's image loads as the page says, the others lazily.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import type { BlockProps } from '../../page/types';
import { matchesMedia, REDUCED_MOTION_QUERY } from '../../kit/common/media';
import { PlayPauseButton } from '../../kit/common/PlayPauseButton';
import { HeroBannerView } from '../heroBanner/HeroBannerView';
import { heroI18n } from '../heroBanner/i18n/i18n';
import { isBannerVisible } from '@storefront/shared-contracts/content/visibility';
import { firstHero } from '@storefront/shared-contracts/content/first-section';
import { ShoppablePopupContext } from '../../kit/shoppable/popupContext';
import { HERO_AUTOPLAY_MIN_VISIBLE, HERO_RESUME_AFTER_MS, HERO_TRANSITION_MS, heroCarouselSettings, nextSlide, previousSlide } from './rules';
import { useOnScreen } from './useOnScreen';
import styles from './heroCarousel.module.css';

export function HeroCarousel({ section, context }: BlockProps<'heroCarousel'>) {
  const { t } = heroI18n(context.fascia.locale);
  const slides = useMemo(() => section.slides.filter((slide) => isBannerVisible(slide.visibilityConfig, context.visitor)), [section.slides, context.visitor]);
  const count = slides.length;
  const settings = heroCarouselSettings(section.carousel);

  const [active, setActive] = useState(0);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // The shopper's pause button; paused from the start with reduced motion.
  const [paused, setPaused] = useState(() => matchesMedia(REDUCED_MOTION_QUERY));
  // Touch or an open popup holds autoplay, until HERO_RESUME_AFTER_MS after the last one ends.
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const touching = useRef(false);
  const popupsOpen = useRef(0);
  const { ref: watch, onScreen } = useOnScreen(HERO_AUTOPLAY_MIN_VISIBLE);

  const clearResume = () => {
    if (resumeTimer.current !== null) clearTimeout(resumeTimer.current);
    resumeTimer.current = null;
  };
  const hold = useCallback(() => {
    clearResume();
    setHeld(true);
  }, []);
  const releaseLater = useCallback(() => {
    if (touching.current || popupsOpen.current > 0) return;
    clearResume();
    resumeTimer.current = setTimeout(() => {
      resumeTimer.current = null;
      setHeld(false);
    }, HERO_RESUME_AFTER_MS);
  }, []);
  useEffect(() => clearResume, []);

  const onPopupOpenChange = useCallback(
    (open: boolean) => {
      popupsOpen.current = Math.max(0, popupsOpen.current + (open ? 1 : -1));
      if (open) hold();
      else releaseLater();
    },
    [hold, releaseLater],
  );

  const interact = () => {
    if (settings.stopOnInteraction) setStopped(true);
  };

  // Autoplay: the next slide after the interval, unless something holds it.
  const running = count > 1 && !paused && !held && !stopped && onScreen;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setActive((index) => nextSlide(index, count)), settings.intervalMs);
    return () => clearTimeout(timer);
  }, [running, active, count, settings.intervalMs]);

  // Swiper follows the active slide (and tells it when the shopper swipes).
  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.activeIndex !== active) swiper.slideTo(active, HERO_TRANSITION_MS);
  }, [swiper, active]);

  if (count === 0) return null;
  const slideContext = (index: number) => ({ ...context, imageLoading: index === 0 ? context.imageLoading : ('lazy' as const) });
  // The shell drew the first slide of the page's first section (its first slide has no visibility rules, so it is slides[0] here too).
  const drawnByShell = (index: number) => index === 0 && context.index === 0 && firstHero(section) !== null;
  if (count === 1) return <HeroBannerView banner={slides[0]!} context={slideContext(0)} drawnByShell={drawnByShell(0)} />;

  const goTo = (index: number) => {
    interact();
    setActive(index);
  };

  return (
    <ShoppablePopupContext.Provider value={onPopupOpenChange}>
      <section
        ref={watch}
        className={styles.carousel}
        aria-roledescription="carousel"
        aria-label={t('carousel')}
        onTouchStart={() => {
          touching.current = true;
          interact();
          hold();
        }}
        onTouchEnd={() => {
          touching.current = false;
          releaseLater();
        }}
        onTouchCancel={() => {
          touching.current = false;
          releaseLater();
        }}
      >
        <Swiper
          modules={[A11y]}
          className={styles.slides}
          slidesPerView={1}
          speed={HERO_TRANSITION_MS}
          rewind
          a11y={{
            enabled: true,
            slideLabelMessage: t('slideLabel', { index: '{{index}}', count: '{{slidesLength}}' }),
            containerMessage: null,
            containerRoleDescriptionMessage: null,
            itemRoleDescriptionMessage: null,
          }}
          onSwiper={setSwiper}
          onSlideChange={(instance) => setActive(instance.activeIndex)}
        >
          {slides.map((slide, index) => (
            <SwiperSlide key={index} className={styles.slide}>
              <HeroBannerView banner={slide} context={slideContext(index)} drawnByShell={drawnByShell(index)} />
            </SwiperSlide>
          ))}
        </Swiper>
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-label={t('previous')} onClick={() => goTo(previousSlide(active, count))}>
            <span aria-hidden="true">‹</span>
          </button>
          <div role="group" aria-label={t('slides')} className={[styles.pagination, settings.paginationStyle === 'DOTS' ? styles.dots : styles.bars].join(' ')}>
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={[styles.page, index === active ? styles.current : ''].filter(Boolean).join(' ')}
                aria-label={t('goTo', { n: index + 1, count })}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => goTo(index)}
              >
                <span className={styles.pageMark} aria-hidden="true" />
              </button>
            ))}
          </div>
          <button type="button" className={styles.arrow} aria-label={t('next')} onClick={() => goTo(nextSlide(active, count))}>
            <span aria-hidden="true">›</span>
          </button>
          <PlayPauseButton
            className={styles.playPause}
            paused={paused || stopped}
            onToggle={() => {
              if (paused || stopped) {
                setStopped(false);
                setPaused(false);
              } else setPaused(true);
            }}
            locale={context.fascia.locale}
            name={t('slideshow')}
          />
        </div>
      </section>
    </ShoppablePopupContext.Provider>
  );
}

export default HeroCarousel;
