// The customer photo modal (loaded on demand): the chosen photo with its
// review (text to 2,000 characters, responses to 1,000), previous / next, and
// a slider of every photo (swiper): 3 seen on a phone (2.5 slides) and 6 on
// a desktop before it scrolls (spec 2 §9).
import { useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { imageUrl } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { ReviewBody } from './ReviewBody';
import { ReviewsDialog } from './ReviewsDialog';
import { THUMBNAIL_WIDTH } from './PhotoStrip';
import { PHOTO_SLIDER, TRUNCATION, type PhotoEntry } from './rules';
import { useIsDesktop } from './useIsDesktop';
import styles from './reviews.module.css';

const PHOTO_WIDTH = 960;

export interface PhotoModalProps {
  photos: PhotoEntry[];
  start: number;
  locale: string;
  onClose(): void;
  returnFocusTo?: HTMLElement | null;
}

export function PhotoModal({ photos, start, locale, onClose, returnFocusTo }: PhotoModalProps) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const slider = desktop ? PHOTO_SLIDER.desktop : PHOTO_SLIDER.mobile;
  const swiper = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(start);
  const entry = photos[active]!;
  const total = photos.length;
  const label = (index: number) => photos[index]?.photo.caption?.trim() || t('photos.photo', { n: index + 1, total });

  const show = (index: number) => {
    setActive(index);
    swiper.current?.slideTo(Math.max(0, index - 1));
  };

  return (
    <ReviewsDialog title={t('modal.title')} onClose={onClose} returnFocusTo={returnFocusTo ?? null} wide>
      <div className={styles.modalLayout}>
        <figure className={styles.modalFigure}>
          <img key={entry.url} className={styles.modalPhoto} src={imageUrl(entry.url, PHOTO_WIDTH)} alt={label(active)} width={480} height={480} decoding="async" />
          <figcaption className={styles.modalNav}>
            <button type="button" className={styles.secondaryButton} disabled={active === 0} onClick={() => show(active - 1)}>
              {t('modal.previous')}
            </button>
            <span aria-live="polite">{t('modal.position', { n: active + 1, total })}</span>
            <button type="button" className={styles.secondaryButton} disabled={active === total - 1} onClick={() => show(active + 1)}>
              {t('modal.next')}
            </button>
          </figcaption>
        </figure>
        <article className={styles.modalReview} aria-label={entry.review.title || t('title')}>
          <ReviewBody key={entry.review.id} review={entry.review} locale={locale} textLimit={TRUNCATION.reviewModal} responseLimit={TRUNCATION.responseModal} />
        </article>
      </div>
      <nav aria-label={t('modal.thumbnails')} className={styles.slider}>
        <Swiper
          slidesPerView={slider.slidesPerView}
          spaceBetween={8}
          initialSlide={Math.max(0, start - 1)}
          watchOverflow
          onSwiper={(instance) => {
            swiper.current = instance;
          }}
        >
          {photos.map((photo, index) => (
            <SwiperSlide key={`${photo.review.id}-${photo.photo.id ?? index}`}>
              <button type="button" className={styles.thumbButton} aria-current={index === active ? 'true' : undefined} onClick={() => setActive(index)}>
                <img className={styles.sliderThumb} src={imageUrl(photo.url, THUMBNAIL_WIDTH)} alt={t('photos.photo', { n: index + 1, total })} width={80} height={80} loading="lazy" decoding="async" />
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
      </nav>
    </ReviewsDialog>
  );
}

export default PhotoModal;
