import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { makeContext } from '../../kit/common/testing';
import WishlistCarousel from './index';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const card = (key: string, name: string) => ({ id: key, productKey: key, name, slug: key.toLowerCase(), price: '25.00', colour: 'Black', colourVariants: [], priceVariants: [], imagesResponsive: [] });

function answer(body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const show = (visitor: 'guest' | 'signedIn') =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <WishlistCarousel section={{ id: 'w', type: 'wishlistCarousel' }} context={makeContext({ visitor, session: visitor === 'signedIn' ? { user: { id: 'c1', guest: false }, basketCount: 0 } : null })} />
    </SWRConfig>,
  );

it('shows a signed-in shopper their saved items with a link to the wishlist', async () => {
  const fetchMock = answer({ products: [card('DRS1', 'Saved dress'), card('TOP1', 'Saved top'), { broken: true }] });
  show('signedIn');
  expect(await screen.findByRole('link', { name: 'Saved dress' })).toHaveAttribute('href', '/product/drs1?colour=Black');
  expect(screen.getByRole('link', { name: 'Saved top' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Your saved items' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View all saved items' })).toHaveAttribute('href', '/wishlist');
  expect(fetchMock).toHaveBeenCalledWith('/_api/search/wishlistProductSearch', expect.anything());
});

it('shows guests nothing and asks for nothing', () => {
  const fetchMock = answer({ products: [card('DRS1', 'Saved dress')] });
  const { container } = show('guest');
  expect(container).toBeEmptyDOMElement();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('shows nothing when nothing is saved', async () => {
  const fetchMock = answer({ products: [] });
  const { container } = show('signedIn');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetchMock).toHaveBeenCalled();
  expect(container).toBeEmptyDOMElement();
});
