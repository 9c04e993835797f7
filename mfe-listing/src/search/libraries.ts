// The search libraries the listing page uses, in one module. The SearchPage
// parcel loads and evaluates this module first, in a task of its own, and the
// page's own modules after it (parcels/SearchPage.tsx): evaluated together
// they were one task of about 21 ms of CPU here, 80 ms or more on a phone.
export {
  Configure,
  DynamicWidgets,
  InstantSearch,
  useClearRefinements,
  useCurrentRefinements,
  useHits,
  useHitsPerPage,
  useInstantSearch,
  useInstantSearchContext,
  usePagination,
  useQueryRules,
  useRefinementList,
  useSearchBox,
  useSortBy,
  useStats,
} from 'react-instantsearch';
export { history } from 'instantsearch.js/es/lib/routers';
export { createInsightsClient, getRequesterForBrowser } from 'search-insights';
