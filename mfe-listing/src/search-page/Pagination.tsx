import type { MouseEvent } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { usePagination } from '../search/libraries';
import styles from './SearchPage.module.css';

const PADDING = 2;

/** `topId`: the element brought into view after a page change. */
export function Pagination({ topId }: { topId?: string }) {
  const { t } = useTranslation();
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({ padding: PADDING });
  if (nbPages <= 1) return null;

  const go = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Plain clicks stay in the page; a new tab or window gets the address.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    refine(page);
    if (topId) document.getElementById(topId)?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <nav className={styles.pagination} aria-label={t('search.pagination')}>
      <ul>
        {!isFirstPage && (
          <li>
            <a href={createURL(currentRefinement - 1)} onClick={go(currentRefinement - 1)}>
              {t('search.previousPage')}
            </a>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <a
              href={createURL(page)}
              onClick={go(page)}
              aria-label={t('search.pageN', { n: page + 1 })}
              aria-current={page === currentRefinement ? 'page' : undefined}
            >
              {page + 1}
            </a>
          </li>
        ))}
        {!isLastPage && (
          <li>
            <a href={createURL(currentRefinement + 1)} onClick={go(currentRefinement + 1)}>
              {t('search.nextPage')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
