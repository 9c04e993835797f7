import { screen, waitFor, within } from '@testing-library/react';
import { FASCIAS, resetEventState, type LifecycleFn, type ProductParcelProps } from '@storefront/shared-contracts';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { engineItem } from '../recommendations/test-items';
import { fakeApi, json } from '../recommendations/test-render';
import * as recommendationsParcel from './Recommendations';
import * as visuallySimilarParcel from './VisuallySimilar';

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

const variant = makeVariant({ id: 'navy-10', colour: 'Navy', size: '10' });
const productOf = (id: string) => makeProduct([{ ...variant, attributes: { ...variant.attributes, department: 'Womenswear' } }], { id, key: `DRS${id}` });

// The parcel uses the page's one swr cache: each test takes a product of its own.
function props(name: string, product = productOf('10101')): ProductParcelProps & { name: string; domElement: HTMLElement } {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return {
    fascia: FASCIAS.wallis,
    session: { user: { id: 'guest-1', guest: true }, basketCount: 0 },
    route: { name: 'product', path: `/product/${product.slug}`, params: { slug: product.slug }, query: {} },
    page: { product, badges: [], socialProof: null },
    name,
    domElement,
  };
}

describe('Recommendations parcel', () => {
  it('mounts both carousels in the fascia language and leaves nothing behind', async () => {
    fakeApi({ '/_api/recommendations': (url) => json(200, { recommendationId: url.searchParams.get('recommendationId'), items: [engineItem(10002)] }) });
    const p = props('pdpWidgets/Recommendations');
    await run(recommendationsParcel.bootstrap, p);
    await run(recommendationsParcel.mount, p);
    expect(await within(p.domElement).findByRole('region', { name: 'Vergelijkbare producten' })).toBeInTheDocument();
    expect(await within(p.domElement).findByRole('region', { name: 'Gesponsorde producten' })).toBeInTheDocument();
    await run(recommendationsParcel.unmount, p);
    expect(p.domElement).toBeEmptyDOMElement();
  });

  it('follows the slot setting allDepartments: false (no similar products)', async () => {
    const api = fakeApi({ '/_api/recommendations': (url) => json(200, { recommendationId: url.searchParams.get('recommendationId'), items: [engineItem(10002)] }) });
    const p = { ...props('pdpWidgets/Recommendations', productOf('10102')), slot: { name: 'recommendations', settings: { allDepartments: false } } };
    await run(recommendationsParcel.bootstrap, p);
    await run(recommendationsParcel.mount, p);
    expect(await within(p.domElement).findByRole('region', { name: 'Gesponsorde producten' })).toBeInTheDocument();
    expect(api.requested()).toEqual(['/_api/recommendations?recommendationId=sponsored&productId=10102&size=10&fillWithRandom=true']);
    await run(recommendationsParcel.unmount, p);
  });

  it('leaves the slot empty for malformed page data', async () => {
    const api = fakeApi({});
    const bad = props('pdpWidgets/Recommendations');
    (bad.page as { product: unknown }).product = { name: 'x' };
    await run(recommendationsParcel.bootstrap, bad);
    await run(recommendationsParcel.mount, bad);
    expect(bad.domElement).toBeEmptyDOMElement();
    expect(api.fetchMock).not.toHaveBeenCalled();
    await run(recommendationsParcel.unmount, bad);
  });
});

describe('VisuallySimilar parcel', () => {
  it('mounts the link in the fascia language and leaves nothing behind', async () => {
    fakeApi({});
    const p = props('pdpWidgets/VisuallySimilar');
    await run(visuallySimilarParcel.bootstrap, p);
    await run(visuallySimilarParcel.mount, p);
    await waitFor(() => expect(within(p.domElement).getByRole('button', { name: 'Zoek visueel vergelijkbare items' })).toBeInTheDocument());
    await run(visuallySimilarParcel.unmount, p);
    expect(p.domElement).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves the slot empty for malformed page data', async () => {
    fakeApi({});
    const bad = props('pdpWidgets/VisuallySimilar');
    (bad.page as { product: unknown }).product = { id: 'x' };
    await run(visuallySimilarParcel.bootstrap, bad);
    await run(visuallySimilarParcel.mount, bad);
    expect(bad.domElement).toBeEmptyDOMElement();
    await run(visuallySimilarParcel.unmount, bad);
  });
});
