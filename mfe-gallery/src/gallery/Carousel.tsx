// The main carousel (swiper): slide speed 500 ms, swipe threshold 20 px,
// previous/next buttons, desktop thumbnails, mobile dot pager (spec 1 §2, §9);
// click zoom on desktop and the zoom modal on mobile (spec 1 §4). Swiper is
// fetched on the first intent (useSwiper.ts); the pager and the slides' names
// are ours, so they are there before it.
import { Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import 'swiper/css';
import { emit, track } from '@storefront/shared-contracts/events/bus';
import { buttonStyles } from '@storefront/shared-contracts/buttons/styles';
import { arrowStates, zoomClick, type ArrowState } from '../zoom/rules';
import { ZoomableImage } from '../zoom/ZoomableImage';
import { VideoSlide } from '../video/VideoSlide';
import type { GallerySlide, ImageSlide } from './slides';
import { Chevron, Thumbnails } from './Thumbnails';
import { useIsDesktop } from './useIsDesktop';
import { useAdminPreview } from '../admin-preview/useAdminPreview';
import { useSwiper } from './useSwiper';
import { DialogLoading, DialogUnavailable } from './DialogLoading';
import { lazyPart } from './lazyPart';
import styles from './gallery.module.css';

// The zoom modal and its pinch-and-pan library load on the first tap only.
const ZoomModal = lazyPart('zoom', () => import('../zoom/ZoomModal').then((m) => m.ZoomModal), DialogUnavailable);

export const SLIDE_SPEED_MS = 500;
export const SWIPE_THRESHOLD_PX = 20;

export interface CarouselProps {
  slides: GallerySlide[];
  ratio: number;
  /** For the zoom analytics events. */
  product: { id: string; key: string };
}

/** Starts on the first slide: remount it (key) when the slides change. */
export function Carousel({ slides, ratio, product }: CarouselProps) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const admin = useAdminPreview();
  // Our own copy of the active index, so the controls stay right even before
  // swiper has started.
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const carousel = useSwiper(
    container,
    () => ({
      speed: SLIDE_SPEED_MS,
      threshold: SWIPE_THRESHOLD_PX,
      slidesPerView: 1,
      on: {
        slideChange(swiper) {
          setActive(swiper.activeIndex);
          setZoomed(false);
        },
      },
    }),
    (index) => {
      setActive(index);
      if (index !== active) setZoomed(false);
    },
    // A zoomed image follows the mouse: a drag must not also swipe the carousel.
    !zoomed,
  );
  /** Index among the images of the one the zoom modal opened on; null while closed. */
  const [modalStart, setModalStart] = useState<number | null>(null);
  const last = slides.length - 1;
  const images = useMemo(() => slides.filter((s): s is ImageSlide => s.kind === 'image'), [slides]);
  const arrows = arrowStates(active, slides.length, zoomed);
  const activeSlide = slides[active];

  const goTo = (index: number) => {
    const target = Math.min(Math.max(index, 0), last);
    setActive(target);
    setZoomed(false);
    carousel.slideTo(target);
  };

  const moveByKey = (key: string) => {
    if (key === 'ArrowLeft') goTo(active - 1);
    else if (key === 'ArrowRight') goTo(active + 1);
  };

  const zoom = (index: number, pointerType: string) => {
    const slide = slides[index];
    if (slide?.kind !== 'image') return;
    const action = zoomClick(pointerType, isDesktop);
    track(action === 'toggle-zoom' ? 'desktopZoom' : 'mobileZoom', { productId: product.id, productKey: product.key, image: slide.number });
    if (action === 'toggle-zoom') setZoomed((z) => !z);
    else setModalStart(images.indexOf(slide));
  };

  const arrow = (state: ArrowState) => ({ disabled: state === 'disabled', hidden: state === 'hidden' });

  return (
    <>
      {/* swiper's markup: a scroll strip of our own CSS until the first intent starts swiper on it (useSwiper) */}
      <div ref={container} className={`swiper ${styles.carousel}`}>
        {/* A scroll region until swiper starts, so it takes focus; the arrow keys move it as the buttons do. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-static-element-interactions */}
        <div className="swiper-wrapper" aria-live="polite" tabIndex={0} onKeyDown={(event) => moveByKey(event.key)}>
          {slides.map((slide, index) => (
            <div key={slide.key} className="swiper-slide" role="group" aria-roledescription={t('gallery.slide')} aria-label={t('gallery.slideLabel', { n: index + 1, total: slides.length })}>
              {slide.kind === 'image' ? (
                <ZoomableImage
                  slide={slide}
                  ratio={ratio}
                  zoomed={zoomed && index === active}
                  onImageClick={(pointerType) => {
                    // Spec 2 §6: an admin preview records product clicks (the shell posts them to the parent window).
                    if (admin.active) emit('admin:product-click', { productKey: product.key });
                    zoom(index, pointerType);
                  }}
                  onLeave={() => setZoomed(false)}
                />
              ) : (
                <VideoSlide slide={slide} reached={index === active} />
              )}
            </div>
          ))}
        </div>
      </div>
      {activeSlide?.kind === 'image' && (
        <button
          type="button"
          className={styles.zoomButton}
          aria-pressed={isDesktop ? zoomed : undefined}
          onClick={(event) => zoom(active, (event.nativeEvent as Partial<PointerEvent>).pointerType || 'mouse')}
        >
          <MagnifierIcon />
          <span>{t('media.zoom')}</span>
        </button>
      )}
      {slides.length > 1 && (
        <>
          <button type="button" className={`${buttonStyles.icon} ${styles.arrow} ${styles.previous}`} aria-label={t('gallery.previous')} {...arrow(arrows.previous)} onClick={() => goTo(active - 1)}>
            <Chevron direction="left" />
          </button>
          <button type="button" className={`${buttonStyles.icon} ${styles.arrow} ${styles.next}`} aria-label={t('gallery.next')} {...arrow(arrows.next)} onClick={() => goTo(active + 1)}>
            <Chevron direction="right" />
          </button>
          {/* Thumbnails on desktop, the dot pager on a phone: the hidden one would still cost a layout. */}
          {isDesktop ? <Thumbnails slides={slides} active={active} ratio={ratio} onSelect={goTo} /> : <DotPager count={slides.length} active={active} onSelect={goTo} />}
        </>
      )}
      {modalStart !== null && images.length > 0 && (
        <Suspense fallback={<DialogLoading />}>
          <ZoomModal images={images} start={Math.max(modalStart, 0)} onClose={() => setModalStart(null)} />
        </Suspense>
      )}
    </>
  );
}

function DotPager({ count, active, onSelect }: { count: number; active: number; onSelect(index: number): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.pager}>
      {Array.from({ length: count }, (_, index) => (
        <button key={index} type="button" className={styles.dot} aria-label={t('gallery.goToImage', { n: index + 1 })} aria-current={index === active ? 'true' : undefined} onClick={() => onSelect(index)} />
      ))}
    </div>
  );
}

function MagnifierIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
