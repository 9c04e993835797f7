// The result grid: skeleton cards while the first answer loads, product
// cards with search tracking, the empty state and the load failure.
import { useEffect, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { useHits, useInstantSearch } from '../search/libraries';
import { toCardData, type FasciaSettings, type ListingPreview, type SearchHit, type SessionSummary } from '@storefront/shared-contracts';
import { ProductCard, type SearchTracking } from '../card/ProductCard';
import { useRevealedCount } from './useRevealedCount';
import { revealBatches } from './revealBatches';
import { viewportWidth } from '../common/useLayout';

import { visuallyHiddenStyle } from '@storefront/shared-contracts/a11y';
import styles from './SearchPage.module.css';

const SKELETON_CARDS = 8;
/** The first row on a phone (two columns) holds the largest paint: fetched first. */
const HIGH_PRIORITY_IMAGES = 2;
/** The rows likely in the first viewport. */
const EAGER_IMAGES = 4;

/** A skeleton card's box: the card's image and roughly its text. */
const skeletonShape = (fascia: FasciaSettings) => ({ aspectRatio: `1 / ${fascia.imageAspectRatio + 0.45}` });

export interface ResultsProps {
  fascia: FasciaSettings;
  session: SessionSummary | undefined;
  query: string;
  /** The shell's first results for this query, shown until the first answer. */
  previewHits?: readonly SearchHit[];
}

/** Before the first answer InstantSearch gives no results, or artificial empty ones. */
export function isFirstLoad(results: unknown): boolean {
  return !results || (results as { __isArtificial?: boolean }).__isArtificial === true;
}

/** The preview's hits when they answer the query being shown, else none. */
export function previewFor(preview: ListingPreview | undefined, query: string): SearchHit[] {
  return preview && preview.query === query ? preview.hits : [];
}

export function Results({ fascia, session, query, previewHits = [] }: ResultsProps) {
  const { t } = useTranslation();
  const { status, error, indexUiState } = useInstantSearch({ catchError: true });
  const { items, results, sendEvent } = useHits<SearchHit>();
  const firstLoad = isFirstLoad(results);

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

  if (firstLoad && previewHits.length > 0) {
    // The same list the answer fills (same keys), so the painted cards and
    // their images stay in place when it arrives.
    return <ResultGrid fascia={fascia} session={session} hits={previewHits} busy chosenSizes={[]} />;
  }

  if (firstLoad) {
    return (
      <div className={styles.resultsArea}>
        <p role="status" style={visuallyHiddenStyle}>
          {t('search.loading')}
        </p>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i} className={styles.skeletonCard} style={skeletonShape(fascia)} />
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

  const indexName = results?.index;
  return (
    <ResultGrid
      fascia={fascia}
      session={session}
      hits={items}
      busy={status === 'loading' || status === 'stalled'}
      chosenSizes={indexUiState.refinementList?.size ?? []}
      trackingOf={(hit) => ({
        hitObjectIDs: [hit.objectID],
        ...(hit.__queryID ? { queryID: hit.__queryID } : {}),
        ...(indexName ? { index: indexName } : {}),
        ...(typeof hit.__position === 'number' ? { positions: [hit.__position] } : {}),
      })}
      onProductClick={(hit) => sendEvent('click', hit, 'Product Clicked')}
    />
  );
}

interface ResultGridProps<H extends SearchHit> {
  fascia: FasciaSettings;
  session: SessionSummary | undefined;
  hits: readonly H[];
  busy: boolean;
  chosenSizes: string[];
  /** Search tracking of a hit from an answer (preview hits have no query id). */
  trackingOf?(hit: H): SearchTracking;
  onProductClick?(hit: H): void;
}

function ResultGrid<H extends SearchHit>({ fascia, session, hits, busy, chosenSizes, trackingOf, onProductClick }: ResultGridProps<H>) {
  const { t } = useTranslation();
  // The first screen's cards at once, the rest in batches (revealBatches.ts).
  const [batches] = useState(() => revealBatches(viewportWidth()));
  const revealed = useRevealedCount(hits.length, batches.first, batches.step);
  const placeholderShape = skeletonShape(fascia);
  return (
    <ul className={styles.grid} aria-label={t('search.results')} aria-busy={busy}>
      {hits.map((hit, i) => {
        if (i >= revealed) return <li key={hit.objectID} className={styles.pendingCard} style={placeholderShape} aria-hidden="true" />;
        const product = toCardData(hit);
        if (!product) return null;
        return (
          <li key={hit.objectID}>
            <ProductCard
              product={product}
              fascia={fascia}
              session={session}
              placement="PLP"
              chosenSizes={chosenSizes}
              {...(trackingOf ? { searchTracking: trackingOf(hit) } : {})}
              imageLoading={i < EAGER_IMAGES ? 'eager' : 'lazy'}
              imageFetchPriority={i < HIGH_PRIORITY_IMAGES ? 'high' : 'auto'}
              headingLevel={2}
              {...(onProductClick ? { onProductClick: () => onProductClick(hit) } : {})}
            />
          </li>
        );
      })}
    </ul>
  );
}
