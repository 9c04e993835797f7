import { waitFor, within } from '@testing-library/react';
import { FASCIAS, resetEventState, type LifecycleFn, type ProductParcelProps } from '@storefront/shared-contracts';
import { fakeReviewsApi, makeReview, productWith, statsOf } from '../reviews/test/fakeApi';
import * as ugcParcel from './UgcGallery';

// single-spa-react renders outside act(); waiting for act would hang.
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

const withPhoto = makeReview(1, { photos: [{ id: 'P1', caption: 'Sur la plage', sizes: { normal: { url: '/images/reviews/DRS10001/11.jpg' } } }] });

function props(product = productWith(statsOf([withPhoto, makeReview(2)]), { id: 'p-ugc-parcel' })): ProductParcelProps & { name: string; domElement: HTMLElement } {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return {
    fascia: FASCIAS.coast,
    session: { user: { id: 'guest-1', guest: true }, basketCount: 0 },
    route: { name: 'product', path: `/product/${product.slug}`, params: { slug: product.slug }, query: {} },
    page: { product, badges: [], socialProof: null },
    name: 'pdpWidgets/UgcGallery',
    domElement,
  };
}

describe('UgcGallery parcel', () => {
  it('mounts in the fascia language and leaves nothing behind', async () => {
    fakeReviewsApi({ reviews: [withPhoto, makeReview(2)] });
    const p = props();
    await run(ugcParcel.bootstrap, p);
    await run(ugcParcel.mount, p);
    await waitFor(() => expect(within(p.domElement).getByRole('region', { name: 'Vos looks' })).toBeVisible());
    expect(within(p.domElement).getByRole('button', { name: 'Photo client 1 sur 1' })).toBeVisible();
    await run(ugcParcel.unmount, p);
    expect(p.domElement).toBeEmptyDOMElement();
  });

  it('leaves the slot empty for malformed page data', async () => {
    const api = fakeReviewsApi({ reviews: [] });
    const bad = props();
    (bad.page as { product: unknown }).product = { id: 'x' };
    await run(ugcParcel.bootstrap, bad);
    await run(ugcParcel.mount, bad);
    expect(bad.domElement).toBeEmptyDOMElement();
    expect(api.requested()).toEqual([]);
    await run(ugcParcel.unmount, bad);
  });
});
