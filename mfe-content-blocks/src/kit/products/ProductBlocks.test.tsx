import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { on } from '@storefront/shared-contracts/events/bus';
import type { ProductSearchRequest } from '../../products/lookup';
import { makeContext, mockMatchMedia } from '../common/testing';
import ProductCarousel from '../../blocks/productCarousel';
import ProductGrid from '../../blocks/productGrid';
import TabbedProductCarousel from '../../blocks/tabbedProductCarousel';
import PersonalisedCarousel from '../../blocks/personalisedCarousel';

const search = { requests: [] as ProductSearchRequest[], hits: (_request: ProductSearchRequest): unknown[] => [] };

jest.mock('../../products/searchClient', () => ({
  contentSearchClient: () => ({
    search: async ({ requests }: { requests: ProductSearchRequest[] }) => {
      search.requests.push(...requests);
      return { results: requests.map((request) => ({ hits: search.hits(request) })) };
    },
  }),
}));

const hit = (key: string, name: string, extra: Record<string, unknown> = {}) => ({ id: key, productKey: key, name, slug: key.toLowerCase(), price: '30.00', imagesResponsive: [{ desktop: { url: `/images/${key}.jpg` } }], ...extra });

const wrap = (ui: ReactNode) => render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);

let restore = () => undefined as void;
beforeEach(() => {
  search.requests = [];
  search.hits = () => [];
});
const realFetch = globalThis.fetch;
afterEach(() => {
  restore();
  globalThis.fetch = realFetch;
});

describe('product carousel', () => {
  it('shows the found products as cards linked to their pages, and later ones with Next (desktop)', async () => {
    restore = mockMatchMedia(['(min-width: 768px)']);
    search.hits = () => Array.from({ length: 10 }, (_, i) => hit(`DRS${i + 1}`, `Dress ${i + 1}`));
    wrap(<ProductCarousel section={{ id: 'p', type: 'productCarousel', title: 'New dresses', productCategory: 'womens-dresses', viewAll: { label: 'View all dresses', href: '/categories/womens-dresses' } }} context={makeContext()} />);
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Dress 1' })).toHaveAttribute('href', '/product/drs1');
    expect(screen.getByRole('link', { name: 'Dress 10' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all dresses' })).toHaveAttribute('href', '/categories/womens-dresses');
    expect(search.requests[0]).toMatchObject({ hitsPerPage: 10, filters: 'categorySlugs:"womens-dresses"' });
    fireEvent.click(screen.getByRole('button', { name: 'Next items' }));
    expect(within(screen.getByRole('group', { name: 'New dresses' })).getByRole('status')).toHaveTextContent('Showing items 2 to 4 of 10');
  });

  it('keeps the skeleton placeholder when the search finds nothing', async () => {
    wrap(<ProductCarousel section={{ id: 'p', type: 'productCarousel', searchTerm: 'nothing at all' }} context={makeContext()} />);
    await screen.findByRole('status', { name: 'Loading products' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(search.requests).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a product grid as a list of cards', async () => {
    search.hits = () => [hit('TOP1', 'Linen top'), hit('TOP2', 'Silk top')];
    wrap(<ProductGrid section={{ id: 'g', type: 'productGrid', title: 'Tops', brand: 'Coast' }} context={makeContext()} />);
    const list = await screen.findByRole('list', { name: 'Tops' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(search.requests[0]!.filters).toBe('brand:"Coast"');
  });
});

describe('tabbed product carousels', () => {
  const terms = [
    { label: 'Dresses', productCategory: 'womens-dresses' },
    { label: 'Coats', searchTerm: 'coat' },
    { label: 'Oasis', brand: 'Oasis' },
  ];

  beforeEach(() => {
    search.hits = (request) => (request.query === 'coat' ? [hit('COT1', 'Wool coat')] : request.filters?.includes('Oasis') ? [hit('OAS1', 'Oasis skirt')] : [hit('DRS1', 'Midi dress')]);
  });

  it('changes the products when another tab is chosen', async () => {
    wrap(<TabbedProductCarousel section={{ id: 't', type: 'tabbedProductCarousel', title: 'Shop the edit', terms }} context={makeContext()} />);
    expect(screen.getByRole('tablist', { name: 'Shop the edit' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dresses' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(screen.getByRole('tabpanel', { name: 'Dresses' })).findByRole('link', { name: 'Midi dress' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Coats' }));
    expect(await within(screen.getByRole('tabpanel', { name: 'Coats' })).findByRole('link', { name: 'Wool coat' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Midi dress' })).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, wrapping around', async () => {
    wrap(<PersonalisedCarousel section={{ id: 'p', type: 'personalisedCarousel', categories: terms }} context={makeContext()} />);
    const dresses = screen.getByRole('tab', { name: 'Dresses' });
    dresses.focus();
    fireEvent.keyDown(dresses, { key: 'ArrowLeft' });
    const oasis = screen.getByRole('tab', { name: 'Oasis' });
    expect(oasis).toHaveFocus();
    expect(oasis).toHaveAttribute('aria-selected', 'true');
    expect(oasis).toHaveAttribute('tabindex', '0');
    expect(dresses).toHaveAttribute('tabindex', '-1');
    expect(await screen.findByRole('link', { name: 'Oasis skirt' })).toBeInTheDocument();
    fireEvent.keyDown(oasis, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Dresses' })).toHaveFocus();
  });
});

describe('the premier membership product (spec 3 §4)', () => {
  beforeEach(() => {
    search.hits = () => [hit('PRM1', 'Premier delivery', { isPremier: true })];
  });

  it('asks guests to sign up and add', async () => {
    const requests: unknown[] = [];
    const off = on('session:sign-in-requested', (payload) => requests.push(payload));
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    wrap(<ProductCarousel section={{ id: 'p', type: 'productCarousel', skus: ['PRM1'] }} context={makeContext({ visitor: 'guest' })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up and add' }));
    expect(requests).toEqual([{ reason: 'premier', returnTo: '/premier/prm1' }]);
    expect(fetchSpy).not.toHaveBeenCalled();
    off();
  });

  it('shows an active member their membership, from GET /account, instead of an add button', async () => {
    const fetchSpy = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ user: { id: 'cust-0002', guest: false, premierExpiry: '2099-12-31' }, cart: null }) }));
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    wrap(
      <ProductCarousel
        section={{ id: 'p', type: 'productCarousel', skus: ['PRM1'] }}
        context={makeContext({ visitor: 'signedIn', session: { user: { id: 'cust-0002', guest: false }, basketCount: 0 } })}
      />,
    );
    expect(await screen.findByText('Unlimited membership active, valid until 31 December 2099')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up and add' })).not.toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/account', expect.anything());
  });
});
