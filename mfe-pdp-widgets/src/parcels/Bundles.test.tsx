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

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
});

const withSuit: Product = { ...jacket, related: { suits: bundleOf('suits', [jacket, trousers, waistcoat, boots]) } };

function props(product: Product = withSuit): ProductParcelProps & { name: string; domElement: HTMLElement } {
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
  it('mounts in the fascia language, follows a new product on update, and leaves nothing behind', async () => {
    const first = props();
    await run(bundlesParcel.bootstrap, first);
    await run(bundlesParcel.mount, first);
    const panel = await within(first.domElement).findByRole('region', { name: 'Complete The Suit' });
    expect(within(panel).getAllByRole('combobox', { name: 'Taille' })).toHaveLength(4);

    const other: Product = { ...trousers, related: { outfits: bundleOf('outfits', [trousers]) } };
    await run(bundlesParcel.update!, { ...first, page: { product: other, badges: [], socialProof: null } });
    await waitFor(() => expect(first.domElement).toBeEmptyDOMElement());

    await run(bundlesParcel.unmount, first);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('leaves the slot empty for malformed page data', async () => {
    const bad = props();
    (bad.page as { product: unknown }).product = { id: 'x', related: 'nope' };
    await run(bundlesParcel.bootstrap, bad);
    await run(bundlesParcel.mount, bad);
    expect(bad.domElement).toBeEmptyDOMElement();
    await run(bundlesParcel.unmount, bad);
  });
});
