import { waitFor, within } from '@testing-library/react';
import { FASCIAS } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { fixtureProductProps, mountParcel, outsideAct } from '@storefront/shared-contracts/testing';
import { fakeReviewsApi, makeReview, productWith, statsOf } from '../reviews/test/fakeApi';
import * as ugcParcel from './UgcGallery';

outsideAct();

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
});

const withPhoto = makeReview(1, { photos: [{ id: 'P1', caption: 'Sur la plage', sizes: { normal: { url: '/images/reviews/DRS10001/11.jpg' } } }] });

const props = (product = productWith(statsOf([withPhoto, makeReview(2)]), { id: 'p-ugc-parcel' })) => fixtureProductProps(product, { fascia: FASCIAS.coast });

describe('UgcGallery parcel', () => {
  it('mounts in the fascia language and leaves nothing behind', async () => {
    fakeReviewsApi({ reviews: [withPhoto, makeReview(2)] });
    const p = await mountParcel(ugcParcel, props(), 'pdpWidgets/UgcGallery');
    await waitFor(() => expect(within(p.element).getByRole('region', { name: 'Vos looks' })).toBeVisible());
    expect(within(p.element).getByRole('button', { name: 'Photo client 1 sur 1' })).toBeVisible();
    await p.unmount();
    expect(p.element).toBeEmptyDOMElement();
  });

  it('leaves the slot empty for malformed page data', async () => {
    const api = fakeReviewsApi({ reviews: [] });
    const bad = props();
    (bad.page as { product: unknown }).product = { id: 'x' };
    const p = await mountParcel(ugcParcel, bad, 'pdpWidgets/UgcGallery');
    expect(p.element).toBeEmptyDOMElement();
    expect(api.requested()).toEqual([]);
    await p.unmount();
  });
});
