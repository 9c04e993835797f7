import { screen, waitFor, within } from '@testing-library/react';
import { FASCIAS, resetEventState, type LifecycleFn, type Product, type ProductParcelProps } from '@storefront/shared-contracts';
import { boots, bundleOf, jacket, trousers, waistcoat } from '../bundles/test/fixtures';
import * as bundlesParcel from './Bundles';

// single-spa-react renders outside act(); waiting for act would hang. Set
// after Testing Library's own beforeAll, which turns it on.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

async function run<P>(lifecycle: LifecycleFn<P> | Array<LifecycleFn<P>>, props: Parameters<LifecycleFn<P>>[0]) {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;

/** The api's related products by product id; any other id answers 404. */
let relatedById: Record<string, unknown>;
let fetchMock: jest.Mock;

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
  relatedById = {};
  fetchMock = jest.fn((url: string) => {
    const id = decodeURIComponent(/\/_api\/related\/([^?]+)/.exec(url)?.[1] ?? '');
    return Promise.resolve(id in relatedById ? json(200, relatedById[id]) : json(404, { error: 'PRODUCT_NOT_FOUND', message: 'We could not find that product.' }));
  });
  globalThis.fetch = fetchMock;
});
afterEach(() => jest.restoreAllMocks());

// The parcel uses the page's one swr cache: each test takes products of its own.
const withId = <P extends Product>(product: P, id: string): P => ({ ...product, id });

function props(product: Product): ProductParcelProps & { name: string; domElement: HTMLElement } {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return {
    fascia: FASCIAS.coast,
    session: { user: { id: 'guest-1', guest: true }, basketCount: 0 },
    route: { name: 'product', path: `/product/${product.slug}`, params: { slug: product.slug }, query: {} },
    page: { product, badges: [], socialProof: null },
    name: 'pdpWidgets/Bundles',
    domElement,
  };
}

describe('Bundles parcel', () => {
  it('reads the product’s related products from the api, mounts in the fascia language, follows a new product on update, and leaves nothing behind', async () => {
    const product = withId(jacket, 'p-suit');
    relatedById['p-suit'] = { suits: bundleOf('suits', [product, trousers, waistcoat, boots]) };
    const first = props(product);
    await run(bundlesParcel.bootstrap, first);
    await run(bundlesParcel.mount, first);
    const panel = await within(first.domElement).findByRole('region', { name: 'Complete The Suit' });
    expect(within(panel).getAllByRole('combobox', { name: 'Taille' })).toHaveLength(4);
    expect(fetchMock).toHaveBeenCalledWith('/_api/related/p-suit', expect.objectContaining({ credentials: 'same-origin' }));

    // A product whose only bundle holds itself alone shows nothing.
    const other = withId(trousers, 'p-alone');
    relatedById['p-alone'] = { outfits: bundleOf('outfits', [other]) };
    await run(bundlesParcel.update!, { ...first, page: { product: other, badges: [], socialProof: null } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/_api/related/p-alone', expect.anything()));
    await waitFor(() => expect(first.domElement).toBeEmptyDOMElement());

    await run(bundlesParcel.unmount, first);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('leaves the slot empty, asking nothing, for malformed page data', async () => {
    const bad = props(jacket);
    (bad.page as { product: unknown }).product = { related: 'nope' };
    await run(bundlesParcel.bootstrap, bad);
    await run(bundlesParcel.mount, bad);
    expect(bad.domElement).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
    await run(bundlesParcel.unmount, bad);
  });

  it('leaves the slot empty when the api fails or answers something that is not related products', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    relatedById['p-list'] = [{ suits: 'nope' }];
    relatedById['p-odd'] = { suits: 'nope', influencer: { products: 'nope' } };
    for (const id of ['p-unknown', 'p-list', 'p-odd']) {
      const slot = props(withId(jacket, id));
      await run(bundlesParcel.bootstrap, slot);
      await run(bundlesParcel.mount, slot);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/_api/related/${id}`, expect.anything()));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(slot.domElement).toBeEmptyDOMElement();
      await run(bundlesParcel.unmount, slot);
    }
    expect(errors).toHaveBeenCalledWith('[pdpWidgets/Bundles] related products failed:', expect.any(Error));
  });
});
