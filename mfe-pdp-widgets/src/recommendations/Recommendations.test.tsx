import { screen, waitFor, within } from '@testing-library/react';
import { FASCIAS, type Product } from '@storefront/shared-contracts';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { Recommendations } from './Recommendations';
import { engineItem } from './test-items';
import { fakeApi, json, renderIn } from './test-render';

function dress(department = 'Womenswear'): Product {
  const variant = makeVariant({ id: 'navy-10', colour: 'Navy', size: '10' });
  return makeProduct([{ ...variant, attributes: { ...variant.attributes, department, categoryTaxonomy: 'Womenswear > Clothing > Dresses' } }], {
    id: '10001',
    key: 'DRS10001',
  });
}

const similarItems = [engineItem(10002, { was: 50 }), { ...engineItem(10003), image: undefined }, engineItem(10004), { ...engineItem(10005), url: '' }];
const sponsoredItems = [engineItem(10006), engineItem(10007, { was: 40 })];

let errors: jest.SpyInstance;
let infos: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  infos = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  infos.mockRestore();
});

const engine = (answers: Record<string, unknown[] | number | 'hang'>) =>
  fakeApi({
    '/_api/recommendations': (url) => {
      const answer = answers[url.searchParams.get('recommendationId')!];
      if (answer === 'hang') return 'hang';
      if (typeof answer === 'number') return json(answer, { error: 'INTERNAL' });
      return json(200, { recommendationId: url.searchParams.get('recommendationId'), items: answer ?? [] });
    },
  });

describe('Recommendations', () => {
  it('shows a skeleton, then the similar and sponsored carousels of valid items as product cards with Save N%', async () => {
    const api = engine({ similar: similarItems, sponsored: sponsoredItems });
    renderIn(<Recommendations product={dress()} fascia={FASCIAS.burton} />);
    expect(screen.getByRole('status', { name: 'Loading Similar products' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Sponsored products' })).toBeInTheDocument();

    const similar = await screen.findByRole('region', { name: 'Similar products' });
    const sponsored = await screen.findByRole('region', { name: 'Sponsored products' });
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
    // In jest there is no federation: the plain card stands in for listing/ProductCard.
    expect(within(similar).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Product 10002', 'Product 10004']);
    expect(within(similar).getByRole('link', { name: 'Product 10002' })).toHaveAttribute('href', '/product/product-10002?colour=Navy&size=10');
    expect(within(similar).getByText('Save 36%')).toBeInTheDocument();
    expect(within(similar).getByText('Was £50.00')).toBeInTheDocument();
    expect(within(similar).getAllByText(/Save/)).toHaveLength(1);
    expect(within(similar).getAllByRole('listitem')).toHaveLength(2);
    expect(within(similar).getByRole('button', { name: 'Previous products' })).toBeInTheDocument();
    expect(within(similar).getByRole('button', { name: 'Next products' })).toBeInTheDocument();

    expect(within(sponsored).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Product 10006', 'Product 10007']);
    expect(within(sponsored).getAllByText('Sponsored')).toHaveLength(2);
    expect(within(sponsored).getByText('Save 8%')).toBeInTheDocument();

    // Similar first, then sponsored (spec 2 §2's order).
    expect(similar.compareDocumentPosition(sponsored) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const urls = api.requested().map((path) => new URL(path, 'http://shop.test'));
    expect(urls.map((u) => [u.pathname, Object.fromEntries(u.searchParams)])).toEqual([
      ['/_api/recommendations', { recommendationId: 'similar', productId: '10001', size: '10', fillWithRandom: 'true' }],
      ['/_api/recommendations', { recommendationId: 'sponsored', productId: '10001', size: '10', fillWithRandom: 'true' }],
    ]);
  });

  it('shows similar products as a grid under the similarProductsGrid flag, sponsored still a carousel', async () => {
    engine({ similar: similarItems, sponsored: sponsoredItems });
    renderIn(<Recommendations product={dress()} fascia={FASCIAS.burton} similarGrid />);
    const similar = await screen.findByRole('region', { name: 'Similar products' });
    expect(within(similar).getAllByRole('listitem')).toHaveLength(2);
    expect(within(similar).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Product 10002', 'Product 10004']);
    expect(within(similar).queryByRole('button', { name: 'Next products' })).not.toBeInTheDocument();
    const sponsored = await screen.findByRole('region', { name: 'Sponsored products' });
    expect(within(sponsored).getByRole('button', { name: 'Next products' })).toBeInTheDocument();
  });

  it('speaks the fascia language', async () => {
    engine({ similar: similarItems, sponsored: sponsoredItems });
    renderIn(<Recommendations product={dress()} fascia={FASCIAS.coast} />, 'fr-FR');
    const similar = await screen.findByRole('region', { name: 'Produits similaires' });
    expect(within(similar).getByText('Économisez 36 %')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Produits sponsorisés' })).toBeInTheDocument();
  });

  it('hides a carousel whose request fails, logging why, and keeps the other', async () => {
    engine({ similar: 500, sponsored: sponsoredItems });
    renderIn(<Recommendations product={dress()} fascia={FASCIAS.burton} />);
    expect(await screen.findByRole('region', { name: 'Sponsored products' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading Similar products' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Similar products' })).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/similar products hidden: .*answered 500/));
  });

  it('gives up after the timeout (the request aborted): loading ends and the section stays hidden', async () => {
    const api = engine({ similar: 'hang', sponsored: 'hang' });
    renderIn(<Recommendations product={dress()} fascia={FASCIAS.burton} timeoutMs={50} />);
    expect(screen.getAllByRole('status')).toHaveLength(2);
    await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[pdpWidgets/Recommendations] similar products hidden: recommendation timeout');
    expect(errors).toHaveBeenCalledWith('[pdpWidgets/Recommendations] sponsored products hidden: recommendation timeout');
    expect(api.fetchMock.mock.calls.every(([, init]) => init?.signal?.aborted)).toBe(true);
  });

  it('hides a carousel with no valid items, and says so in the console', async () => {
    engine({ similar: [{ ...engineItem(10002), brand: undefined }], sponsored: [] });
    renderIn(<Recommendations product={dress()} fascia={FASCIAS.burton} />);
    await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(infos).toHaveBeenCalledWith('[pdpWidgets/Recommendations] similar products hidden: no valid items for product 10001');
    expect(infos).toHaveBeenCalledWith('[pdpWidgets/Recommendations] sponsored products hidden: no valid items for product 10001');
  });

  it('offers no similar products for a department the fascia excludes, or when all departments are not allowed; sponsored still show', async () => {
    const api = engine({ similar: similarItems, sponsored: sponsoredItems });
    const { unmount } = renderIn(<Recommendations product={dress('Gift Cards')} fascia={FASCIAS.burton} />);
    expect(await screen.findByRole('region', { name: 'Sponsored products' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Similar products' })).not.toBeInTheDocument();
    unmount();
    renderIn(<Recommendations product={dress()} fascia={FASCIAS.burton} allDepartments={false} />);
    expect(await screen.findByRole('region', { name: 'Sponsored products' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Similar products' })).not.toBeInTheDocument();
    expect(api.requested().some((path) => path.includes('recommendationId=similar'))).toBe(false);
  });
});
