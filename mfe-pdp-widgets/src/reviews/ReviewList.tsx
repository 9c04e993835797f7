// The review list (spec 2 §2, §4): pages of 5 appended by "Show N more"
// (N at most 5), "Showing 1-x of y reviews", and a fresh first page whenever
// the sort, the keyword or the product changes (reviewListKey, the key the
// block gives it). Each page
// is its own swr read, so the pages already shown stay as they are while the
// next one loads, and focus moves to the first new review when it arrives.
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { type ReviewSort } from '@storefront/shared-contracts';
import { track } from '@storefront/shared-contracts/events/bus';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { fetchReviewsPage, reviewsPageKey } from './api';
import { ReviewBody } from './ReviewBody';
import { TRUNCATION, chipLabel, showMoreCount, showingRange } from './rules';
import styles from './reviews.module.css';

export interface ReviewListProps {
  sku: string;
  sort: ReviewSort;
  feature: string | null;
  locale: string;
  productKey: string;
}

function ReviewSkeleton() {
  return (
    <li className={styles.review} aria-hidden="true">
      <span className={`${styles.skeleton} ${styles.skeletonStars}`} />
      <span className={`${styles.skeleton} ${styles.skeletonTitle}`} />
      <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
      <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
    </li>
  );
}

function ReviewPage({ listProps, page, focusWhenLoaded }: { listProps: ReviewListProps; page: number; focusWhenLoaded: boolean }) {
  const { sku, sort, feature, locale } = listProps;
  const { data, error } = useSWR(reviewsPageKey(sku, page, sort, feature), fetchReviewsPage);
  const first = useRef<HTMLElement>(null);
  const loaded = Boolean(data);
  useEffect(() => {
    if (focusWhenLoaded && loaded) first.current?.focus();
  }, [focusWhenLoaded, loaded]);
  if (error) return null;
  if (!data) {
    return (
      <>
        <ReviewSkeleton />
        <ReviewSkeleton />
      </>
    );
  }
  return (
    <>
      {data.results.map((review, index) => (
        <li key={review.id} className={styles.review}>
          <article ref={index === 0 ? first : undefined} tabIndex={-1} aria-labelledby={`review-${review.id}`} className={styles.article}>
            <ReviewBody review={review} locale={locale} textLimit={TRUNCATION.reviewInline} responseLimit={TRUNCATION.responseInline} titleId={`review-${review.id}`} />
          </article>
        </li>
      ))}
    </>
  );
}

/** Key the list by this: a new sku, sort or keyword starts it again from page 1. */
export const reviewListKey = ({ sku, sort, feature }: Pick<ReviewListProps, 'sku' | 'sort' | 'feature'>) => `${sku}|${sort}|${feature ?? ''}`;

export function ReviewList(props: ReviewListProps) {
  const { sku, sort, feature, productKey } = props;
  const { t } = useTranslation();
  const listKey = reviewListKey(props);
  const [paging, setPaging] = useState({ pages: 1, focusPage: 0 });
  const { pages } = paging;
  const last = useSWR(reviewsPageKey(sku, pages, sort, feature), fetchReviewsPage);
  const previous = useSWR(pages > 1 ? reviewsPageKey(sku, pages - 1, sort, feature) : null, fetchReviewsPage);
  // While the next page loads, the line and the button still speak of what is shown.
  const shown = last.data ? { pages, data: last.data } : pages > 1 && previous.data ? { pages: pages - 1, data: previous.data } : null;
  const loadingMore = !last.data && !last.error && pages > 1;

  if (last.error && pages === 1) {
    return (
      <div role="alert" className={styles.error}>
        <p>{t('loadError')}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => void last.mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  }

  if (shown && shown.pages === 1 && shown.data.results.length === 0) {
    return <p className={styles.empty}>{feature ? t('noMentions', { feature: chipLabel(feature) }) : t('noReviews')}</p>;
  }

  const range = shown ? showingRange(shown.pages, shown.data.results.length, shown.data.remainingResults) : null;
  const more = shown?.data.hasNextPage ? showMoreCount(shown.data.remainingResults) : 0;

  return (
    <>
      {!last.data && !last.error && pages === 1 && (
        <p role="status" className={styles.statusOnly}>
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </p>
      )}
      <ol className={styles.list} aria-busy={!last.data && !last.error}>
        {Array.from({ length: pages }, (_, i) => (
          <ReviewPage key={`${listKey}|${i + 1}`} listProps={props} page={i + 1} focusWhenLoaded={paging.focusPage === i + 1} />
        ))}
      </ol>
      {last.error && pages > 1 && (
        <div role="alert" className={styles.error}>
          <p>{t('loadError')}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => void last.mutate()}>
            {t('retry')}
          </button>
        </div>
      )}
      <div className={styles.listFooter}>
        <p aria-live="polite" className={styles.showing}>
          {range && range.total > 0 ? t('showing', { to: range.to, count: range.total }) : ''}
        </p>
        {more > 0 && !last.error && (
          <button
            type="button"
            className={styles.secondaryButton}
            aria-disabled={loadingMore}
            onClick={() => {
              if (loadingMore) return;
              track('showMore', { item_id: productKey, page: pages + 1, sort, ...(feature ? { feature } : {}) });
              setPaging({ pages: pages + 1, focusPage: pages + 1 });
            }}
          >
            {t('showMore', { count: more })}
          </button>
        )}
      </div>
    </>
  );
}
