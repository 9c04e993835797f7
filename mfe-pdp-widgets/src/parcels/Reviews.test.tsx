import { screen, waitFor, within } from '@testing-library/react';
import { FASCIAS, resetEventState, type LifecycleFn, type ProductParcelProps } from '@storefront/shared-contracts';
import { fakeReviewsApi, makeReview, productWith, statsOf } from '../reviews/test/fakeApi';
import * as reviewsParcel from './Reviews';

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

function props(product = productWith(statsOf([makeReview(1), makeReview(2)]))): ProductParcelProps & { name: string; domElement: HTMLElement } {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return {
    fascia: FASCIAS.coast,
    session: { user: { id: 'guest-1', guest: true }, basketCount: 0 },
    route: { name: 'product', path: `/product/${product.slug}`, params: { slug: product.slug }, query: {} },
    page: { product, badges: [], socialProof: null },
    name: 'pdpWidgets/Reviews',
    domElement,
  };
}

describe('Reviews parcel', () => {
  it('mounts in the fascia language, starts again for a new product on update, and leaves nothing behind', async () => {
    const api = fakeReviewsApi({ reviews: [makeReview(1), makeReview(2)] });
    const first = props();
    await run(reviewsParcel.bootstrap, first);
    await run(reviewsParcel.mount, first);
    const block = within(first.domElement).getByRole('region', { name: 'Avis' });
    expect(within(block).getByText('2 avis')).toBeVisible();
    await waitFor(() => expect(within(block).getByText('Affichage de 1-2 sur 2 avis')).toBeVisible());

    const other = productWith(statsOf([]), { id: 'p-other', key: 'OTHER1' });
    await run(reviewsParcel.update!, { ...first, page: { product: other, badges: [], socialProof: null } });
    await waitFor(() => expect(within(first.domElement).getByText('Aucun avis pour le moment')).toBeVisible());
    expect(api.requested().every((path) => path.includes('sku=SKU-navy-s'))).toBe(true);

    await run(reviewsParcel.unmount, first);
    expect(first.domElement).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('leaves the slot empty for malformed page data', async () => {
    fakeReviewsApi({ reviews: [] });
    const bad = props();
    (bad.page as { product: unknown }).product = { id: 'x' };
    await run(reviewsParcel.bootstrap, bad);
    await run(reviewsParcel.mount, bad);
    expect(bad.domElement).toBeEmptyDOMElement();
    await run(reviewsParcel.unmount, bad);
  });
});
