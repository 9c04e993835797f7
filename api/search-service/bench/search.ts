// pnpm bench:search — the search service's performance figures on a
// deterministic 50,000-record index, measured through the real algoliasearch
// client over HTTP on 127.0.0.1. Bounded loops, loopback only; exits by itself
// with status 1 when a requirement is missed.
import { algoliasearch } from 'algoliasearch';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { createSearchService } from '../src/service';
import { benchRecords } from './searchData';

const RECORDS = 50_000;
const WARM_UP = 200;
const MEASURED = 500;
const INDEX = 'burton_products';

const LIMITS = { buildMs: 3000, queryMedianMs: 5, facetsMedianMs: 20, rssMb: 400 };

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function measure(label: string, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < MEASURED; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.log(`${label}: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (${MEASURED} runs after ${WARM_UP} warm-up)`);
  return { median, p95 };
}

async function main() {
  // Generating the records is not part of the build.
  const records = [...benchRecords(RECORDS)];
  const buildStarted = performance.now();
  const service = createSearchService({ indexes: { [INDEX]: records }, exposeTestEvents: false });
  const buildMs = performance.now() - buildStarted;
  console.log(`index build: ${RECORDS} records, primary + ${service.engine.indexNames().length - 1} replicas in ${buildMs.toFixed(0)} ms`);

  const app = Fastify();
  await app.register(service.plugin);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const client = algoliasearch('STOREFRONT', 'search-only-key', {
    hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }],
  });

  const queries = ['midi dress', 'satin dre', 'linen shirt', 'velvet cush', 'cable jumper', 'floral blo', 'wool coat', 'matte lip', 'ribbed top', 'wide jeans'];
  const facets = ['brand', 'size', 'colourFacet', 'category', 'priceRange', 'delivery', 'style', 'occasion'];
  let hitsSeen = 0;
  const sortedQuery = await measure('two-word query, 8 facets, 2 facet filters, price-sorted replica', async (i) => {
    const { results } = await client.search({
      requests: [
        {
          indexName: `${INDEX}_vi-sort-low-high`,
          query: queries[i % queries.length]!,
          facets,
          facetFilters: [['colourFacet:Black', 'colourFacet:Navy', 'colourFacet:Blue'], 'delivery:Standard Delivery'],
          hitsPerPage: 24,
        },
      ],
    });
    hitsSeen += (results[0] as { nbHits: number }).nbHits;
  });
  console.log(`  (average nbHits ${(hitsSeen / (WARM_UP + MEASURED)).toFixed(0)})`);

  const allFacets = await measure('empty query, facet counts over all 50,000 (facets: *)', async () => {
    const { results } = await client.search({ requests: [{ indexName: INDEX, query: '', facets: ['*'], hitsPerPage: 24 }] });
    if ((results[0] as { nbHits: number }).nbHits !== RECORDS) throw new Error('expected every record');
  });

  const memory = process.memoryUsage();
  const rssMb = memory.rss / 1024 / 1024;
  console.log(`memory: rss ${rssMb.toFixed(0)} MB, heap used ${(memory.heapUsed / 1024 / 1024).toFixed(0)} MB`);

  await app.close();

  const checks: Array<[string, boolean]> = [
    [`index build < ${LIMITS.buildMs} ms`, buildMs < LIMITS.buildMs],
    [`sorted query median <= ${LIMITS.queryMedianMs} ms`, sortedQuery.median <= LIMITS.queryMedianMs],
    [`facet counts median <= ${LIMITS.facetsMedianMs} ms`, allFacets.median <= LIMITS.facetsMedianMs],
    [`rss < ${LIMITS.rssMb} MB`, rssMb < LIMITS.rssMb],
  ];
  for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'} ${label}`);
  const passed = checks.filter(([, ok]) => ok).length;
  console.log(`${passed} passed, ${checks.length - passed} failed`);
  process.exitCode = passed === checks.length ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
