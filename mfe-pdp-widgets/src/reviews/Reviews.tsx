// The reviews block (spec 2 §2, §4, §7, §9), id "reviews" so the stars at the
// top of the page scroll here. Reviews belong to the product: they are read
// by its first variant's sku, and a new product (a new `product.id`, which
// keys this component in the parcel) starts again from page 1 with the
// default sort and no keyword. The selection (pdp:selection-changed,
// replayed) names the sku a written review is sent for.
import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { type Product, type ReviewSort } from '@storefront/shared-contracts';
import { track } from '@storefront/shared-contracts/events/bus';
import { useChosenSelection } from '@storefront/shared-contracts/selection/follow';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { useCustomerPhotos } from '../customer-photos/useCustomerPhotos';
import { AiSummary } from './AiSummary';
import { KeywordChips } from './KeywordChips';
import { PhotoStrip } from './PhotoStrip';
import { ReviewList, reviewListKey } from './ReviewList';
import { ReviewsSummary } from './ReviewsSummary';
import { SortSelect } from './SortSelect';
import { nextFeature, reviewLoads } from './rules';
import styles from './reviews.module.css';

// Both open on interaction only: their code (swiper included) loads then, or on hover/focus of what opens them.
const loadPhotoModal = () => import('./PhotoModal');
const loadWriteReview = () => import('./WriteReviewForm');
const PhotoModal = lazy(loadPhotoModal);
const WriteReviewForm = lazy(loadWriteReview);

/** The sku of the shopper's selection on this product, else its first variant's. */
function useSelectedSku(product: Product): string | null {
  return useChosenSelection(product)?.announcedSku ?? product.variants[0]?.sku ?? null;
}

/** analytics "reviews read": once, when the block first comes into view. */
function useReadOnce(ref: RefObject<HTMLElement | null>, productKey: string, count: number) {
  useEffect(() => {
    const element = ref.current;
    if (!element || count === 0 || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        track('reviewsRead', { item_id: productKey, totalReviewCount: count });
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, productKey, count]);
}

export interface ReviewsProps {
  product: Product;
  locale: string;
}

export function Reviews({ product, locale }: ReviewsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const stats = product.reviewStats;
  const total = Number.isFinite(stats?.totalReviewCount) ? stats.totalReviewCount : 0;
  const sku = product.variants[0]?.sku ?? null;
  const loads = reviewLoads(total, sku);
  const selectedSku = useSelectedSku(product);
  const [sort, setSort] = useState<ReviewSort>('Recent');
  const [feature, setFeature] = useState<string | null>(null);
  const [writing, setWriting] = useState<HTMLElement | null>(null);
  const [photo, setPhoto] = useState<{ index: number; opener: HTMLElement | null } | null>(null);
  const photoReviews = useCustomerPhotos(loads.photos ? sku : null);
  const { photos } = photoReviews;
  useReadOnce(section, product.key, total);

  const writeButton = (
    <button
      type="button"
      className={styles.primaryButton}
      onPointerEnter={() => void loadWriteReview()}
      onFocus={() => void loadWriteReview()}
      onClick={(event) => {
        track('writeReview', { item_id: product.key });
        setWriting(event.currentTarget);
      }}
    >
      {t('writeReview')}
    </button>
  );

  return (
    <section id="reviews" ref={section} aria-labelledby={headingId} className={styles.reviews}>
      <h2 id={headingId} className={styles.heading}>
        {t('title')}
      </h2>
      {loads.reviews && sku ? (
        <>
          <ReviewsSummary stats={stats} locale={locale}>
            {writeButton}
          </ReviewsSummary>
          {loads.summary && <AiSummary sku={sku} productKey={product.key} />}
          <PhotoStrip
            photos={photos}
            loading={photoReviews.isLoading}
            onIntent={() => void loadPhotoModal()}
            onOpen={(index) => {
              const entry = photos?.[index];
              if (entry) track('reviewImageClick', { item_id: product.key, reviewId: entry.review.id, photoId: entry.photo.id, position: index + 1 });
              setPhoto({ index, opener: document.activeElement instanceof HTMLElement ? document.activeElement : null });
            }}
          />
          {loads.features && (
            <KeywordChips
              sku={sku}
              active={feature}
              onPress={(pressed) => {
                const next = nextFeature(feature, pressed);
                track('featureKeywordClick', { item_id: product.key, feature: pressed, selected: next !== null });
                setFeature(next);
              }}
            />
          )}
          <SortSelect
            value={sort}
            onChange={(next) => {
              track('reviewSort', { item_id: product.key, sort: next });
              setSort(next);
            }}
          />
          <ReviewList key={reviewListKey({ sku, sort, feature })} sku={sku} sort={sort} feature={feature} locale={locale} productKey={product.key} />
        </>
      ) : (
        <div className={styles.none}>
          <p className={styles.noneTitle}>{t('noReviews')}</p>
          <p>{t('noReviewsPrompt')}</p>
          {writeButton}
        </div>
      )}
      {writing && selectedSku && (
        <Suspense fallback={null}>
          <WriteReviewForm productName={product.name} sku={selectedSku} locale={locale} onClose={() => setWriting(null)} returnFocusTo={writing} />
        </Suspense>
      )}
      {photo && photos && photos.length > 0 && (
        <Suspense fallback={null}>
          <PhotoModal photos={photos} start={Math.min(photo.index, photos.length - 1)} locale={locale} onClose={() => setPhoto(null)} returnFocusTo={photo.opener} />
        </Suspense>
      )}
    </section>
  );
}
