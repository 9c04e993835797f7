// pnpm --filter @storefront/search-service start — the search service alone:
// the benchmark's deterministic records (bench/searchData.ts; SEARCH_RECORDS,
// 10,000 by default) as burton_products with its sort replicas, served on
// 127.0.0.1 (SEARCH_PORT, 3200 by default) under the fascias' search keys.
// The api serves the catalogue's records instead (api/src/index.ts).
import Fastify from 'fastify';
import { createSearchService } from '../src/service';
import { benchRecords } from './searchData';

const port = Number(process.env.SEARCH_PORT ?? 3200);
const count = Number(process.env.SEARCH_RECORDS ?? 10_000);

const service = createSearchService({ indexes: { burton_products: benchRecords(count) } });
const app = Fastify();
await app.register(service.plugin);
await app.listen({ port, host: '127.0.0.1' });
console.log(`[search-service] ${count} records in burton_products on http://127.0.0.1:${port}/1/ (app id STOREFRONT, key search-only-key)`);
