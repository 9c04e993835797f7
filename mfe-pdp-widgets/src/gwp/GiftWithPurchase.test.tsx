import { act, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { type Product, type Variant } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { GiftWithPurchase } from './GiftWithPurchase';
import { GiftI18n } from './i18n/i18n';
import type { GiftCardVariant } from './rules';

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;

const gifted = (id: string, colour: string, size: string, gift?: { sku: string; description: string }): Variant => {
  const variant = makeVariant({ id, colour, size });
  return { ...variant, attributes: { ...variant.attributes, ...(gift ? { gwpSku: gift.sku, gwpDescription: gift.description } : {}) } };
};

const OIL = { sku: 'HAR10012-01-01', description: 'Free Bond Repair Hair Oil (travel size) with this day cream' };
/** Navy has the gift; white has none. */
const product: Product = makeProduct([gifted('navy-s', 'navy', 'S', OIL), gifted('white-s', 'white', 'S')]);

function fakeApi(answer: 'ok' | 'missing' | 'fails' = 'ok') {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    if (String(input) !== '/_api/gift-with-purchase/HAR10012-01-01') return json(404, {});
    if (answer === 'fails') return json(500, { error: 'SERVER_ERROR' });
    if (answer === 'missing') return json(404, { error: 'GIFT_NOT_FOUND', message: 'We could not find that gift.' });
    return json(200, { gift: { sku: OIL.sku, name: 'Bond Repair Hair Oil', image: '/images/products/HAR10012/0.jpg' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderGift({ variant, query = {} as Record<string, string>, locale = 'en-GB' as const }: { variant?: GiftCardVariant; query?: Record<string, string>; locale?: 'en-GB' | 'fr-FR' } = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <GiftI18n locale={locale}>
        <GiftWithPurchase product={product} route={{ query }} {...(variant ? { variant } : {})} />
      </GiftI18n>
    </SWRConfig>,
  );
}

beforeEach(() => {
  resetEventState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('GiftWithPurchase', () => {
  it("shows the gift's description and picture in a card named Free gift with purchase", async () => {
    const fetchMock = fakeApi();
    renderGift({ variant: 'pdp', query: { colour: 'navy' } });
    const card = screen.getByRole('region', { name: 'Free gift with purchase' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Free gift with purchase' })).toBeVisible();
    expect(within(card).getByText(OIL.description)).toBeVisible();
    const picture = await within(card).findByRole('img', { name: 'Bond Repair Hair Oil' });
    expect(picture).toHaveAttribute('src', '/images/products/HAR10012/0.jpg?w=192&q=80');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['basket', 3, '64'],
    ['default', 3, '80'],
  ] as const)('the %s variant has a level %i heading and a %s px picture', async (variant, level, size) => {
    fakeApi();
    renderGift({ variant });
    expect(screen.getByRole('heading', { level, name: 'Free gift with purchase' })).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Bond Repair Hair Oil' })).toHaveAttribute('width', size);
  });

  it('follows the selected variant: nothing for a colour without a gift', async () => {
    fakeApi();
    const { container } = renderGift({ query: { colour: 'navy' } });
    expect(screen.getByRole('region', { name: 'Free gift with purchase' })).toBeVisible();
    act(() => {
      emit('pdp:selection-changed', {
        productId: product.id, productKey: product.key, colour: 'white', size: 'S', sku: 'SKU-white-s', variantId: 'white-s', isOnStock: true, availableQuantity: 5, allOutOfStock: false,
      });
    });
    expect(container).toBeEmptyDOMElement();
  });

  it.each(['missing', 'fails'] as const)('keeps the card without a picture when the look-up is %s', async (answer) => {
    const fetchMock = fakeApi(answer);
    renderGift({ locale: 'fr-FR' });
    const card = screen.getByRole('region', { name: 'Cadeau offert avec votre achat' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {
      await fetchMock.mock.results[0]?.value;
    });
    // A failure is logged; a gift the api does not know is no failure.
    if (answer === 'fails') await waitFor(() => expect(console.error).toHaveBeenCalled());
    else expect(console.error).not.toHaveBeenCalled();
    expect(within(card).getByText(OIL.description)).toBeVisible();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows nothing for a product without a gift', () => {
    const fetchMock = fakeApi();
    const { container } = render(
      <GiftI18n locale="en-GB">
        <GiftWithPurchase product={makeProduct([gifted('navy-s', 'navy', 'S')])} />
      </GiftI18n>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
