// The exposed lifecycles as the shell drives them: bootstrap, mount, update, unmount.
import { screen, waitFor } from '@testing-library/react';
import { RECENTLY_VIEWED_STORAGE_KEY, type ParcelModule } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { outsideAct } from '@storefront/shared-contracts/testing';
import * as searchParcel from './SearchPage';
import * as recentParcel from './RecentlyViewed';
import * as cardModule from '../exposed/ProductCard';
import { burton, guest, makeHit } from '../test/fixtures';
import { createFakeSearch, fakeInsights } from '../test/fakeSearch';

type AnyProps = Record<string, unknown> & { name: string; domElement: HTMLElement };
const call = (fn: ParcelModule<never>['mount'] | undefined, props: AnyProps) => (fn as unknown as (p: AnyProps) => Promise<unknown>)(props);

outsideAct();

beforeEach(() => {
  resetEventState();
  localStorage.clear();
});

function slot(name: string) {
  const element = document.createElement('div');
  element.dataset.slot = name;
  document.body.appendChild(element);
  return element;
}

it('mounts the search page, re-renders on update (fascia language) and unmounts', async () => {
  window.history.replaceState(null, '', '/search?q=product');
  const search = createFakeSearch({ records: [makeHit(1), makeHit(2)] });
  const element = slot('listing');
  const props: AnyProps = {
    name: 'listing/SearchPage',
    domElement: element,
    fascia: burton,
    session: guest,
    route: { name: 'search', path: '/search', params: {}, query: { q: 'product' } },
    searchClient: search.client,
    insightsClient: fakeInsights().client,
  };
  await call(searchParcel.bootstrap, props);
  await call(searchParcel.mount, props);
  expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “product”' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));

  await call(searchParcel.update, { ...props, fascia: { ...burton, locale: 'fr-FR' } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Résultats de recherche pour «\u00a0product\u00a0»' })).toBeInTheDocument();

  await call(searchParcel.unmount, props);
  expect(element).toBeEmptyDOMElement();
});

it('mounts recently viewed on a product page, recording the product', async () => {
  localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(['K2']));
  const search = createFakeSearch({ records: [makeHit(1), makeHit(2)] });
  const element = slot('recently-viewed');
  const props: AnyProps = {
    name: 'listing/RecentlyViewed',
    domElement: element,
    fascia: burton,
    session: guest,
    route: { name: 'product', path: '/product/product-1', params: { slug: 'product-1' }, query: {} },
    page: { product: { key: 'K1' }, badges: [], socialProof: null },
    searchClient: search.client,
  };
  await call(recentParcel.bootstrap, props);
  await call(recentParcel.mount, props);
  expect(await screen.findByRole('region', { name: 'Recently viewed' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Product 2' })).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]')).toEqual(['K1', 'K2']);
  await call(recentParcel.unmount, props);
  expect(element).toBeEmptyDOMElement();
});

it('renders nothing, without failing, when the shell passes no fascia', async () => {
  const element = slot('listing');
  const props: AnyProps = { name: 'listing/SearchPage-empty', domElement: element, route: { name: 'search', path: '/search', params: {}, query: {} } };
  await call(searchParcel.bootstrap, props);
  await call(searchParcel.mount, props);
  expect(element).toBeEmptyDOMElement();
  await call(searchParcel.unmount, props);
});

it('exposes the product card as a plain component for other remotes', () => {
  expect(typeof cardModule.ProductCard).toBe('function');
  expect(cardModule.toCardData({})).toBeNull();
});
