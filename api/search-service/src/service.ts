// Wiring: records by index → engine (with replicas, rules, A/B tests) and the
// Fastify plugin serving the Algolia protocol over it.
import type { FastifyPluginAsync } from 'fastify';
import { FASCIAS, FASCIA_KEYS } from '@storefront/shared-contracts';
import { LocalSearchEngine } from './engine';
import { createInsightsStore, type InsightsStore } from './insights';
import { searchPlugin, type ApiKey } from './plugin';
import { PRODUCT_INDEX_SETTINGS, withDefaults } from './productSettings';
import { localSearchReader } from './read/reader';
import type { AbTest, IndexSettings, SearchRecord, SearchRule } from './types';

export interface SearchServiceOptions {
  /**
   * Records of each source index, e.g. `{ burton_products: [...] }` (any
   * iterable: a generator streams them); sort replicas are derived.
   */
  indexes: Record<string, Iterable<SearchRecord>>;
  /** Settings per source index, over the product index settings. */
  settings?: Record<string, Partial<IndexSettings>>;
  rules?: SearchRule[];
  abTests?: AbTest[];
  /** Accepted application id / API key pairs (default: the fascias' search keys). */
  apiKeys?: ApiKey[];
  /** Browser origins allowed by CORS (default: the shell on port 3000 under every fascia host name). */
  allowedOrigins?: string[] | ((origin: string) => boolean);
  /** Serve GET/DELETE /1/events/_test (default: true unless NODE_ENV is production). */
  exposeTestEvents?: boolean;
  /** Build each index on its first search rather than at once (tests). */
  buildOnFirstSearch?: boolean;
}

export interface SearchService {
  engine: LocalSearchEngine;
  insights: InsightsStore;
  /** Registers the /1/* routes; register it without a prefix. */
  plugin: FastifyPluginAsync;
}

export function defaultApiKeys(): ApiKey[] {
  const keys = FASCIA_KEYS.map((key) => ({ appId: FASCIAS[key].search.appId, apiKey: FASCIAS[key].search.apiKey }));
  return keys.filter((key, i) => keys.findIndex((other) => other.appId === key.appId && other.apiKey === key.apiKey) === i);
}

export function defaultAllowedOrigins(port = 3000): string[] {
  const hosts = new Set(FASCIA_KEYS.flatMap((key) => FASCIAS[key].hostnames));
  hosts.add('localhost');
  hosts.add('127.0.0.1');
  return [...hosts].map((host) => `http://${host}:${port}`);
}

export function createSearchService(options: SearchServiceOptions): SearchService {
  const engine = new LocalSearchEngine({
    indexes: Object.entries(options.indexes).map(([name, records]) => ({
      name,
      records,
      settings: withDefaults(options.settings?.[name], PRODUCT_INDEX_SETTINGS),
    })),
    rules: options.rules,
    abTests: options.abTests,
    buildOnFirstSearch: options.buildOnFirstSearch,
  });
  const insights = createInsightsStore();
  const plugin = searchPlugin({
    engine,
    reader: localSearchReader(engine),
    insights,
    apiKeys: options.apiKeys ?? defaultApiKeys(),
    allowedOrigins: options.allowedOrigins ?? defaultAllowedOrigins(),
    exposeTestEvents: options.exposeTestEvents ?? process.env.NODE_ENV !== 'production',
  });
  return { engine, insights, plugin };
}
