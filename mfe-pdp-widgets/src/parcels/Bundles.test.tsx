import { screen, waitFor, within } from '@testing-library/react';
import { FASCIAS, type Product } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { fixtureProductProps, mountParcel, outsideAct } from '@storefront/shared-contracts/testing';
import { boots, bundleOf, jacket, trousers, waistcoat } from '../bundles/test/fixtures';
import * as bundlesParcel from './Bundles';

outsideAct();

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

const props = (product: Product) => fixtureProductProps(product, { fascia: FASCIAS.coast });

describe('Bundles parcel', () => {
  it('reads the product’s related products from the api, mounts in the fascia language, follows a new product on update, and leaves nothing behind', async () => {
    const product = withId(jacket, 'p-suit');
    relatedById['p-suit'] = { suits: bundleOf('suits', [product, trousers, waistcoat, boots]) };
    const first = await mountParcel(bundlesParcel, props(product), 'pdpWidgets/Bundles');
    const panel = await within(first.element).findByRole('region', { name: 'Complete The Suit' });
    expect(within(panel).getAllByRole('combobox', { name: 'Taille' })).toHaveLength(4);
    expect(fetchMock).toHaveBeenCalledWith('/_api/related/p-suit', expect.objectContaining({ credentials: 'same-origin' }));

    // A product whose only bundle holds itself alone shows nothing.
    const other = withId(trousers, 'p-alone');
    relatedById['p-alone'] = { outfits: bundleOf('outfits', [other]) };
    await first.update({ page: { product: other, badges: [], socialProof: null } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/_api/related/p-alone', expect.anything()));
    await waitFor(() => expect(first.element).toBeEmptyDOMElement());

    await first.unmount();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('leaves the slot empty, asking nothing, for malformed page data', async () => {
    const bad = props(jacket);
    (bad.page as { product: unknown }).product = { related: 'nope' };
    const p = await mountParcel(bundlesParcel, bad, 'pdpWidgets/Bundles');
    expect(p.element).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
    await p.unmount();
  });

  it('leaves the slot empty when the api fails or answers something that is not related products', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    relatedById['p-list'] = [{ suits: 'nope' }];
    relatedById['p-odd'] = { suits: 'nope', influencer: { products: 'nope' } };
    for (const id of ['p-unknown', 'p-list', 'p-odd']) {
      const slot = await mountParcel(bundlesParcel, props(withId(jacket, id)), 'pdpWidgets/Bundles');
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/_api/related/${id}`, expect.anything()));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(slot.element).toBeEmptyDOMElement();
      await slot.unmount();
    }
    expect(errors).toHaveBeenCalledWith('[pdpWidgets/Bundles] related products failed:', expect.any(Error));
  });
});
