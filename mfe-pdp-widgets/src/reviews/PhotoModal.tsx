// The customer photo modal (loaded on demand): the chosen photo with its
// review (text to 2,000 characters, responses to 1,000), previous / next, and
// a slider of every photo (swiper): 3 seen on a phone (2.5 slides) and 6 on
// a desktop before it scrolls (spec 2 §9).
import { useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { PhotoStepper } from '../customer-photos/PhotoStepper';
import { PhotoThumb } from '../customer-photos/PhotoThumb';
import { ReviewBody } from './ReviewBody';
import { ReviewsDialog } from './ReviewsDialog';
import { PHOTO_SLIDER, TRUNCATION, type PhotoEntry } from './rules';
import { useIsDesktop } from './useIsDesktop';
import styles from './reviews.module.css';

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
        <PhotoStepper photos={photos} active={active} onChange={show} alt={label} labels={{ previous: t('modal.previous'), next: t('modal.next'), position: t('modal.position', { n: active + 1, total }) }} />
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
              <PhotoThumb url={photo.url} alt={t('photos.photo', { n: index + 1, total })} current={index === active} onClick={() => setActive(index)} size="fill" />
            </SwiperSlide>
          ))}
        </Swiper>
      </nav>
    </ReviewsDialog>
  );
}

export default PhotoModal;
