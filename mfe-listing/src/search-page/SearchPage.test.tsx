import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { FASCIAS, RECENTLY_VIEWED_STORAGE_KEY, type EventPayload, type ListingPreview, type RouteInfo, type SearchHit, type SessionSummary } from '@storefront/shared-contracts';
import { on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { burton, guest, makeHit, signedIn } from '../test/fixtures';
import { createFakeSearch, fakeInsights, type FakeSearchOptions } from '../test/fakeSearch';
import { SearchPageSlot } from './SearchPageSlot';

const breadcrumbs = [
  { name: 'Women', slug: 'women' },
  { name: 'Dresses', slug: 'womens-dresses' },
];

function record(n: number, size: string[], colour: string, brand: string, price: number, extra: Partial<SearchHit> = {}): SearchHit {
  return makeHit(n, {
    name: `${colour} ${n % 2 ? 'Shirt' : 'Dress'} ${n}`,
    price: price.toFixed(2),
    size,
    colourFacet: [colour],
    brand,
    category: n % 2 ? 'Shirts' : 'Dresses',
    priceRange: price < 20 ? '0-20' : price < 50 ? '20-50' : '50-max',
    occasion: 'Casual',
    breadcrumbs,
    ...extra,
  });
}

const RECORDS = [
  record(1, ['S', 'M'], 'Blue', 'Burton', 15),
  record(2, ['M'], 'Red', 'Coast', 45),
  record(3, ['L'], 'Blue', 'Burton', 30),
  record(4, ['M', 'L'], 'Green', 'Wallis', 60),
  record(5, ['S'], 'Red', 'Coast', 25),
];

const searchRoute = (q?: string): RouteInfo => ({ name: 'search', path: '/search', params: {}, query: q ? { q } : {} });

function setup(options: Partial<FakeSearchOptions> & { url?: string; route?: RouteInfo; session?: SessionSummary; fascia?: typeof burton; preview?: ListingPreview } = {}) {
  const { url = '/search', route = searchRoute(), session = guest, fascia = burton, preview, ...searchOptions } = options;
  window.history.replaceState(null, '', url);
  const search = createFakeSearch({ records: RECORDS, ...searchOptions });
  const insights = fakeInsights();
  const navigate = jest.fn();
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SearchPageSlot
        fascia={fascia}
        session={session}
        route={route}
        searchClient={search.client as never}
        insightsClient={insights.client}
        navigate={navigate}
        routeWriteDelay={0}
        {...(preview ? { preview } : {})}
      />
    </SWRConfig>,
  );
  return { search, insights, navigate, view };
}

const cardNames = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

beforeEach(() => {
  resetEventState();
  localStorage.clear();
  document.cookie = '_ALGOLIA=; Max-Age=0; Path=/';
});

describe('SearchPage', () => {
  it('searches the fascia index with the query, personalisation and analytics, and shows the hits', async () => {
    const { search } = setup({ url: '/search?q=shirt', route: searchRoute('shirt') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “shirt”' })).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Blue Shirt 1', 'Blue Shirt 3', 'Red Shirt 5']));
    expect(screen.getByText('3 products')).toBeInTheDocument();

    const main = search.lastMain();
    expect(main.indexName).toBe('burton_products');
    expect(main.params).toMatchObject({
      query: 'shirt',
      ruleContexts: ['search'],
      analyticsTags: ['fascia:burton', 'device:desktop'],
      clickAnalytics: true,
      enablePersonalization: true,
      hitsPerPage: 24,
      page: 0,
    });
    expect(main.params.userToken).toMatch(/^anonymous-/);
    expect(document.cookie).toContain(`_ALGOLIA=${String(main.params.userToken)}`);
  });

  it('fetches the first row of product images first and loads images far down the page lazily', async () => {
    setup({ url: '/search', route: searchRoute() });
    await waitFor(() => expect(cardNames()).toHaveLength(5));
    const images = screen.getAllByRole('article').map((article) => within(article).getByRole('img'));
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'auto', 'auto', 'auto']);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
  });

  it('personalises with the user id when signed in', async () => {
    const { search } = setup({ session: signedIn });
    await waitFor(() => expect(cardNames()).toHaveLength(5));
    expect(search.lastMain().params.userToken).toBe('u-42');
  });

  it('filters a category page by its slug and the brand of the path, with its rule context', async () => {
    const route: RouteInfo = { name: 'category', path: '/categories/womens-dresses/facet/collection/coast', params: { slug: 'womens-dresses', brand: 'coast' }, query: {} };
    const { search } = setup({ url: '/categories/womens-dresses/facet/collection/coast', route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dresses – Coast' })).toBeInTheDocument();
    expect(document.title).toBe('Dresses – Coast | Burton');
    expect(search.lastMain().params).toMatchObject({ filters: 'categorySlugs:"womens-dresses" AND brand:"coast"', ruleContexts: ['category-womens-dresses', 'brand-coast'] });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('shows facet panels present in the results, in the index facet ordering', async () => {
    setup({ facetOrder: ['brand', 'size', 'priceRange', 'ratingGroup'] });
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    await waitFor(() =>
      expect(within(filters).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Brand', 'Size', 'Price', 'Colour', 'Category', 'Occasion']),
    );
    const price = within(filters).getByRole('region', { name: 'Price' });
    expect(within(price).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent?.trim())).toEqual(['£20 – £50 (3)', '£0 – £20 (1)', '£50 and over (1)']);
  });

  it('lists sizes in size chart order, whatever order the search service gives', async () => {
    const sized = [record(1, ['10', '8'], 'Blue', 'Burton', 15), record(2, ['One Size', '12', '6'], 'Red', 'Coast', 45), record(3, ['M', '6', '10 Long', 'XS'], 'Blue', 'Burton', 30)];
    setup({ records: sized });
    const size = await screen.findByRole('region', { name: 'Size' });
    await waitFor(() =>
      expect(within(size).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent?.trim())).toEqual([
        '6 (2)', '8 (1)', '10 (1)', '10 Long (1)', '12 (1)', 'XS (1)', 'M (1)', 'One Size (1)',
      ]),
    );
  });

  it('on a phone, builds the facet panels when the Filters button is first opened', async () => {
    const width = window.innerWidth;
    window.innerWidth = 400;
    try {
      setup();
      await waitFor(() => expect(cardNames()).toHaveLength(5));
      const filters = screen.getByRole('complementary', { name: 'Filters' });
      expect(within(filters).queryByRole('region', { name: 'Brand' })).not.toBeInTheDocument();

      await userEvent.click(within(filters).getByRole('button', { name: 'Filters' }));
      expect(within(filters).getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
      const brand = await within(filters).findByRole('region', { name: 'Brand' });
      expect(within(brand).getByRole('checkbox', { name: 'Coast (2)' })).toBeInTheDocument();
    } finally {
      window.innerWidth = width;
    }
  });

  it('on a phone, keeps a refinement from the address before the Filters button is opened, and can remove it', async () => {
    const width = window.innerWidth;
    window.innerWidth = 400;
    try {
      const { search } = setup({ url: '/search?q=shirt&size=S', route: searchRoute('shirt') });
      await waitFor(() => expect(cardNames()).toEqual(['Blue Shirt 1', 'Red Shirt 5']));
      expect(search.lastMain().params).toMatchObject({ query: 'shirt', facetFilters: [['size:S']] });
      const filters = screen.getByRole('complementary', { name: 'Filters' });
      expect(within(filters).queryByRole('region', { name: 'Size' })).not.toBeInTheDocument();

      await userEvent.click(within(filters).getByRole('button', { name: 'Remove Size: S' }));
      await waitFor(() => expect(cardNames()).toHaveLength(3));
      await waitFor(() => expect(window.location.search).toBe('?q=shirt'));
    } finally {
      window.innerWidth = width;
    }
  });

  it('refines a facet: narrower results, the refinement in the address and a way to remove it', async () => {
    const { search } = setup();
    const size = await screen.findByRole('region', { name: 'Size' });
    await userEvent.click(await within(size).findByRole('checkbox', { name: 'M (3)' }));

    await waitFor(() => expect(cardNames()).toEqual(['Blue Shirt 1', 'Red Dress 2', 'Green Dress 4']));
    expect(search.lastMain().params.facetFilters).toEqual([['size:M']]);
    await waitFor(() => expect(window.location.search).toBe('?size=M'));

    await userEvent.click(screen.getByRole('button', { name: 'Remove Size: M' }));
    await waitFor(() => expect(cardNames()).toHaveLength(5));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('sorts with the replica of the chosen option', async () => {
    const { search } = setup();
    await waitFor(() => expect(cardNames()).toHaveLength(5));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(search.lastMain().indexName).toBe('burton_products_vi-sort-low-high'));
    await waitFor(() => expect(cardNames()).toEqual(['Blue Shirt 1', 'Red Shirt 5', 'Blue Shirt 3', 'Red Dress 2', 'Green Dress 4']));
    await waitFor(() => expect(window.location.search).toBe('?sort=price-asc'));
    expect(screen.getAllByRole('option').map((o) => o.textContent).slice(0, 5)).toEqual(['Relevance', 'Price: low to high', 'Price: high to low', 'Best sellers', 'Newest']);
  });

  // Cards are counted by role alone here: naming each of 24-30 cards on every waitFor poll
  // (cardNames) took over 100 ms a time in jsdom and ran this test past its time limit under CI load.
  const cardCount = () => screen.queryAllByRole('article').length;

  it('paginates and changes the page size', async () => {
    const many = Array.from({ length: 30 }, (_, i) => record(i + 1, ['M'], 'Blue', 'Burton', 10 + i));
    const { search } = setup({ records: many });
    await waitFor(() => expect(cardCount()).toBe(24));
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(pagination).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(cardCount()).toBe(6));
    expect(search.lastMain().params.page).toBe(1);
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', `${window.location.origin}/search`);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Products per page' }), '48');
    await waitFor(() => expect(cardCount()).toBe(30));
    expect(search.lastMain().params.hitsPerPage).toBe(48);
    await waitFor(() => expect(window.location.search).toBe('?perPage=48'));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('restores the listing from the address on load, and on back', async () => {
    const { search } = setup({ url: '/search?q=shirt&sort=price-desc&size=S&fascia=burton', route: searchRoute('shirt') });
    const entries = window.history.length;
    await waitFor(() => expect(cardNames()).toEqual(['Red Shirt 5', 'Blue Shirt 1']));
    expect(window.location.search).toBe('?fascia=burton&q=shirt&sort=price-desc&size=S');
    expect(window.history.length).toBe(entries);
    expect(search.lastMain()).toMatchObject({ indexName: 'burton_products_vi-sort-high-low', params: { query: 'shirt', facetFilters: [['size:S']] } });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Price: high to low');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('shirt');

    await userEvent.click(screen.getByRole('checkbox', { name: 'L (1)' }));
    await waitFor(() => expect(window.location.search).toBe('?fascia=burton&q=shirt&sort=price-desc&size=S&size=L'));
    expect(window.history.length).toBe(entries + 1);
    await waitFor(() => expect(cardNames()).toEqual(['Blue Shirt 3', 'Red Shirt 5', 'Blue Shirt 1']));

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?fascia=burton&q=shirt&sort=price-desc&size=S'));
    await waitFor(() => expect(cardNames()).toEqual(['Red Shirt 5', 'Blue Shirt 1']));
    expect(screen.getByRole('checkbox', { name: 'L (1)' })).not.toBeChecked();
  });

  it('searches again with the submitted query', async () => {
    const { search } = setup();
    await waitFor(() => expect(cardNames()).toHaveLength(5));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'dress');
    await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cardNames()).toEqual(['Red Dress 2', 'Green Dress 4']));
    expect(search.lastMain().params.query).toBe('dress');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “dress”');
    // The tab and history name the new search, not the page first loaded.
    expect(document.title).toBe('Search results for “dress” | Burton');
  });

  it('shows skeleton cards while the first answer loads', async () => {
    const { search } = setup({ hold: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading products');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await act(async () => search.release());
    await waitFor(() => expect(cardNames()).toHaveLength(5));
  });

  it("shows the shell's first results until the first answer, then the answer's cards in their place", async () => {
    const preview: ListingPreview = { query: 'shirt', hits: [RECORDS[2]!, RECORDS[0]!], nbHits: 2 };
    const { search } = setup({ url: '/search?q=shirt', route: searchRoute('shirt'), hold: true, preview });
    await waitFor(() => expect(cardNames()).toEqual(['Blue Shirt 3', 'Blue Shirt 1']));
    expect(screen.getByRole('list', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Loading products')).toBeNull();
    const firstImage = screen.getByRole('img', { name: /^Blue Shirt 3 / });

    await act(async () => search.release());
    await waitFor(() => expect(cardNames()).toEqual(['Blue Shirt 1', 'Blue Shirt 3', 'Red Shirt 5']));
    // The painted image is kept, not drawn again.
    expect(screen.getByRole('img', { name: /^Blue Shirt 3 / })).toBe(firstImage);
  });

  it('ignores first results of another query and shows skeleton cards instead', async () => {
    const preview: ListingPreview = { query: 'dress', hits: [RECORDS[1]!], nbHits: 1 };
    const { search } = setup({ url: '/search?q=shirt', route: searchRoute('shirt'), hold: true, preview });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading products');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await act(async () => search.release());
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });

  it('says when nothing matches, showing the query as text only', async () => {
    const query = '<img src=x onerror=alert(1)>';
    setup({ url: `/search?q=${encodeURIComponent(query)}`, route: searchRoute(query) });
    expect(await screen.findByText(`No results for “${query}”`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Search results for “${query}”`);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('tells the shopper there is no search index for the fascia, without searching', () => {
    const { search } = setup({ fascia: FASCIAS.dorothyperkins, url: '/search?q=dress', route: searchRoute('dress') });
    expect(screen.getByText('Search is unavailable: no search index available')).toBeInTheDocument();
    expect(search.client.search).not.toHaveBeenCalled();
  });

  it('logs a failed search and shows an error message', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({ fail: new Error('Index burton_products is not loaded') });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the products. Please try again later.');
    expect(error).toHaveBeenCalledWith('[listing/SearchPage] search failed: Index burton_products is not loaded');
    error.mockRestore();
  });

  describe('rule redirects', () => {
    const rules = [{ query: 'sale', userData: { redirect: '/pages/sale', redirectMobile: '/pages/sale-mobile' } }];
    const width = window.innerWidth;
    afterEach(() => {
      window.innerWidth = width;
    });

    it('follows the redirect of a matching rule', async () => {
      window.innerWidth = 1280;
      const { navigate } = setup({ url: '/search?q=sale', route: searchRoute('sale'), rules });
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pages/sale'));
      expect(navigate).toHaveBeenCalledTimes(1);
    });

    it('uses redirectMobile under 768 px', async () => {
      window.innerWidth = 375;
      const { navigate } = setup({ url: '/search?q=sale', route: searchRoute('sale'), rules });
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pages/sale-mobile'));
    });

    it('ignores a redirect that is not a web address', async () => {
      const { navigate } = setup({ url: '/search?q=sale', route: searchRoute('sale'), rules: [{ query: 'sale', userData: { redirect: 'javascript:alert(1)' } }] });
      await waitFor(() => expect(cardNames()).toHaveLength(0));
      await screen.findByText('No results for “sale”');
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  it('sends a click event with the query id and position, and quick add carries the search tracking', async () => {
    const opened: Array<EventPayload<'quick-add:open'>> = [];
    const off = on('quick-add:open', (payload) => opened.push(payload));
    const { insights } = setup({ url: '/search?q=shirt', route: searchRoute('shirt') });
    await waitFor(() => expect(cardNames()).toHaveLength(3));

    const second = screen.getByRole('article', { name: 'Blue Shirt 3' });
    const link = within(second).getByRole('link', { name: 'Blue Shirt 3' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);

    const clicks = insights.calls.filter(([method]) => method === 'clickedObjectIDsAfterSearch');
    expect(clicks).toHaveLength(1);
    const [, payload] = clicks[0]!;
    expect(payload).toEqual({ eventName: 'Product Clicked', index: 'burton_products', queryID: expect.stringMatching(/^[0-9a-f]{32}$/), objectIDs: ['P3'], positions: [2] });

    await userEvent.click(within(second).getByRole('button', { name: 'Add' }));
    expect(opened).toEqual([
      { productId: 'P3', colour: 'Blue', searchTracking: { hitObjectIDs: ['P3'], queryID: (payload as { queryID: string }).queryID, index: 'burton_products', positions: [2] } },
    ]);
    off();
  });

  it('shows recently viewed products under the search form', async () => {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(['K4', 'K2']));
    setup();
    // A chunk of its own, then a lookup 300 ms after the keys are read.
    const section = await screen.findByRole('region', { name: 'Recently viewed' }, { timeout: 5000 });
    expect(within(section).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Green Dress 4', 'Red Dress 2']);
    expect(screen.getByRole('search').compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('renders nothing for a route it does not serve', () => {
    const { view } = setup({ route: { name: 'basket', path: '/basket', params: {}, query: {} } });
    expect(view.container).toBeEmptyDOMElement();
  });
});
