// "Reviews That Mention" (> 10 reviews): one toggle per keyword the api
// found; pressing the active one again clears the filter. 'color' reads
// 'colour'. Left out when there are none.
import { useId } from 'react';
import useSWR from 'swr';
import { apiPaths } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { fetchFeatures } from './api';
import { chipLabel } from './rules';
import styles from './reviews.module.css';

export function KeywordChips({ sku, active, onPress }: { sku: string; active: string | null; onPress(feature: string): void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isLoading } = useSWR(apiPaths.reviewFeatures(sku), fetchFeatures);
  if (isLoading) {
    return (
      <div className={styles.chips} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={`${styles.skeleton} ${styles.skeletonChip}`} />
        ))}
      </div>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <div role="group" aria-labelledby={headingId} className={styles.mentions}>
      <h3 id={headingId} className={styles.subheading}>
        {t('mentions')}
      </h3>
      <ul className={styles.chips}>
        {data.map(({ feature }) => (
          <li key={feature}>
            <button type="button" className={styles.chip} aria-pressed={active === feature} onClick={() => onPress(feature)}>
              {chipLabel(feature)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
