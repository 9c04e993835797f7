// The sort dropdown (spec 2 §2, §9): Most Recent, Rating: High-Low, Rating: Low-High.
import { useId } from 'react';
import { REVIEW_SORTS, type ReviewSort } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import styles from './reviews.module.css';

export function SortSelect({ value, onChange }: { value: ReviewSort; onChange(sort: ReviewSort): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('sort.label')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ReviewSort)} className={styles.select}>
        {REVIEW_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
