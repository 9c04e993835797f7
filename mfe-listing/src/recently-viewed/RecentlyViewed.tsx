// The recently viewed carousel (spec 1 §2): product cards in a swiper, on
// the product page and under the search form.
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import type { FasciaSettings, SessionSummary } from '@storefront/shared-contracts';
import { ProductCard } from '../card/ProductCard';
import type { LookupClient } from './lookup';
import { useRecentlyViewedProducts } from './useRecentlyViewedProducts';
import styles from './RecentlyViewed.module.css';

export const SLIDE_SPEED_MS = 500;
export const SWIPE_THRESHOLD_PX = 20;

export interface RecentlyViewedProps {
  fascia: FasciaSettings;
  session?: SessionSummary;
  productKeys: readonly string[];
  searchClient: LookupClient;
  headingLevel?: 2 | 3;
}

export function RecentlyViewed({ fascia, session, productKeys, searchClient, headingLevel = 2 }: RecentlyViewedProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const { products } = useRecentlyViewedProducts(productKeys, fascia, searchClient);
  const Heading = `h${headingLevel}` as const;

  if (products === undefined) {
    return (
      <div className={styles.skeleton} aria-hidden="true" data-testid="recently-viewed-skeleton">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={styles.skeletonCard} />
        ))}
      </div>
    );
  }
  if (products.length === 0) return null;

  const track = (swiper: SwiperInstance) => setEdges({ start: swiper.isBeginning, end: swiper.isEnd });

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {t('recentlyViewed.title')}
        </Heading>
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-label={t('recentlyViewed.previous')} disabled={edges.start} onClick={() => swiperRef.current?.slidePrev()}>
            ‹
          </button>
          <button type="button" className={styles.arrow} aria-label={t('recentlyViewed.next')} disabled={edges.end} onClick={() => swiperRef.current?.slideNext()}>
            ›
          </button>
        </div>
      </div>
      <Swiper
        modules={[A11y]}
        speed={SLIDE_SPEED_MS}
        threshold={SWIPE_THRESHOLD_PX}
        slidesPerView={2.2}
        slidesPerGroup={1}
        spaceBetween={12}
        breakpoints={{ 768: { slidesPerView: 4.3, spaceBetween: 16 }, 1024: { slidesPerView: 6.3, spaceBetween: 16 } }}
        a11y={{
          containerRoleDescriptionMessage: null,
          itemRoleDescriptionMessage: t('recentlyViewed.slide'),
          slideLabelMessage: t('recentlyViewed.slideLabel', { n: '{{index}}', total: '{{slidesLength}}' }),
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          track(swiper);
        }}
        onSlideChange={track}
        onResize={track}
      >
        {products.map((product) => (
          <SwiperSlide key={product.productKey}>
            <ProductCard product={product} fascia={fascia} session={session} placement="CAROUSEL" showQuickAdd={fascia.features.quickAddInRecentlyViewed} headingLevel={headingLevel === 2 ? 3 : 4} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
