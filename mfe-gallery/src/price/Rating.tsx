import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { ReviewStatsSummary } from '@storefront/shared-contracts';
import { ratingView } from './rating';
import styles from './price.module.css';

/** Stars with the rating and review count, linking to the reviews further down the page. */
export function Rating({ stats, locale }: { stats: ReviewStatsSummary | undefined; locale: string }) {
  const { t } = useTranslation();
  const view = ratingView(stats, locale);
  if (!view) return null;
  return (
    <a className={styles.rating} href="#reviews" aria-label={t('price.rating', { rating: view.rating, count: view.count })}>
      <span className={styles.stars} aria-hidden="true" style={{ ['--rating' as string]: String(view.fill) }} />
      <span aria-hidden="true">
        {view.rating} ({view.count})
      </span>
    </a>
  );
}
