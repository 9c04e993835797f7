import { act, render, screen, within } from '@testing-library/react';
import { FASCIAS, type Product } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { RemoteI18n } from '../i18n/i18n';
import { badge, dress } from '../price/testProducts';
import { ImageBadges } from './ImageBadges';

function renderBadges(badges: unknown, { product = dress as Product, colour = 'navy' as string | undefined } = {}) {
  return render(
    <RemoteI18n locale="en-GB">
      <ImageBadges product={product} colour={colour} fascia={FASCIAS.burton} badges={badges} />
    </RemoteI18n>,
  );
}

const items = () => within(screen.getByRole('list', { name: 'Product badges' })).getAllByRole('listitem');

beforeEach(() => resetEventState());

it('shows at most 2 product page badges, lowest priority numbers first, each in its corner', () => {
  renderBadges([
    badge('c', 'PDP_bottomRight', 3, { text1: 'Limited edition' }),
    badge('a', 'PDP_topLeft', 1, { text1: 'Bestseller' }),
    badge('card', 'PLP_topLeft', 0, { text1: 'Card only' }),
    badge('b', 'PDP_topRight', 2, { text1: 'Online exclusive' }),
  ]);
  expect(items().map((item) => [item.textContent, item.dataset.position, item.style.top])).toEqual([
    ['Bestseller', 'topLeft', '8px'],
    ['Online exclusive', 'topRight', '8px'],
  ]);
});

it('stacks a second badge in a corner 50 px further in', () => {
  renderBadges([badge('first', 'PDP_bottomLeft', 1, { text1: 'Responsibly sourced' }), badge('second', 'PDP_bottomLeft', 2, { text1: 'Wide fit' })]);
  expect(items().map((item) => item.style.bottom)).toEqual(['8px', '58px']);
});

it('fills the placeholders from the shown colour prices', () => {
  renderBadges([badge('range', 'PDP_topLeft', 1, { text1: 'Was {priceRangeFromUpper}, now from {priceRangeFromLower}' })], { colour: 'navy' });
  expect(items()[0]).toHaveTextContent('Was £35.00, now from £30.00');
});

it('links a badge only to a web address, and keeps the other badges of malformed data', () => {
  renderBadges([
    badge('offer', 'PDP_topLeft', 1, { text1: 'See the offer', link: '/pages/offers', backgroundColor: '#111111', textColor: '#ffffff' }),
    badge('script', 'PDP_topRight', 2, { text1: 'Sneaky', link: 'javascript:alert(1)', backgroundColor: 'url(javascript:x)', icon: 'javascript:alert(2)' }),
    { id: 'no-placement', priority: 0, text1: 'Lost' },
  ]);
  expect(screen.getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', '/pages/offers');
  const [offer, sneaky] = items();
  expect(offer).toHaveStyle({ backgroundColor: '#111111', color: '#ffffff' });
  expect(sneaky).toHaveTextContent('Sneaky');
  expect(within(sneaky!).queryByRole('link')).not.toBeInTheDocument();
  expect(sneaky!.style.backgroundColor).toBe('');
  expect(sneaky!.querySelector('img')).toBeNull();
  expect(screen.queryByText('Lost')).not.toBeInTheDocument();
});

it("shows the product's own badges and the admin preview badges", () => {
  renderBadges([], { product: { ...dress, badges: [badge('own', 'PDP_topRight', 2, { text1: 'Online exclusive' })] } });
  expect(items().map((item) => item.textContent)).toEqual(['Online exclusive']);
  act(() => {
    emit('admin:preview-changed', { active: true, features: [], data: { abBadges: [badge('preview', 'PDP_topLeft', 1, { text1: 'Preview badge' })] } });
  });
  expect(items().map((item) => item.textContent)).toEqual(['Preview badge', 'Online exclusive']);
});

it('renders nothing without badges for the page', () => {
  renderBadges([badge('card', 'PLP_topLeft', 1)]);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
