// The main carousel (swiper): slide speed 500 ms, swipe threshold 20 px,
// previous/next buttons, desktop thumbnails, mobile dot pager (spec 1 §2, §9).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import type { GallerySlide } from './slides';
import { SlideImage } from './SlideImage';
import { Chevron, Thumbnails } from './Thumbnails';
import styles from './gallery.module.css';

export const SLIDE_SPEED_MS = 500;
export const SWIPE_THRESHOLD_PX = 20;

export interface CarouselProps {
  slides: GallerySlide[];
  ratio: number;
}

/** Starts on the first slide: remount it (key) when the slides change. */
export function Carousel({ slides, ratio }: CarouselProps) {
  const { t } = useTranslation();
  const swiperRef = useRef<SwiperInstance | null>(null);
  // Our own copy of the active index, so the controls stay right even before
  // swiper has measured the slides.
  const [active, setActive] = useState(0);
  const last = slides.length - 1;

  const goTo = (index: number) => {
    const target = Math.min(Math.max(index, 0), last);
    setActive(target);
    swiperRef.current?.slideTo(target);
  };

  return (
    <>
      <Swiper
        className={styles.carousel}
        modules={[A11y, Pagination]}
        speed={SLIDE_SPEED_MS}
        threshold={SWIPE_THRESHOLD_PX}
        slidesPerView={1}
        pagination={{ clickable: true }}
        a11y={{
          // The gallery's own box is the named carousel group.
          containerRoleDescriptionMessage: null,
          itemRoleDescriptionMessage: t('gallery.slide'),
          // swiper fills in {{index}} and {{slidesLength}} itself.
          slideLabelMessage: t('gallery.slideLabel', { n: '{{index}}', total: '{{slidesLength}}' }),
          paginationBulletMessage: t('gallery.goToImage', { n: '{{index}}' }),
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onSlideChange={(swiper) => setActive(swiper.activeIndex)}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>
            <SlideImage slide={slide} ratio={ratio} />
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label={t('gallery.previous')} disabled={active === 0} onClick={() => goTo(active - 1)}>
            <Chevron direction="left" />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('gallery.next')} disabled={active === last} onClick={() => goTo(active + 1)}>
            <Chevron direction="right" />
          </button>
          <Thumbnails slides={slides} active={active} ratio={ratio} onSelect={goTo} />
        </>
      )}
    </>
  );
}
