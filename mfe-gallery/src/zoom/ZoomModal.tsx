// The mobile zoom modal (spec 1 §2, §4, §9): the images again, each in its own
// pinch-and-pan frame (react-zoom-pan-pinch): up to 4x, pinch step 2.5, no
// wheel zoom, double tap (200 ms window) toggles zoom, panning only from 1.1x.
// A swipe moves between images while the current one is not zoomed.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { ModalDialog } from '../gallery/ModalDialog';
import { imageSrcSet, imageUrl } from '../gallery/images';
import type { ImageSlide } from '../gallery/slides';
import { Chevron } from '../gallery/Thumbnails';
import galleryStyles from '../gallery/gallery.module.css';
import { arrowStates, canPan, imageQuality, MODAL_MAX_SCALE, MODAL_PINCH_STEP } from './rules';
import styles from './zoom.module.css';

const MODAL_IMAGE_WIDTH = 1280;

export interface ZoomModalProps {
  images: ImageSlide[];
  /** Index in `images` of the image that was tapped. */
  start: number;
  onClose(): void;
}

export function ZoomModal({ images, start, onClose }: ZoomModalProps) {
  const { t } = useTranslation();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(start);
  const [scales, setScales] = useState<Record<number, number>>({});
  const zoomedIn = canPan(scales[active] ?? 1);
  const arrows = arrowStates(active, images.length, false);

  // A finger on a zoomed image pans it; it must not also swipe the carousel.
  useEffect(() => {
    if (swiperRef.current) swiperRef.current.allowTouchMove = !zoomedIn;
  }, [zoomedIn]);

  const goTo = (index: number) => {
    setActive(index);
    swiperRef.current?.slideTo(index);
  };

  return (
    <ModalDialog title={t('media.zoomTitle')} size="full" onClose={onClose}>
      <div className={styles.modalBody}>
        <Swiper
          className={styles.modalCarousel}
          initialSlide={start}
          slidesPerView={1}
          onSwiper={(swiper) => {
            swiperRef.current = swiper;
          }}
          onSlideChange={(swiper) => setActive(swiper.activeIndex)}
        >
          {images.map((slide, index) => (
            <SwiperSlide key={slide.key}>
              <PinchPanImage slide={slide} onScale={(scale) => setScales((all) => (all[index] === scale ? all : { ...all, [index]: scale }))} />
            </SwiperSlide>
          ))}
        </Swiper>
        {images.length > 1 && (
          <>
            <button type="button" className={`${galleryStyles.arrow} ${galleryStyles.modalPrevious}`} aria-label={t('gallery.previous')} disabled={arrows.previous === 'disabled'} onClick={() => goTo(active - 1)}>
              <Chevron direction="left" />
            </button>
            <button type="button" className={`${galleryStyles.arrow} ${galleryStyles.modalNext}`} aria-label={t('gallery.next')} disabled={arrows.next === 'disabled'} onClick={() => goTo(active + 1)}>
              <Chevron direction="right" />
            </button>
            <p className={styles.modalPosition} aria-live="polite">
              {t('gallery.slideLabel', { n: active + 1, total: images.length })}
            </p>
          </>
        )}
      </div>
    </ModalDialog>
  );
}

function PinchPanImage({ slide, onScale }: { slide: ImageSlide; onScale(scale: number): void }) {
  const [scale, setScale] = useState(1);
  return (
    <TransformWrapper
      minScale={1}
      maxScale={MODAL_MAX_SCALE}
      pinch={{ step: MODAL_PINCH_STEP }}
      wheel={{ disabled: true }}
      panning={{ disabled: !canPan(scale) }}
      doubleClick={{ mode: 'toggle' }}
      onTransformed={(_, state) => {
        setScale(state.scale);
        onScale(state.scale);
      }}
    >
      <TransformComponent wrapperClass={styles.panWrapper} contentClass={styles.panContent}>
        <img
          className={styles.modalImage}
          src={imageUrl(slide.url, MODAL_IMAGE_WIDTH, imageQuality(true))}
          srcSet={imageSrcSet(slide.url, imageQuality(true))}
          sizes="100vw"
          alt={slide.alt}
          draggable={false}
        />
      </TransformComponent>
    </TransformWrapper>
  );
}
