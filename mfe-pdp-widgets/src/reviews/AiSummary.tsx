// The AI summary (≥ 30 reviews) behind a Show / Hide toggle, with the
// disclaimer the api sends beside it; nothing when the product has none.
import { useId, useState } from 'react';
import useSWR from 'swr';
import { apiPaths } from '@storefront/shared-contracts';
import { track } from '@storefront/shared-contracts/events/bus';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { fetchSummary } from './api';
import styles from './reviews.module.css';

export function AiSummary({ sku, productKey }: { sku: string; productKey: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = useSWR(apiPaths.reviewSummary(sku), fetchSummary);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (isLoading) return <div className={`${styles.skeleton} ${styles.skeletonLine}`} aria-hidden="true" />;
  if (!data) return null;
  return (
    <div className={styles.aiSummary}>
      <button
        type="button"
        className={styles.secondaryButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) track('showAiSummary', { item_id: productKey });
          setOpen(!open);
        }}
      >
        {open ? t('aiSummary.hide') : t('aiSummary.show')}
      </button>
      <section id={panelId} hidden={!open} aria-label={t('aiSummary.title')} className={styles.aiPanel}>
        <p className={styles.text}>{data.summary}</p>
        {data.disclaimer && <p className={styles.disclaimer}>{data.disclaimer}</p>}
      </section>
    </div>
  );
}
