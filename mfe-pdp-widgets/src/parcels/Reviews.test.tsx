import { screen, waitFor, within } from '@testing-library/react';
import { FASCIAS } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { fixtureProductProps, mountParcel, outsideAct } from '@storefront/shared-contracts/testing';
import { fakeReviewsApi, makeReview, productWith, statsOf } from '../reviews/test/fakeApi';
import * as reviewsParcel from './Reviews';

outsideAct();

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
});

const props = (product = productWith(statsOf([makeReview(1), makeReview(2)]))) => fixtureProductProps(product, { fascia: FASCIAS.coast });

describe('Reviews parcel', () => {
  it('mounts in the fascia language, starts again for a new product on update, and leaves nothing behind', async () => {
    const api = fakeReviewsApi({ reviews: [makeReview(1), makeReview(2)] });
    const first = await mountParcel(reviewsParcel, props(), 'pdpWidgets/Reviews');
    const block = within(first.element).getByRole('region', { name: 'Avis' });
    expect(within(block).getByText('2 avis')).toBeVisible();
    await waitFor(() => expect(within(block).getByText('Affichage de 1-2 sur 2 avis')).toBeVisible());

    const other = productWith(statsOf([]), { id: 'p-other', key: 'OTHER1' });
    await first.update({ page: { product: other, badges: [], socialProof: null } });
    await waitFor(() => expect(within(first.element).getByText('Aucun avis pour le moment')).toBeVisible());
    expect(api.requested().every((path) => path.includes('sku=SKU-navy-s'))).toBe(true);

    await first.unmount();
    expect(first.element).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('leaves the slot empty for malformed page data', async () => {
    fakeReviewsApi({ reviews: [] });
    const bad = props();
    (bad.page as { product: unknown }).product = { id: 'x' };
    const p = await mountParcel(reviewsParcel, bad, 'pdpWidgets/Reviews');
    expect(p.element).toBeEmptyDOMElement();
    await p.unmount();
  });
});
