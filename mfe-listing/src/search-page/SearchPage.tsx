// The listing and search page (spec 1 §2, §4, §7): React InstantSearch over
// the fascia's index with our own components; state in the address.
import { Suspense, lazy, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation, type Translate } from '@storefront/shared-contracts/i18n';
import { Configure, InstantSearch, useInstantSearch, useSearchBox } from '../search/libraries';
import type { SearchClient } from 'instantsearch.js';
import { listingHeading, LISTING_HIT_ATTRIBUTES, ruleContextsFor, scopeFilters, scopeOf, searchIndexName, type FasciaSettings, type ListingPreview, type ListingScope, type RouteInfo, type SearchHeadingWords, type SessionSummary } from '@storefront/shared-contracts';
import { readRecentlyViewed } from '@storefront/shared-contracts/recently-viewed/storage';
import { viewportWidth } from '../common/useLayout';
import { useSession } from '../common/useBus';
import type { LookupClient } from '../recently-viewed/lookup';
import { insightsHost, searchClientFor } from '../search/client';
import { forInsightsApi, searchInsightsClient, type InsightsClientFn } from '../search/insights';
import { analyticsTagsFor } from '../search/requestContext';
import { canonicaliseAddress, listingRouting } from '../search/routing';
import { sortIndexName, sortOptionOfIndex } from '../search/sortOptions';
import { userTokenFor } from '../search/userToken';
import { useShownLater } from '@storefront/shared-contracts/parcel';
import { Facets } from './Facets';
import { InTransitions } from './InTransitions';
import { Pagination } from './Pagination';
import { isFirstLoad, previewFor, Results } from './Results';
import { RuleRedirect } from './RuleRedirect';
import { SearchForm } from './SearchForm';

import { Toolbar } from './Toolbar';
import styles from './SearchPage.module.css';

// The carousel (and its slider library) loads only for shoppers with recently viewed products.
const RecentlyViewed = lazy(() => import('../recently-viewed/RecentlyViewed').then((module) => ({ default: module.RecentlyViewed })));

export interface SearchPageProps {
  fascia: FasciaSettings;
  session?: SessionSummary;
  route: Pick<RouteInfo, 'name' | 'params' | 'query'>;
  /** Defaults to algoliasearch's lite client for the fascia (tests pass a fake). */
  searchClient?: SearchClient & LookupClient;
  /** Defaults to search-insights; events pass through forInsightsApi either way. */
  insightsClient?: InsightsClientFn;
  /** Follows a query rule redirect; defaults to location.assign. */
  navigate?(url: string): void;
  /** Address write delay of the router (ms). */
  routeWriteDelay?: number;
  /** The shell's first results: shown instead of skeleton cards until the first answer. */
  preview?: ListingPreview;
}

const assign = (url: string) => window.location.assign(url);

const headingWords = (t: Translate): SearchHeadingWords => ({ resultsFor: (query) => t('search.resultsFor', { query }), allProducts: t('search.allProducts') });

export function SearchPage(props: SearchPageProps) {
  const { t } = useTranslation();
  const { fascia, route } = props;
  const scope = scopeOf(route);
  let indexName: string;
  try {
    indexName = searchIndexName(fascia);
  } catch {
    // This fascia has no search index yet (spec 1 §8): say so instead of searching.
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{listingHeading(scope, route.query.q ?? '', [], headingWords(t))}</h1>
        <p className={styles.message} role="status">
          {t('search.noIndex')}
        </p>
      </div>
    );
  }
  return <Listing {...props} indexName={indexName} scope={scope} />;
}

function Listing({ fascia, session: initialSession, searchClient, insightsClient, navigate = assign, routeWriteDelay, preview, indexName, scope }: SearchPageProps & { indexName: string; scope: ListingScope }) {
  const session = useSession(initialSession);
  // Before InstantSearch reads the address (it starts while rendering below).
  useState(canonicaliseAddress);
  const client = useMemo(() => searchClient ?? (searchClientFor(fascia) as unknown as SearchClient & LookupClient), [searchClient, fascia]);
  const signedInId = session?.user && !session.user.guest ? session.user.id : null;
  const userToken = useMemo(() => userTokenFor(signedInId ? { id: signedInId, guest: false } : undefined), [signedInId]);
  const routing = useMemo(
    () =>
      listingRouting(
        indexName,
        { indexOf: (option) => sortIndexName(fascia, option), sortOf: (name) => sortOptionOfIndex(name, indexName) },
        routeWriteDelay,
      ),
    [indexName, fascia, routeWriteDelay],
  );
  const insights = useMemo(() => {
    const host = insightsHost(fascia, window.location);
    return {
      insightsClient: forInsightsApi(insightsClient ?? searchInsightsClient()) as never,
      insightsInitParams: { userToken, useCookie: false, ...(host ? { host } : {}) },
    };
  }, [insightsClient, fascia, userToken]);
  const [analyticsTags] = useState(() => analyticsTagsFor(fascia, viewportWidth()));
  const filters = scopeFilters(scope);
  const topId = useId();
  const [recentlyViewed] = useState(readRecentlyViewed);
  // The shell keeps its first results until InstantSearch has drawn the page.
  const shown = useShownLater();

  return (
    <InstantSearch searchClient={client} indexName={indexName} routing={routing} insights={insights} future={{ preserveSharedStateOnUnmount: true }}>
      <InTransitions onShown={shown}>
        <Configure
          {...(filters ? { filters } : {})}
          // Only what the cards and the heading read, and no highlighting
          // (no card shows it): half the bytes to download and parse.
          attributesToRetrieve={LISTING_HIT_ATTRIBUTES as string[]}
          attributesToHighlight={[]}
          ruleContexts={ruleContextsFor(scope)}
          analyticsTags={analyticsTags}
          clickAnalytics
          enablePersonalization
          userToken={userToken}
        />
        <RuleRedirect navigate={navigate} />
        <div className={styles.page} id={topId}>
          <Heading scope={scope} preview={preview} fasciaName={fascia.name} />
          {scope.kind === 'search' && (
            <>
              <SearchForm />
              {recentlyViewed.length > 0 && (
                <Suspense fallback={null}>
                  <RecentlyViewed fascia={fascia} session={session} productKeys={recentlyViewed} searchClient={client} />
                </Suspense>
              )}
            </>
          )}
          <div className={styles.layout}>
            <Facets fascia={fascia} />
            <div className={styles.main}>
              <Toolbar fascia={fascia} />
              <QueryResults fascia={fascia} session={session} preview={preview} />
              <Pagination topId={topId} />
            </div>
          </div>
        </div>
      </InTransitions>
    </InstantSearch>
  );
}

function Heading({ scope, preview, fasciaName }: { scope: ListingScope; preview: ListingPreview | undefined; fasciaName: string }) {
  const { t } = useTranslation();
  const { query } = useSearchBox();
  // Read from the results, not through another hits widget (which would send its own view events).
  const { results } = useInstantSearch();
  const hits = isFirstLoad(results) ? previewFor(preview, query) : (results?.hits ?? []);
  const text = listingHeading(scope, query, hits, headingWords(t));
  // The tab and history name the listing the shopper is on: a new search changes the address, not the document.
  useEffect(() => {
    document.title = `${text} | ${fasciaName}`;
  }, [text, fasciaName]);
  return <h1 className={styles.heading}>{text}</h1>;
}

function QueryResults({ fascia, session, preview }: { fascia: FasciaSettings; session: SessionSummary | undefined; preview: ListingPreview | undefined }) {
  const { query } = useSearchBox();
  return <Results fascia={fascia} session={session} query={query} previewHits={previewFor(preview, query)} />;
}
