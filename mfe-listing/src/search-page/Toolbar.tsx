// Result count, sort and page size.
import { useId } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { useHitsPerPage, useSortBy, useStats } from '../search/libraries';
import type { FasciaSettings } from '@storefront/shared-contracts';
import { DEFAULT_HITS_PER_PAGE, HITS_PER_PAGE_OPTIONS } from '../search/routeState';
import { sortIndexName, sortOptionsFor } from '../search/sortOptions';
import styles from './SearchPage.module.css';

export function Toolbar({ fascia }: { fascia: FasciaSettings }) {
  const { t } = useTranslation();
  const sortId = useId();
  const perPageId = useId();
  const { nbHits } = useStats();
  const sort = useSortBy({ items: sortOptionsFor().map((option) => ({ label: t(`sort.${option}`), value: sortIndexName(fascia, option) })) });
  const perPage = useHitsPerPage({
    items: HITS_PER_PAGE_OPTIONS.map((n) => ({ label: String(n), value: n, default: n === DEFAULT_HITS_PER_PAGE })),
  });
  const currentPerPage = perPage.items.find((item) => item.isRefined)?.value ?? DEFAULT_HITS_PER_PAGE;

  return (
    <div className={styles.toolbar}>
      <p className={styles.count} aria-live="polite">
        {t('search.count', { count: nbHits })}
      </p>
      <div className={styles.selects}>
        <label htmlFor={sortId}>{t('search.sortBy')}</label>
        <select id={sortId} value={sort.currentRefinement} onChange={(event) => sort.refine(event.currentTarget.value)}>
          {sort.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <label htmlFor={perPageId}>{t('search.perPage')}</label>
        <select id={perPageId} value={currentPerPage} onChange={(event) => perPage.refine(Number(event.currentTarget.value))}>
          {perPage.items.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
