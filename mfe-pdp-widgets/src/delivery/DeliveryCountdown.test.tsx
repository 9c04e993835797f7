import { act, render, screen, within } from '@testing-library/react';
import { FASCIAS, type FasciaSettings, type Product, type ProductDelivery } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { DeliveryCountdown, type BadgePosition } from './DeliveryCountdown';
import { DeliveryI18n } from './i18n/i18n';

// Fixed dates (UTC): Friday 6 June 2025, Saturday 7 June.
const FRIDAY = '2025-06-06';
const SATURDAY = '2025-06-07';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const variant = (id: string, colour: string, size: string, sku: string) => ({ ...makeVariant({ id, colour, size }), sku });
/** Navy S and M (DRS skus), white S (a YDD sku). */
const product: Product = makeProduct([
  variant('navy-s', 'navy', 'S', 'DRS10001-01-01'),
  variant('navy-m', 'navy', 'M', 'DRS10001-01-02'),
  variant('white-s', 'white', 'S', 'YDD10001-02-01'),
]);

function delivery(info: Partial<ProductDelivery['info']> = {}, countdown: ProductDelivery['countdown'] = { displayCountdown: true }): ProductDelivery {
  return {
    info: { shopName: 'Burton', delPromiseStd: '3-5', delXpsDeliveryEnabled: false, nextDayDelivery: true, ...info },
    messaging: { threshold: { centAmount: 5000, currencyCode: 'GBP' }, standardCharge: { centAmount: 399, currencyCode: 'GBP' } },
    countdown,
  };
}

function renderCountdown({
  fascia = FASCIAS.burton,
  data = delivery(),
  item = product,
  position = 'underButton' as BadgePosition,
  query = {} as Record<string, string>,
} = {}) {
  return render(
    <DeliveryI18n locale={fascia.locale}>
      <DeliveryCountdown product={item} fascia={fascia as FasciaSettings} route={{ query }} delivery={data} position={position} />
    </DeliveryI18n>,
  );
}

function select(colour: string, variantId: string | null, size: string | null, sku: string | null) {
  act(() => {
    emit('pdp:selection-changed', {
      productId: product.id, productKey: product.key, colour, size, sku, variantId, isOnStock: true, availableQuantity: 5, allOutOfStock: false,
    });
  });
}

const pass = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const timer = () => screen.queryByRole('timer');

beforeEach(() => resetEventState());
afterEach(() => jest.useRealTimers());

describe('DeliveryCountdown', () => {
  it('counts down to the cut-off in hours, minutes and seconds, every 500 ms', () => {
    jest.useFakeTimers({ now: new Date(`${FRIDAY}T19:47:55Z`) });
    renderCountdown();
    expect(timer()).toHaveTextContent('Order within 3h 12m 5s for next-day delivery');
    pass(500);
    expect(timer()).toHaveTextContent('Order within 3h 12m 4s for next-day delivery');
    pass(2 * SECOND);
    expect(timer()).toHaveTextContent('Order within 3h 12m 2s for next-day delivery');
    pass(12 * MINUTE);
    expect(timer()).toHaveTextContent('Order within 3h 0m 2s for next-day delivery');
    expect(within(screen.getByRole('list', { name: 'Delivery options' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Next-day delivery']);
  });

  it('is hidden once the cut-off has passed, and stays hidden for the SKU into the next day', () => {
    jest.useFakeTimers({ now: new Date(`${FRIDAY}T22:59:58Z`) });
    renderCountdown();
    expect(timer()).toHaveTextContent('Order within 0h 0m 2s');
    pass(2 * SECOND);
    expect(timer()).not.toBeInTheDocument();
    // The badges stay.
    expect(screen.getByRole('list', { name: 'Delivery options' })).toHaveTextContent('Next-day delivery');
    pass(HOUR);
    expect(timer()).not.toBeInTheDocument();
  });

  it('keeps counting after the cut-off for next-day delivery with an express option, to the next day’s', () => {
    jest.useFakeTimers({ now: new Date(`${FRIDAY}T22:59:59Z`) });
    renderCountdown({ data: delivery({ delXpsDeliveryEnabled: true, delPromiseXps: '1' }) });
    expect(screen.getByRole('list', { name: 'Delivery options' })).toHaveTextContent('Next-day deliveryExpress delivery');
    expect(timer()).toHaveTextContent('Order within 0h 0m 1s for next-day delivery');
    pass(1 * SECOND);
    expect(timer()).toHaveTextContent('Order within 24h 0m 0s for next-day delivery');
    pass(30 * MINUTE);
    expect(timer()).toHaveTextContent('Order within 23h 30m 0s for next-day delivery');
  });

  it('hides an express-only countdown after the cut-off', () => {
    jest.useFakeTimers({ now: new Date(`${FRIDAY}T22:59:59Z`) });
    renderCountdown({ data: delivery({ delXpsDeliveryEnabled: true, nextDayDelivery: false }) });
    expect(timer()).toHaveTextContent('Order within 0h 0m 1s for express delivery');
    pass(SECOND);
    expect(timer()).not.toBeInTheDocument();
  });

  it('follows the second group’s Saturday rule: 21:00 on Saturdays, 23:59:59 otherwise, in the fascia’s language', () => {
    jest.useFakeTimers({ now: new Date(`${SATURDAY}T20:00:00Z`) });
    const { unmount } = renderCountdown({ fascia: FASCIAS.wallis });
    expect(timer()).toHaveTextContent('Bestel binnen 1 u 0 m 0 s, morgen in huis');
    unmount();
    jest.setSystemTime(new Date(`${FRIDAY}T20:00:00Z`));
    renderCountdown({ fascia: FASCIAS.wallis });
    expect(timer()).toHaveTextContent('Bestel binnen 3 u 59 m 59 s, morgen in huis');
  });

  it('reads the selected SKU: a YDD SKU on a second-group fascia has the 23:00 cut-off', () => {
    jest.useFakeTimers({ now: new Date(`${SATURDAY}T20:30:00Z`) });
    renderCountdown({ fascia: FASCIAS.oasis, query: { colour: 'white' } });
    expect(timer()).toHaveTextContent('Beställ inom 2 tim 30 min 0 s för leverans nästa dag');
    select('navy', 'navy-s', 'S', 'DRS10001-01-01');
    expect(timer()).toHaveTextContent('Beställ inom 0 tim 30 min 0 s för leverans nästa dag');
  });

  it('starts again when the SKU changes, after being hidden', () => {
    jest.useFakeTimers({ now: new Date(`${FRIDAY}T22:59:59Z`) });
    renderCountdown();
    pass(SECOND);
    expect(timer()).not.toBeInTheDocument();
    // Past midnight the same SKU stays hidden…
    pass(HOUR);
    expect(timer()).not.toBeInTheDocument();
    // …until the shopper chooses another size.
    select('navy', 'navy-m', 'M', 'DRS10001-01-02');
    expect(timer()).toHaveTextContent('Order within 23h 0m 0s for next-day delivery');
    // The same SKU announced again changes nothing.
    select('navy', 'navy-m', 'M', 'DRS10001-01-02');
    expect(timer()).toHaveTextContent('Order within 23h 0m 0s');
  });

  it('applies the product’s and the content’s cut-off overrides (HH:MM)', () => {
    jest.useFakeTimers({ now: new Date(`${FRIDAY}T20:00:00Z`) });
    const { unmount } = renderCountdown({ data: delivery({ cutOffTimes: { late: '22:30' } }) });
    expect(timer()).toHaveTextContent('Order within 2h 30m 0s');
    unmount();
    renderCountdown({ data: delivery({}, { displayCountdown: true, cutOffTime: '21:15' }) });
    expect(timer()).toHaveTextContent('Order within 1h 15m 0s');
  });

  it('shows no countdown when the content turns it off or for a marketplace product, which shows its badge', () => {
    jest.useFakeTimers({ now: new Date(`${FRIDAY}T12:00:00Z`) });
    const { unmount } = renderCountdown({ data: delivery({}, { displayCountdown: false }) });
    expect(timer()).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Delivery options' })).toHaveTextContent('Next-day delivery');
    unmount();
    renderCountdown({ item: { ...product, isHostedMarketplace: true }, data: delivery({ shopName: 'Harbour & Co', nextDayDelivery: false }) });
    expect(timer()).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Delivery options' })).toHaveTextContent('Delivered by the seller');
  });

  it('counts for today’s dispatch without next-day or express, and lays out by position', () => {
    jest.useFakeTimers({ now: new Date(`${FRIDAY}T12:00:00Z`) });
    const { container } = renderCountdown({ fascia: FASCIAS.coast, data: delivery({ nextDayDelivery: false }), position: 'underPrice' });
    expect(timer()).toHaveTextContent('Commandez dans les 11 h 0 min 0 s pour une expédition aujourd’hui');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(container.querySelector('[data-position]')).toHaveAttribute('data-position', 'underPrice');
  });

  it('clears its timer when it leaves the page', () => {
    jest.useFakeTimers({ now: new Date(`${FRIDAY}T12:00:00Z`) });
    const { unmount } = renderCountdown();
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
