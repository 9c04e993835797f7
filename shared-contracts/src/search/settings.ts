// Where the site searches: the local Algolia-protocol service on the page's
// origin (the default), or hosted Algolia (or any Algolia-protocol endpoint)
// named by the servers' environment. The shell and the api read it at start;
// the shell puts the effective settings in each document's boot data (the
// fascia's `search`), which every remote reads, so moving search needs no
// rebuild of any bundle. Server-only: its own subpath
// (`@storefront/shared-contracts/search-settings`) keeps it out of the bundles.
import { FASCIA_KEYS, isFasciaKey, type FasciaKey, type FasciaSettings } from '../fascia/fascias';

export type SearchHostSetting = NonNullable<FasciaSettings['search']['hosts']>[number];

export interface HostedSearchSettings {
  appId: string;
  /** The search-only key: every browser is sent it. */
  apiKey: string;
  hosts: SearchHostSetting[];
  /** Where the listing sends click and view events (an origin). */
  insightsUrl: string;
  /** Put before each fascia's own index name (`prod_` → `prod_burton_products`). */
  indexPrefix: string;
  /** A fascia's hosted index name when it is not prefix + its own name. */
  indexes: Partial<Record<FasciaKey, string>>;
}

/** null: the local search service on the page's origin. */
export type SearchSettings = HostedSearchSettings | null;

/** The variables, in the order the README lists them. */
export const SEARCH_ENV_NAMES = ['SEARCH_HOSTS', 'SEARCH_APP_ID', 'SEARCH_API_KEY', 'SEARCH_INDEX_PREFIX', 'SEARCH_INDEXES', 'SEARCH_INSIGHTS_URL'] as const;

/** Algolia's own insights endpoint: search-insights' default too. */
export const ALGOLIA_INSIGHTS_URL = 'https://insights.algolia.io';

export class SearchSettingsError extends Error {
  override name = 'SearchSettingsError';
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopback = (hostname: string) => LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost');
const INDEX_NAME = /^[\w.-]+$/;

/** An origin (https, or http on this machine: a page on https cannot call plain http anywhere else). */
function parseOrigin(variable: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SearchSettingsError(`${variable}: "${value}" is not a URL; write it with its scheme, e.g. https://APPID-dsn.algolia.net`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new SearchSettingsError(`${variable}: "${value}" is not an http(s) URL`);
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    throw new SearchSettingsError(`${variable}: "${value}" must use https (plain http only for localhost and loopback addresses)`);
  }
  if (url.username || url.password) throw new SearchSettingsError(`${variable}: "${value}" must not carry credentials (the key goes in SEARCH_API_KEY)`);
  if (url.pathname !== '/' || url.search || url.hash) throw new SearchSettingsError(`${variable}: "${value}" must be an origin only, with no path, query or fragment`);
  return url;
}

function parseHosts(value: string): SearchHostSetting[] {
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) throw new SearchSettingsError('SEARCH_HOSTS names no host');
  const hosts = entries.map((entry): SearchHostSetting => {
    const url = parseOrigin('SEARCH_HOSTS', entry);
    return { url: url.hostname, protocol: url.protocol === 'https:' ? 'https' : 'http', ...(url.port ? { port: Number(url.port) } : {}) };
  });
  return hosts.filter((host, i) => hosts.findIndex((other) => JSON.stringify(other) === JSON.stringify(host)) === i);
}

function parseIndexes(value: string): Partial<Record<FasciaKey, string>> {
  const indexes: Partial<Record<FasciaKey, string>> = {};
  for (const pair of value.split(',').map((entry) => entry.trim()).filter(Boolean)) {
    const [key = '', name = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (!isFasciaKey(key)) throw new SearchSettingsError(`SEARCH_INDEXES: "${key}" is not a fascia (one of ${FASCIA_KEYS.join(', ')})`);
    if (rest.length > 0 || !INDEX_NAME.test(name)) throw new SearchSettingsError(`SEARCH_INDEXES: "${pair}" is not fascia=index (letters, digits, _ . - in the name)`);
    if (indexes[key]) throw new SearchSettingsError(`SEARCH_INDEXES names ${key} twice`);
    indexes[key] = name;
  }
  return indexes;
}

/**
 * The search settings of SEARCH_* (README, Configuration). Throws a
 * SearchSettingsError that says what to fix, so a server stops at start
 * rather than serve pages whose search fails.
 */
export function searchSettingsFromEnv(env: Record<string, string | undefined>): SearchSettings {
  const read = (name: (typeof SEARCH_ENV_NAMES)[number]) => env[name]?.trim() || undefined;
  const hostsValue = read('SEARCH_HOSTS');
  if (!hostsValue) {
    // The local service accepts its own keys and has its own index names only.
    const stray = SEARCH_ENV_NAMES.filter((name) => read(name) !== undefined);
    if (stray.length > 0) {
      throw new SearchSettingsError(
        `${stray.join(', ')} set without SEARCH_HOSTS: they configure hosted search only. Set SEARCH_HOSTS (e.g. https://APPID-dsn.algolia.net), or unset them to use the local search service`,
      );
    }
    return null;
  }
  const hosts = parseHosts(hostsValue);
  const appId = read('SEARCH_APP_ID');
  const apiKey = read('SEARCH_API_KEY');
  if (!appId) throw new SearchSettingsError('SEARCH_APP_ID is required with SEARCH_HOSTS (the application id)');
  if (!/^[\w-]+$/.test(appId)) throw new SearchSettingsError(`SEARCH_APP_ID: "${appId}" may hold letters, digits, - and _ only`);
  if (!apiKey) throw new SearchSettingsError('SEARCH_API_KEY is required with SEARCH_HOSTS (a search-only key: every browser is sent it)');
  if (/\s/.test(apiKey)) throw new SearchSettingsError('SEARCH_API_KEY must not contain spaces');
  const indexPrefix = read('SEARCH_INDEX_PREFIX') ?? '';
  if (indexPrefix && !INDEX_NAME.test(indexPrefix)) throw new SearchSettingsError(`SEARCH_INDEX_PREFIX: "${indexPrefix}" may hold letters, digits, _ . - only`);
  const indexesValue = read('SEARCH_INDEXES');
  const insightsValue = read('SEARCH_INSIGHTS_URL');
  return {
    appId,
    apiKey,
    hosts,
    insightsUrl: insightsValue ? parseOrigin('SEARCH_INSIGHTS_URL', insightsValue).origin : ALGOLIA_INSIGHTS_URL,
    indexPrefix,
    indexes: indexesValue ? parseIndexes(indexesValue) : {},
  };
}

/** The fascia as the page searches with these settings: unchanged for the local service. */
export function withSearchSettings(fascia: FasciaSettings, settings: SearchSettings): FasciaSettings {
  if (!settings) return fascia;
  const own = fascia.search.sourceIndex;
  const sourceIndex = settings.indexes[fascia.key] ?? (own ? `${settings.indexPrefix}${own}` : null);
  return {
    ...fascia,
    search: { sourceIndex, appId: settings.appId, apiKey: settings.apiKey, hosts: settings.hosts, insightsUrl: settings.insightsUrl },
  };
}
