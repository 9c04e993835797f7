// The issue 20 parcels: each mounts its widget from the shell's props,
// renders nothing for malformed page data, and unmounts cleanly.
import { screen, waitFor, within } from '@testing-library/react';
import { FASCIAS, type ParcelModule, type Product, type ProductParcelProps } from '@storefront/shared-contracts';
import { lastValue, resetEventState } from '@storefront/shared-contracts/events/bus';
import { fixtureProductProps, mountParcel, outsideAct, shirt } from '@storefront/shared-contracts/testing';
import * as beautyAdvisor from './BeautyAdvisor';
import * as liveStock from './LiveStock';
import * as sizeFit from './SizeFit';
import * as staffTools from './StaffTools';
import * as subscription from './Subscription';

outsideAct();

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
  const props = fixtureProductProps(shirt, {
    fascia: FASCIAS.coast,
    page: { product: product as Product, badges: [], socialProof: null },
    ...(settings ? { slot: { name, settings } } : {}),
  });
  return { ...props, name };
}

async function mountAndUnmount(parcel: ParcelModule<ProductParcelProps>, props: ReturnType<typeof propsFor>, check: (element: HTMLElement) => Promise<void> | void) {
  const { element, unmount } = await mountParcel(parcel, props, props.name);
  await check(element);
  await unmount();
  expect(element).toBeEmptyDOMElement();
}

describe('issue 20 parcels', () => {
  it('Subscription and BeautyAdvisor draw their blocks in the fascia language', async () => {
    await mountAndUnmount(subscription, propsFor('pdpWidgets/Subscription', beautyShirt), (element) => {
      expect(within(element).getByRole('region', { name: 'Abonnez-vous et économisez' })).toBeInTheDocument();
    });
    await mountAndUnmount(beautyAdvisor, propsFor('pdpWidgets/BeautyAdvisor', beautyShirt), (element) => {
      expect(within(element).getByRole('button', { name: 'Demander à la conseillère beauté' })).toBeInTheDocument();
    });
  });

  it('StaffTools and SizeFit draw nothing when their endpoints have nothing (404)', async () => {
    // The fit service's 404 (an unknown product) is logged.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const [parcel, name] of [[staffTools, 'pdpWidgets/StaffTools'], [sizeFit, 'pdpWidgets/SizeFit']] as const) {
      await mountAndUnmount(parcel, propsFor(name, beautyShirt), async (element) => {
        await waitFor(() => expect(fetchMock).toHaveBeenCalled());
        expect(element).toBeEmptyDOMElement();
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
      await mountAndUnmount(parcel, propsFor(`pdpWidgets/${name}`, product, { enabled: true }), (element) => {
        expect(element).toBeEmptyDOMElement();
      });
    }
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
