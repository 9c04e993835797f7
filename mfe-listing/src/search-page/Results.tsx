// The result grid: skeleton cards while the first answer loads, product
// cards with search tracking, the empty state and the load failure.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHits, useInstantSearch } from 'react-instantsearch';
import type { FasciaSettings, SearchHit, SessionSummary } from '@storefront/shared-contracts';
import { ProductCard } from '../card/ProductCard';
import { toCardData } from '../card/cardData';
import hidden from '../common/visuallyHidden.module.css';
import styles from './SearchPage.module.css';

const SKELETON_CARDS = 8;
/** The first row on a phone (two columns) holds the largest paint: fetched first. */
const HIGH_PRIORITY_IMAGES = 2;
/** The rows likely in the first viewport. */
const EAGER_IMAGES = 4;

export interface ResultsProps {
  fascia: FasciaSettings;
  session: SessionSummary | undefined;
  query: string;
}

export function Results({ fascia, session, query }: ResultsProps) {
  const { t } = useTranslation();
  const { status, error, indexUiState } = useInstantSearch({ catchError: true });
  const { items, results, sendEvent } = useHits<SearchHit>();
  const firstLoad = !results || (results as { __isArtificial?: boolean }).__isArtificial === true;

  useEffect(() => {
    if (error) console.error(`[listing/SearchPage] search failed: ${error.message}`);
  }, [error]);

  if (error && (firstLoad || items.length === 0)) {
    return (
      <p className={styles.message} role="alert">
        {t('search.loadFailed')}
      </p>
    );
  }

  if (firstLoad) {
    return (
      <div className={styles.resultsArea}>
        <p role="status" className={hidden.hidden}>
          {t('search.loading')}
        </p>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i} className={styles.skeletonCard} style={{ aspectRatio: `1 / ${fascia.imageAspectRatio + 0.45}` }} />
          ))}
        </ul>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <p className={styles.message} role="status">
        {query ? t('search.empty', { query }) : t('search.emptyCategory')}
      </p>
    );
  }

  const chosenSizes = indexUiState.refinementList?.size ?? [];
  const indexName = results?.index;
  return (
    <ul className={styles.grid} aria-label={t('search.results')} aria-busy={status === 'loading' || status === 'stalled'}>
      {items.map((hit, i) => {
        const product = toCardData(hit);
        if (!product) return null;
        const tracking = {
          hitObjectIDs: [hit.objectID],
          ...(hit.__queryID ? { queryID: hit.__queryID } : {}),
          ...(indexName ? { index: indexName } : {}),
          ...(typeof hit.__position === 'number' ? { positions: [hit.__position] } : {}),
        };
        return (
          <li key={hit.objectID}>
            <ProductCard
              product={product}
              fascia={fascia}
              session={session}
              placement="PLP"
              chosenSizes={chosenSizes}
              searchTracking={tracking}
              imageLoading={i < EAGER_IMAGES ? 'eager' : 'lazy'}
              imageFetchPriority={i < HIGH_PRIORITY_IMAGES ? 'high' : 'auto'}
              headingLevel={2}
              onProductClick={() => sendEvent('click', hit, 'Product Clicked')}
            />
          </li>
        );
      })}
    </ul>
  );
}
