import { screen, within } from '@testing-library/react';
import { FASCIAS, type ProductDelivery, type ProductParcelProps } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { fixtureProductProps, mountParcel, outsideAct, shirt } from '@storefront/shared-contracts/testing';
import * as deliveryInfo from './DeliveryInfo';
import * as deliveryCountdown from './DeliveryCountdown';

outsideAct();

const delivery: ProductDelivery = {
  info: { shopName: 'Wallis', delPromiseStd: '3-5', delXpsDeliveryEnabled: false, nextDayDelivery: true },
  messaging: { threshold: { centAmount: 6000, currencyCode: 'EUR' }, standardCharge: { centAmount: 495, currencyCode: 'EUR' } },
  countdown: { displayCountdown: true },
};

function props(page: Partial<ProductParcelProps['page']>, slot?: ProductParcelProps['slot']): ProductParcelProps {
  return fixtureProductProps(shirt, {
    fascia: FASCIAS.wallis,
    page: { product: shirt, badges: [], socialProof: null, ...page },
    ...(slot ? { slot } : {}),
  });
}

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
});

describe('DeliveryInfo parcel', () => {
  it('mounts the block for the page product in the fascia language and unmounts', async () => {
    const p = await mountParcel(deliveryInfo, props({ delivery }), 'pdpWidgets/DeliveryInfo');
    const block = await within(p.element).findByRole('region', { name: 'Levering' });
    expect(block).toHaveTextContent('Geleverd door Wallis');
    await p.unmount();
    expect(p.element).toBeEmptyDOMElement();
  });

  it('renders nothing without delivery data or with malformed data', async () => {
    for (const page of [{}, { delivery: { info: { shopName: 3 } } as unknown as ProductDelivery }]) {
      const p = await mountParcel(deliveryInfo, props(page), 'pdpWidgets/DeliveryInfo');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      await p.unmount();
    }
  });
});

describe('DeliveryCountdown parcel', () => {
  it('reads its position from the slot settings, under the button by default', async () => {
    // Next-day with express: shown at any time of day (the real clock here).
    const always = { ...delivery, info: { ...delivery.info, delXpsDeliveryEnabled: true, delPromiseXps: '1' } };
    const under = await mountParcel(deliveryCountdown, props({ delivery: always }, { name: 'delivery-countdown', settings: { position: 'underPrice' } }), 'pdpWidgets/DeliveryCountdown');
    const timer = await within(under.element).findByRole('timer');
    expect(timer).toHaveTextContent(/^Bestel binnen \d+ u \d+ m \d+ s, morgen in huis$/);
    expect(under.element.querySelector('[data-position]')).toHaveAttribute('data-position', 'underPrice');
    await under.unmount();

    const fallback = await mountParcel(deliveryCountdown, props({ delivery: always }, { name: 'delivery-countdown', settings: { position: 'sideways' } }), 'pdpWidgets/DeliveryCountdown');
    await within(fallback.element).findByRole('list', { name: 'Leveringsopties' });
    expect(fallback.element.querySelector('[data-position]')).toHaveAttribute('data-position', 'underButton');
    await fallback.unmount();
    expect(fallback.element).toBeEmptyDOMElement();
  });
});
