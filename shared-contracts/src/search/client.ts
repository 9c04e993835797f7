// The search client every remote uses: Algolia's own lite client, pointed at
// the fascia's hosts or, when the fascia names none, at the page's origin,
// where the shell serves the api's Algolia-protocol search service
// (docs/architecture.md §5). A subpath of its own
// (`@storefront/shared-contracts/search-client`) so only consumers that search
// bring algoliasearch in (an optional peer dependency, like react).
import { liteClient } from 'algoliasearch/lite';
import type { FasciaSettings } from '../fascia/fascias';

export interface SearchHost {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
  accept: 'read';
}

export type PageLocation = Pick<Location, 'hostname' | 'port' | 'protocol'>;

export function searchHosts(fascia: Pick<FasciaSettings, 'search'>, location: PageLocation): SearchHost[] {
  if (fascia.search.hosts && fascia.search.hosts.length > 0) {
    return fascia.search.hosts.map((host) => ({ url: host.url, protocol: host.protocol, accept: 'read', ...(host.port ? { port: host.port } : {}) }));
  }
  const port = Number(location.port) || undefined;
  return [{ url: location.hostname, protocol: location.protocol === 'https:' ? 'https' : 'http', accept: 'read', ...(port ? { port } : {}) }];
}

export type SearchClient = ReturnType<typeof liteClient>;

const clients = new Map<string, SearchClient>();

/**
 * Algolia's client tries the next host after a timeout, a 5xx or a dropped
 * connection, each time allowing longer, and fails when none is left. A hosted
 * application has fallback hosts; the page's own origin (or a single configured
 * host) has none, so one slow answer under load failed the listing. The same
 * host listed twice gives it that one retry, with the client's longer timeout.
 */
function withRetry(hosts: SearchHost[]): SearchHost[] {
  return hosts.length === 1 ? [hosts[0]!, hosts[0]!] : hosts;
}

/** One client per fascia and host set for the page, so parcels share its cache. */
export function searchClientFor(fascia: FasciaSettings, location: PageLocation = window.location): SearchClient {
  const hosts = searchHosts(fascia, location);
  const id = `${fascia.search.appId}|${JSON.stringify(hosts)}`;
  let client = clients.get(id);
  if (!client) {
    client = liteClient(fascia.search.appId, fascia.search.apiKey, { hosts: withRetry(hosts) });
    clients.set(id, client);
  }
  return client;
}
