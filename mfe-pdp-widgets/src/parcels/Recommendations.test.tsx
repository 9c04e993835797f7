import { screen, waitFor, within } from '@testing-library/react';
import { FASCIAS } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { fixtureProductProps, makeProduct, makeVariant, mountParcel, outsideAct } from '@storefront/shared-contracts/testing';
import { engineItem } from '../recommendations/test-items';
import { fakeApi, json } from '../recommendations/test-render';
import * as recommendationsParcel from './Recommendations';
import * as visuallySimilarParcel from './VisuallySimilar';

outsideAct();

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
});

const variant = makeVariant({ id: 'navy-10', colour: 'Navy', size: '10' });
const productOf = (id: string) => makeProduct([{ ...variant, attributes: { ...variant.attributes, department: 'Womenswear' } }], { id, key: `DRS${id}` });

// The parcel uses the page's one swr cache: each test takes a product of its own.
const props = (product = productOf('10101')) => fixtureProductProps(product, { fascia: FASCIAS.wallis });

describe('Recommendations parcel', () => {
  it('mounts both carousels in the fascia language and leaves nothing behind', async () => {
    fakeApi({ '/_api/recommendations': (url) => json(200, { recommendationId: url.searchParams.get('recommendationId'), items: [engineItem(10002)] }) });
    const p = await mountParcel(recommendationsParcel, props(), 'pdpWidgets/Recommendations');
    expect(await within(p.element).findByRole('region', { name: 'Vergelijkbare producten' })).toBeInTheDocument();
    expect(await within(p.element).findByRole('region', { name: 'Gesponsorde producten' })).toBeInTheDocument();
    await p.unmount();
    expect(p.element).toBeEmptyDOMElement();
  });

  it('follows the slot setting allDepartments: false (no similar products)', async () => {
    const api = fakeApi({ '/_api/recommendations': (url) => json(200, { recommendationId: url.searchParams.get('recommendationId'), items: [engineItem(10002)] }) });
    const slot = { name: 'recommendations', settings: { allDepartments: false } };
    const p = await mountParcel(recommendationsParcel, { ...props(productOf('10102')), slot }, 'pdpWidgets/Recommendations');
    expect(await within(p.element).findByRole('region', { name: 'Gesponsorde producten' })).toBeInTheDocument();
    expect(api.requested()).toEqual(['/_api/recommendations?recommendationId=sponsored&productId=10102&size=10&fillWithRandom=true']);
    await p.unmount();
  });

  it('leaves the slot empty for malformed page data', async () => {
    const api = fakeApi({});
    const bad = props();
    (bad.page as { product: unknown }).product = { name: 'x' };
    const p = await mountParcel(recommendationsParcel, bad, 'pdpWidgets/Recommendations');
    expect(p.element).toBeEmptyDOMElement();
    expect(api.fetchMock).not.toHaveBeenCalled();
    await p.unmount();
  });
});

describe('VisuallySimilar parcel', () => {
  it('mounts the link in the fascia language and leaves nothing behind', async () => {
    fakeApi({});
    const p = await mountParcel(visuallySimilarParcel, props(), 'pdpWidgets/VisuallySimilar');
    await waitFor(() => expect(within(p.element).getByRole('button', { name: 'Zoek visueel vergelijkbare items' })).toBeInTheDocument());
    await p.unmount();
    expect(p.element).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves the slot empty for malformed page data', async () => {
    fakeApi({});
    const bad = props();
    (bad.page as { product: unknown }).product = { id: 'x' };
    const p = await mountParcel(visuallySimilarParcel, bad, 'pdpWidgets/VisuallySimilar');
    expect(p.element).toBeEmptyDOMElement();
    await p.unmount();
  });
});
