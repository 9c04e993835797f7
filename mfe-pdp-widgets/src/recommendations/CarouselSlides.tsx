// The carousel's slides on Swiper (loaded on demand, with its CSS, once the
// carousel has cards): 2.15 slides on a phone and 4.5 from 768 px (spec 2 §2,
// §9), previous / next buttons from 768 px, swipe everywhere; a card that takes
// focus is slid into view (swiper's a11y).
import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import type { FasciaSettings, ProductCardData, SessionSummary } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { RecommendationCard } from './RecommendationCard';
import { CAROUSEL_GAP, CAROUSEL_SLIDES } from './rules';
import styles from './recommendations.module.css';

export interface CarouselSlidesProps {
  cards: ProductCardData[];
  fascia: FasciaSettings;
  session?: SessionSummary;
  /** The section's title, shown as its heading beside the previous / next buttons. */
  title: string;
  headingId: string;
}

export function CarouselSlides({ cards, fascia, session, title, headingId }: CarouselSlidesProps) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ beginning: true, end: false });
  const follow = (instance: SwiperInstance) => setEdges({ beginning: instance.isBeginning, end: instance.isEnd });
  return (
    <>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <div className={styles.nav}>
          <button type="button" className={styles.navButton} aria-label={t('previous')} disabled={edges.beginning} onClick={() => swiper?.slidePrev()}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.navButton} aria-label={t('next')} disabled={edges.end} onClick={() => swiper?.slideNext()}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <Swiper
        modules={[A11y]}
        wrapperTag="ul"
        className={styles.slides}
        slidesPerView={CAROUSEL_SLIDES.mobile}
        spaceBetween={CAROUSEL_GAP.mobile}
        breakpoints={{ 768: { slidesPerView: CAROUSEL_SLIDES.desktop, spaceBetween: CAROUSEL_GAP.desktop } }}
        a11y={{ enabled: true, slideRole: 'listitem', containerMessage: null, containerRoleDescriptionMessage: null, itemRoleDescriptionMessage: null }}
        watchOverflow
        onSwiper={(instance) => {
          setSwiper(instance);
          follow(instance);
        }}
        onSlideChange={follow}
        onResize={follow}
      >
        {cards.map((card, index) => (
          <SwiperSlide key={card.id} tag="li" className={styles.slide}>
            <RecommendationCard product={card} fascia={fascia} session={session} placement="CAROUSEL" showQuickAdd headingLevel={3} imageLoading={index < 5 ? 'eager' : 'lazy'} />
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}

export default CarouselSlides;
