/**
 * @jest-environment-options {"url": "http://localhost:3000/search"}
 */
// Contract: the listing's real search page (React InstantSearch with our
// components and the real algoliasearch lite client) against the api's real
// search service over HTTP. The api runs in a child process on a free port
// (its embedded database and native modules do not load under jsdom); the
// page's origin is the shell's, which the service allows by CORS. What the
// page shows is compared with what the service answers the same client.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { searchIndexName, type FasciaSettings, type RouteInfo, type SearchHit } from '@storefront/shared-contracts';
import { searchClientFor, type ListingSearchClient } from '../search/client';
import { sortIndexName } from '../search/sortOptions';
import { fakeInsights } from '../test/fakeSearch';
import { burton, guest } from '../test/fixtures';
import { SearchPageSlot } from './SearchPageSlot';

// Starting the api (catalogue, indexes, database) takes seconds on a busy machine.
jest.setTimeout(90_000);

let api: ChildProcess | undefined;
let fascia: FasciaSettings;
let client: ListingSearchClient;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The api's own server entry (api/src/main.ts), run as the shell runs it in development. */
function startApi(port: number): Promise<ChildProcess> {
  const apiDir = join(dirname(require.resolve('@storefront/api')), '..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1', STOREFRONT_DATA_DIR: 'memory://', STOREFRONT_WARM_IMAGES: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`api on http://localhost:${port}`)) resolve(child);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`the api exited (${code}) before listening:\n${output}`)));
  });
}

beforeAll(async () => {
  // Answers arrive over real HTTP, outside act(): this is not a unit test's act environment.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const port = await freePort();
  api = await startApi(port);
  // Hosted-search configuration: the fascia names the service's host.
  fascia = { ...burton, search: { ...burton.search, hosts: [{ url: '127.0.0.1', port, protocol: 'http' }] } };
  client = searchClientFor(fascia);
});

afterAll(() => {
  api?.kill('SIGTERM');
});

const searchRoute = (q: string): RouteInfo => ({ name: 'search', path: '/search', params: {}, query: { q } });

function renderPage(address: string, q: string) {
  window.history.replaceState(null, '', address);
  const insights = fakeInsights();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SearchPageSlot fascia={fascia} session={guest} route={searchRoute(q)} searchClient={client as never} insightsClient={insights.client} navigate={jest.fn()} routeWriteDelay={0} />
    </SWRConfig>,
  );
  return insights;
}

interface Answer {
  hits: SearchHit[];
  nbHits: number;
  queryID?: string;
}

/** The service's answer to the same client, outside the page. */
async function ask(request: { indexName: string; query: string; facetFilters?: string[][]; page?: number; hitsPerPage?: number }): Promise<Answer> {
  const { results } = await client.search({ requests: [{ hitsPerPage: 24, ...request }] });
  return results[0] as unknown as Answer;
}

/** The results list once its latest answer is shown. */
async function settled(): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: 'Products' }, { timeout: 20_000 });
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'), { timeout: 20_000 });
  return list;
}

/** Card names in the order shown. */
function shownNames(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id ?? '')?.textContent ?? '');
}

function shownPrices(list: HTMLElement): number[] {
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getAllByText(/^£\d+\.\d{2}( – £\d+\.\d{2})?$/)[0]!.textContent ?? '')
    .map((text) => Number(/£(\d+\.\d{2})/.exec(text)?.[1]));
}

const countText = (n: number) => `${n} product${n === 1 ? '' : 's'}`;

describe('the search page against the search service', () => {
  it('shows the hits, refines by a facet, sorts by price and pages as the service answers', async () => {
    const user = userEvent.setup();
    const index = searchIndexName(fascia);
    const insights = renderPage('/search?q=shirt', 'shirt');

    const expected = await ask({ indexName: index, query: 'shirt' });
    expect(expected.nbHits).toBeGreaterThan(24);
    let list = await settled();
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “shirt”' })).toBeInTheDocument();
    await waitFor(() => expect(shownNames(list)).toEqual(expected.hits.map((hit) => hit.name)));
    expect(screen.getByText(countText(expected.nbHits))).toBeInTheDocument();
    // A click on a result carries the query id the service gave this search, and the position.
    const first = within(list).getAllByRole('article')[0]!;
    const link = within(first).getByRole('link', { name: expected.hits[0]!.name });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    const clicks = insights.calls.filter(([method]) => method === 'clickedObjectIDsAfterSearch');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]![1]).toEqual(expect.objectContaining({ index, queryID: expect.stringMatching(/^[0-9a-f]{32}$/), objectIDs: [expected.hits[0]!.objectID], positions: [1] }));

    // A facet value offered with its count: refining shows exactly that many.
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const blue = within(filters).getByRole('checkbox', { name: /^Blue \(\d+\)$/ });
    const blueCount = Number(/\((\d+)\)/.exec(blue.parentElement?.textContent ?? '')?.[1]);
    await user.click(blue);
    const refined = await ask({ indexName: index, query: 'shirt', facetFilters: [['colourFacet:Blue']] });
    expect(refined.nbHits).toBe(blueCount);
    await waitFor(() => expect(screen.getByText(countText(blueCount))).toBeInTheDocument(), { timeout: 20_000 });
    list = await settled();
    expect(shownNames(list)).toEqual(refined.hits.map((hit) => hit.name));
    expect(within(filters).getByRole('checkbox', { name: /^Blue \(\d+\)$/ })).toBeChecked();
    await waitFor(() => expect(window.location.search).toContain('colour=Blue'));

    // Sorted by price: the service's replica order, every card's price in order.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    const sorted = await ask({ indexName: sortIndexName(fascia, 'price-asc'), query: 'shirt', facetFilters: [['colourFacet:Blue']] });
    await waitFor(() => expect(shownNames(list)).toEqual(sorted.hits.map((hit) => hit.name)), { timeout: 20_000 });
    list = await settled();
    const prices = shownPrices(list);
    expect(prices.every((price, i) => Number.isFinite(price) && (i === 0 || price >= prices[i - 1]!))).toBe(true);
    await waitFor(() => expect(window.location.search).toContain('sort=price-asc'));

    // The next page: the service's second page of the same order.
    expect(sorted.nbHits).toBeGreaterThan(24);
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Next page' }));
    const second = await ask({ indexName: sortIndexName(fascia, 'price-asc'), query: 'shirt', facetFilters: [['colourFacet:Blue']], page: 1 });
    await waitFor(() => expect(shownNames(list)).toEqual(second.hits.map((hit) => hit.name)), { timeout: 20_000 });
    expect(shownPrices(list)[0]).toBeGreaterThanOrEqual(prices.at(-1)!);
    await waitFor(() => expect(window.location.search).toContain('page=2'));
  });
});
