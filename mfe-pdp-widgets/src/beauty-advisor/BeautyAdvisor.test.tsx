import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { FASCIAS, type AdvisorAnswer, type EventPayload, type Product } from '@storefront/shared-contracts';
import { on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { shirt } from '@storefront/shared-contracts/testing';
import { cartFor } from '../bundles/test/fixtures';
import { BeautyAdvisor } from './BeautyAdvisor';
import { advisorCategory, advisorProducts } from './rules';
import { BeautyAdvisorI18n } from './i18n/i18n';

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;

const withTaxonomy = (categoryTaxonomy: string): Product => ({
  ...shirt,
  id: '10014',
  key: 'SKN10014',
  variants: shirt.variants.map((v) => ({ ...v, attributes: { ...v.attributes, categoryTaxonomy } })),
});
const dayCream = withTaxonomy('Beauty > Skin > Moisturiser');
const advice: AdvisorAnswer = {
  category: 'skincare',
  products: [
    { id: '10020', key: 'SKN10020', name: 'Night Balm', slug: 'night-balm-10020', brand: 'Nordic Glow', sku: 'SKN10020-01-01', price: { centAmount: 2400, currencyCode: 'GBP' }, image: '/images/products/SKN10020/0.jpg' },
    { id: '10031', key: 'SKN10031', name: 'Eye Gel', slug: 'eye-gel-10031', brand: 'Petal & Pine', sku: 'SKN10031-01-01', price: { centAmount: 1800, currencyCode: 'GBP' }, image: '/images/products/SKN10031/0.jpg' },
  ],
};

function show(product = dayCream, navigate = jest.fn()) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <BeautyAdvisorI18n locale="en-GB">
        <BeautyAdvisor product={product} fascia={FASCIAS.burton} navigate={navigate} />
      </BeautyAdvisorI18n>
    </SWRConfig>,
  );
  return navigate;
}

let fetchMock: jest.Mock;
beforeEach(() => {
  resetEventState();
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});
afterEach(() => jest.restoreAllMocks());

describe('beauty-advisor rules', () => {
  it('is for skincare, haircare, foundation and makeup', () => {
    expect(advisorCategory(dayCream)).toBe('skincare');
    expect(advisorCategory(withTaxonomy('Beauty > Hair > Shampoo & Conditioner'))).toBe('haircare');
    expect(advisorCategory(withTaxonomy('Beauty > Makeup > Face > Foundation'))).toBe('foundation');
    expect(advisorCategory(withTaxonomy('Beauty > Makeup > Lips > Lipstick'))).toBe('makeup');
    expect(advisorCategory(shirt)).toBeNull();
  });

  it('keeps the advisor’s usable products only', () => {
    expect(advisorProducts({ category: 'skincare', products: [advice.products[0], { id: 'x' }] })?.products).toEqual([advice.products[0]]);
    expect(advisorProducts({ category: 'nails', products: [] })).toBeNull();
  });
});

describe('BeautyAdvisor', () => {
  it('shows no banner for a product outside its categories', () => {
    show(shirt);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('opens the advisor with products of the category, tracking revieveClick', async () => {
    const user = userEvent.setup();
    const tracked: Array<EventPayload<'analytics:track'>> = [];
    on('analytics:track', (p) => tracked.push(p));
    fetchMock.mockResolvedValue(json(200, advice));
    show();
    const banner = screen.getByRole('complementary', { name: 'Beauty advisor' });
    await user.click(within(banner).getByRole('button', { name: 'Ask the beauty advisor' }));
    expect(tracked).toEqual([{ event: 'revieveClick', payload: { item_id: 'SKN10014', category: 'skincare' } }]);
    const dialog = await screen.findByRole('dialog', { name: 'Beauty advisor' });
    expect(within(dialog).getByText('Skincare picks for you')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Add Night Balm to bag' })).toBeInTheDocument();
    expect(within(dialog).getByText('£24.00')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/_api/beauty-advisor/10014', expect.anything());
  });

  it('posts the advisor’s add-to-cart to the basket and announces it', async () => {
    const user = userEvent.setup();
    const added: Array<EventPayload<'basket:item-added'>> = [];
    on('basket:item-added', (p) => added.push(p));
    fetchMock.mockImplementation(async (url: string) => (url === '/_api/basket/addToCart' ? json(200, cartFor(['SKN10020-01-01'])) : json(200, advice)));
    show();
    await user.click(screen.getByRole('button', { name: 'Ask the beauty advisor' }));
    await user.click(await screen.findByRole('button', { name: 'Add Night Balm to bag' }));
    await waitFor(() => expect(added).toEqual([expect.objectContaining({ source: 'beauty-advisor' })]));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/_api/basket/addToCart') as [string, RequestInit];
    expect(JSON.parse(new URLSearchParams(init.body as URLSearchParams).get('data')!)).toEqual([{ sku: 'SKN10020-01-01', quantity: 1 }]);
  });

  it('only logs a failed add, and its checkout event goes to the bag', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async (url: string) => (url === '/_api/basket/addToCart' ? json(409, { error: 'OUT_OF_STOCK', message: 'Sold out' }) : json(200, advice)));
    const navigate = show();
    await user.click(screen.getByRole('button', { name: 'Ask the beauty advisor' }));
    await user.click(await screen.findByRole('button', { name: 'Add Eye Gel to bag' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[pdpWidgets/BeautyAdvisor] add to bag failed:', expect.any(Error)));
    const dialog = screen.getByRole('dialog', { name: 'Beauty advisor' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go to bag' }));
    expect(navigate).toHaveBeenCalledWith('/basket');
  });
});
