import { act, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { CARD_HIT_ATTRIBUTES, FASCIAS, RECENTLY_VIEWED_STORAGE_KEY, type ProductParcelProps } from '@storefront/shared-contracts';
import { burton, guest, makeHit } from '../test/fixtures';
import type { LookupClient } from './lookup';
import { RecentlyViewedSlot } from './RecentlyViewedSlot';

function fakeClient(hits = [makeHit(1), makeHit(2), makeHit(3)]) {
  return { search: jest.fn<ReturnType<LookupClient['search']>, Parameters<LookupClient['search']>>(async () => ({ results: [{ hits }] })) };
}

function productPage(key: string): ProductParcelProps['page'] {
  return { product: { key } as ProductParcelProps['page']['product'], badges: [], socialProof: null };
}

function renderSlot(props: Partial<Parameters<typeof RecentlyViewedSlot>[0]> & { searchClient: LookupClient }) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RecentlyViewedSlot fascia={burton} session={guest} route={{ name: 'product', path: '/product/x', params: {}, query: {} }} {...props} />
    </SWRConfig>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('RecentlyViewed parcel', () => {
  it('records the viewed product and shows the others, newest first', async () => {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(['K3', 'K1', 'K2']));
    const client = fakeClient();
    renderSlot({ page: productPage('K1'), searchClient: client });

    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]')).toEqual(['K1', 'K3', 'K2']);
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    const names = within(section).getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    expect(names).toEqual(['Product 3', 'Product 2']);
    expect(client.search).toHaveBeenCalledWith({
      requests: [
        {
          indexName: 'burton_products',
          query: '',
          filters: 'productKey:"K3" OR productKey:"K2"',
          hitsPerPage: 10,
          attributesToRetrieve: [...CARD_HIT_ATTRIBUTES],
          attributesToHighlight: [],
          analyticsTags: ['recently-viewed', 'locale:en', 'fascia:burton'],
        },
      ],
    });
  });

  it('waits 300 ms before looking the products up', async () => {
    jest.useFakeTimers();
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(['K2']));
    const client = fakeClient();
    renderSlot({ page: productPage('K1'), searchClient: client });
    act(() => {
      jest.advanceTimersByTime(299);
    });
    expect(client.search).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(client.search).toHaveBeenCalledTimes(1);
  });

  it('shows nothing and asks nothing when nothing else was viewed', async () => {
    const client = fakeClient();
    const { container } = renderSlot({ page: productPage('K1'), searchClient: client });
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(container).toBeEmptyDOMElement();
    expect(client.search).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]')).toEqual(['K1']);
  });

  it('leaves quick add out when the fascia turns it off in recently viewed', async () => {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(['K2']));
    const fascia = { ...burton, features: { ...burton.features, quickAddInRecentlyViewed: false } };
    renderSlot({ fascia, page: productPage('K1'), searchClient: fakeClient() });
    await screen.findByRole('region', { name: 'Recently viewed' });
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('logs a failed lookup and shows nothing', async () => {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(['K2']));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = { search: jest.fn(async () => Promise.reject(new Error('HTTP 500'))) };
    const { container } = renderSlot({ page: productPage('K1'), searchClient: client });
    await waitFor(() => expect(error).toHaveBeenCalledWith('[listing/RecentlyViewed] lookup failed: HTTP 500'));
    expect(container).toBeEmptyDOMElement();
    error.mockRestore();
  });

  it('renders nothing for a fascia without a search index', () => {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(['K2']));
    const client = fakeClient();
    const { container } = renderSlot({ fascia: FASCIAS.dorothyperkins, page: productPage('K1'), searchClient: client });
    expect(container).toBeEmptyDOMElement();
  });
});
