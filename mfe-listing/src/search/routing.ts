// InstantSearch routing: the history router with our address format, so
// back/forward and reload restore the listing (routeState.ts holds the rules).
import { history } from './libraries';
import type { UiState } from 'instantsearch.js';
import { routeFromSearch, routeToSearch, routeToUi, uiToRoute, type IndexNaming, type ListingRouteState } from './routeState';

/** How long the router waits before writing the address while the shopper is still changing things. */
export const ROUTE_WRITE_DELAY_MS = 400;

/**
 * Rewrites the address in place into the form the router writes, so the
 * router's first write is not a new history entry (one Back press would
 * otherwise land on the same listing).
 */
export function canonicaliseAddress(win: Pick<Window, 'location' | 'history'> = window): void {
  const { pathname, search, hash } = win.location;
  const canonical = routeToSearch(routeFromSearch(search), search);
  if (canonical !== search) win.history.replaceState(win.history.state, '', `${pathname}${canonical}${hash}`);
}

export function listingRouting(indexName: string, naming: IndexNaming, writeDelay = ROUTE_WRITE_DELAY_MS) {
  return {
    router: history<ListingRouteState>({
      writeDelay,
      // The shell owns the page: leaving it must not rewrite the address.
      cleanUrlOnDispose: false,
      // Absolute, as the router compares it with location.href before pushing.
      createURL: ({ routeState, location }) => `${location.origin}${location.pathname}${routeToSearch(routeState, location.search)}${location.hash}`,
      parseURL: ({ location }) => routeFromSearch(location.search),
    }),
    stateMapping: {
      stateToRoute: (uiState: UiState): ListingRouteState => uiToRoute(uiState[indexName], naming),
      routeToState: (routeState: ListingRouteState): UiState => ({ [indexName]: routeToUi(routeState, naming) }),
    },
  };
}
