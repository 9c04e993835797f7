// The issue 20 parcels: each mounts its widget from the shell's props,
// renders nothing for malformed page data, and unmounts cleanly.
import { screen, waitFor, within } from '@testing-library/react';
import { FASCIAS, lastValue, resetEventState, type LifecycleFn, type ParcelModule, type ProductParcelProps } from '@storefront/shared-contracts';
import { shirt } from '@storefront/shared-contracts/testing';
import * as beautyAdvisor from './BeautyAdvisor';
import * as liveStock from './LiveStock';
import * as sizeFit from './SizeFit';
import * as staffTools from './StaffTools';
import * as subscription from './Subscription';

// single-spa-react renders outside act(); waiting for act would hang.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

async function run<P>(lifecycle: LifecycleFn<P> | Array<LifecycleFn<P>>, props: Parameters<LifecycleFn<P>>[0]) {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;
let fetchMock: jest.Mock;
beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
  fetchMock = jest.fn().mockResolvedValue(json(404, {}));
  globalThis.fetch = fetchMock;
});

const beautyShirt = {
  ...shirt,
  isSubscribable: true,
  sizingService: 'truefit',
  variants: shirt.variants.map((v) => ({ ...v, attributes: { ...v.attributes, categoryTaxonomy: 'Beauty > Skin > Moisturiser' } })),
};

function propsFor(name: string, product: unknown, settings?: Record<string, unknown>) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const base = {
    fascia: FASCIAS.coast,
    session: { user: { id: 'guest-1', guest: true }, basketCount: 0 },
    route: { name: 'product', path: `/product/${shirt.slug}`, params: { slug: shirt.slug }, query: {} },
    page: { product, badges: [], socialProof: null },
    ...(settings ? { slot: { name, settings } } : {}),
  } as unknown as ProductParcelProps;
  return { ...base, name, domElement };
}

async function mountAndUnmount(parcel: ParcelModule<ProductParcelProps>, props: ReturnType<typeof propsFor>, check: () => Promise<void> | void) {
  await run(parcel.bootstrap, props);
  await run(parcel.mount, props);
  await check();
  await run(parcel.unmount, props);
  expect(props.domElement).toBeEmptyDOMElement();
}

describe('issue 20 parcels', () => {
  it('Subscription and BeautyAdvisor draw their blocks in the fascia language', async () => {
    const sub = propsFor('pdpWidgets/Subscription', beautyShirt);
    await mountAndUnmount(subscription, sub, () => {
      expect(within(sub.domElement).getByRole('region', { name: 'Abonnez-vous et économisez' })).toBeInTheDocument();
    });
    const advisor = propsFor('pdpWidgets/BeautyAdvisor', beautyShirt);
    await mountAndUnmount(beautyAdvisor, advisor, () => {
      expect(within(advisor.domElement).getByRole('button', { name: 'Demander à la conseillère beauté' })).toBeInTheDocument();
    });
  });

  it('StaffTools and SizeFit draw nothing when their endpoints have nothing (404)', async () => {
    // The fit service's 404 (an unknown product) is logged.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const [parcel, name] of [[staffTools, 'pdpWidgets/StaffTools'], [sizeFit, 'pdpWidgets/SizeFit']] as const) {
      const props = propsFor(name, beautyShirt);
      await mountAndUnmount(parcel, props, async () => {
        await waitFor(() => expect(fetchMock).toHaveBeenCalled());
        expect(props.domElement).toBeEmptyDOMElement();
      });
      fetchMock.mockClear();
    }
  });

  it('LiveStock refreshes only when slot.settings.enabled is true', async () => {
    await mountAndUnmount(liveStock, propsFor('pdpWidgets/LiveStock', shirt), () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(json(200, { variants: [{ id: 'navy-s', isOnStock: false, availableQuantity: 0 }] }));
    await mountAndUnmount(liveStock, propsFor('pdpWidgets/LiveStock', shirt, { enabled: true }), async () => {
      await waitFor(() => expect(lastValue('pdp:stock-refreshed')).toEqual({ productId: shirt.id, variants: [{ id: 'navy-s', isOnStock: false, availableQuantity: 0 }] }));
    });
  });

  it.each([
    ['Subscription', subscription],
    ['BeautyAdvisor', beautyAdvisor],
    ['StaffTools', staffTools],
    ['SizeFit', sizeFit],
    ['LiveStock', liveStock],
  ] as const)('%s renders nothing for malformed page data', async (name, parcel) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const product of [undefined, { id: 'x' }, { id: 4, key: 5, variants: 'no' }]) {
      const props = propsFor(`pdpWidgets/${name}`, product, { enabled: true });
      await mountAndUnmount(parcel, props, () => {
        expect(props.domElement).toBeEmptyDOMElement();
      });
    }
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
