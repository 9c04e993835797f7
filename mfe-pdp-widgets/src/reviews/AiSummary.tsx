// The AI summary (≥ 30 reviews) behind a Show / Hide toggle, with the
// disclaimer the api sends beside it; nothing when the product has none.
import useSWR from 'swr';
import { apiPaths } from '@storefront/shared-contracts';
import { track } from '@storefront/shared-contracts/events/bus';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { useDisclosure } from '@storefront/shared-contracts/a11y/disclosure';
import { fetchSummary } from './api';
import styles from './reviews.module.css';

export function AiSummary({ sku, productKey }: { sku: string; productKey: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = useSWR(apiPaths.reviewSummary(sku), fetchSummary);
  const summary = useDisclosure();
  if (isLoading) return <div className={`${styles.skeleton} ${styles.skeletonLine}`} aria-hidden="true" />;
  if (!data) return null;
  return (
    <div className={styles.aiSummary}>
      <button
        {...summary.buttonProps}
        className={styles.secondaryButton}
        onClick={() => {
          if (!summary.open) track('showAiSummary', { item_id: productKey });
          summary.toggle();
        }}
      >
        {summary.open ? t('aiSummary.hide') : t('aiSummary.show')}
      </button>
      <section {...summary.panelProps} aria-label={t('aiSummary.title')} className={styles.aiPanel}>
        <p className={styles.text}>{data.summary}</p>
        {data.disclaimer && <p className={styles.disclaimer}>{data.disclaimer}</p>}
      </section>
    </div>
  );
}
