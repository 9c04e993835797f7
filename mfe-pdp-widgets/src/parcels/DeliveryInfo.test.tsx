import { screen, within } from '@testing-library/react';
import { FASCIAS, resetEventState, type LifecycleFn, type ProductDelivery, type ProductParcelProps } from '@storefront/shared-contracts';
import { shirt } from '@storefront/shared-contracts/testing';
import * as deliveryInfo from './DeliveryInfo';
import * as deliveryCountdown from './DeliveryCountdown';

// single-spa-react renders outside act(); waiting for act would hang.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

async function run<P>(lifecycle: LifecycleFn<P> | Array<LifecycleFn<P>>, props: Parameters<LifecycleFn<P>>[0]) {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

const delivery: ProductDelivery = {
  info: { shopName: 'Wallis', delPromiseStd: '3-5', delXpsDeliveryEnabled: false, nextDayDelivery: true },
  messaging: { threshold: { centAmount: 6000, currencyCode: 'EUR' }, standardCharge: { centAmount: 495, currencyCode: 'EUR' } },
  countdown: { displayCountdown: true },
};

function props(name: string, page: Partial<ProductParcelProps['page']>, slot?: ProductParcelProps['slot']) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const base: ProductParcelProps = {
    fascia: FASCIAS.wallis,
    session: { user: { id: 'guest-1', guest: true }, basketCount: 0 },
    route: { name: 'product', path: `/product/${shirt.slug}`, params: { slug: shirt.slug }, query: {} },
    page: { product: shirt, badges: [], socialProof: null, ...page },
    ...(slot ? { slot } : {}),
  };
  return { ...base, name, domElement };
}

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
});

describe('DeliveryInfo parcel', () => {
  it('mounts the block for the page product in the fascia language and unmounts', async () => {
    const p = props('pdpWidgets/DeliveryInfo', { delivery });
    await run(deliveryInfo.bootstrap, p);
    await run(deliveryInfo.mount, p);
    const block = await within(p.domElement).findByRole('region', { name: 'Levering' });
    expect(block).toHaveTextContent('Geleverd door Wallis');
    await run(deliveryInfo.unmount, p);
    expect(p.domElement).toBeEmptyDOMElement();
  });

  it('renders nothing without delivery data or with malformed data', async () => {
    for (const page of [{}, { delivery: { info: { shopName: 3 } } as unknown as ProductDelivery }]) {
      const p = props('pdpWidgets/DeliveryInfo', page);
      await run(deliveryInfo.bootstrap, p);
      await run(deliveryInfo.mount, p);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      await run(deliveryInfo.unmount, p);
    }
  });
});

describe('DeliveryCountdown parcel', () => {
  it('reads its position from the slot settings, under the button by default', async () => {
    // Next-day with express: shown at any time of day (the real clock here).
    const always = { ...delivery, info: { ...delivery.info, delXpsDeliveryEnabled: true, delPromiseXps: '1' } };
    const under = props('pdpWidgets/DeliveryCountdown', { delivery: always }, { name: 'delivery-countdown', settings: { position: 'underPrice' } });
    await run(deliveryCountdown.bootstrap, under);
    await run(deliveryCountdown.mount, under);
    const timer = await within(under.domElement).findByRole('timer');
    expect(timer).toHaveTextContent(/^Bestel binnen \d+ u \d+ m \d+ s, morgen in huis$/);
    expect(under.domElement.querySelector('[data-position]')).toHaveAttribute('data-position', 'underPrice');
    await run(deliveryCountdown.unmount, under);

    const fallback = props('pdpWidgets/DeliveryCountdown', { delivery: always }, { name: 'delivery-countdown', settings: { position: 'sideways' } });
    await run(deliveryCountdown.bootstrap, fallback);
    await run(deliveryCountdown.mount, fallback);
    await within(fallback.domElement).findByRole('list', { name: 'Leveringsopties' });
    expect(fallback.domElement.querySelector('[data-position]')).toHaveAttribute('data-position', 'underButton');
    await run(deliveryCountdown.unmount, fallback);
    expect(fallback.domElement).toBeEmptyDOMElement();
  });
});
