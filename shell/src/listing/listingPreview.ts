// Which listing addresses the shell's server draws first results for. The
// preview must be what the listing's own first search shows, so an address
// with listing state it would not reflect (refinements, sort, page, page
// size) gets none: the listing's skeleton cards, as before.
import { ruleContextsFor, scopeFilters, scopeOf, type FasciaSettings } from '@storefront/shared-contracts';
import { OVERRIDE_PARAM } from '../registry/registry';
import type { MatchedRoute } from '../routing/matchRoute';

/** Query parameters that belong to the shell, not to the listing. */
const SHELL_PARAMS = new Set(['fascia', OVERRIDE_PARAM]);

export interface PreviewRequest {
  query: string;
  filters?: string;
  /** The listing's rule contexts: a search a query rule sends elsewhere gets no preview. */
  ruleContexts: string[];
}

export function previewRequest(route: MatchedRoute, fascia: Pick<FasciaSettings, 'search'>): PreviewRequest | null {
  if (route.name !== 'search' && route.name !== 'category') return null;
  // Hosted search holds other data than the local engine: no preview from here.
  if (fascia.search.hosts?.length) return null;
  if (Object.keys(route.query).some((key) => key !== 'q' && !SHELL_PARAMS.has(key))) return null;
  const scope = scopeOf({ name: route.name, params: route.params });
  const filters = scopeFilters(scope);
  return { query: route.query.q ?? '', ...(filters ? { filters } : {}), ruleContexts: ruleContextsFor(scope) };
}
