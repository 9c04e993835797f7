import { act, render, screen } from '@testing-library/react';
import { FASCIAS, type FasciaSettings, type Product, type SessionSummary, type Variant } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { RewardsBadge } from './RewardsBadge';
import { RewardsI18n } from './i18n/i18n';

const earning = (id: string, colour: string, size: string, points: number | undefined, isOnStock = true): Variant => {
  const variant = makeVariant({ id, colour, size, isOnStock });
  return { ...variant, attributes: { ...variant.attributes, ...(points === undefined ? {} : { rewardsPoints: { default: points } }) } };
};

/** Navy S 125 points, navy L 250; white S none. The default colour is navy. */
const product: Product = makeProduct([earning('navy-s', 'navy', 'S', 125), earning('navy-l', 'navy', 'L', 250), earning('white-s', 'white', 'S', undefined)]);

const guest: SessionSummary = { user: { id: 'guest', guest: true }, basketCount: 0 };
const member: SessionSummary = { user: { id: 'cust-1', guest: false }, basketCount: 0 };

function renderBadge({ fascia = FASCIAS.burton, session = guest, query = {} as Record<string, string> }: { fascia?: FasciaSettings; session?: SessionSummary; query?: Record<string, string> } = {}) {
  return render(
    <RewardsI18n locale={fascia.locale}>
      <RewardsBadge product={product} fascia={fascia} session={session} route={{ path: `/product/${product.slug}`, query }} />
    </RewardsI18n>,
  );
}

function select(colour: string, variantId: string | null, size: string | null) {
  act(() => {
    emit('pdp:selection-changed', {
      productId: product.id, productKey: product.key, colour, size, sku: null, variantId, isOnStock: true, availableQuantity: 5, allOutOfStock: false,
    });
  });
}

beforeEach(() => resetEventState());

describe('RewardsBadge', () => {
  it('shows the points / 100 as pounds with 2 decimals, and a guest a Join now link to sign up', () => {
    renderBadge({ query: { colour: 'navy', size: 'S' } });
    expect(screen.getByText('Earn £1.25 in rewards')).toBeVisible();
    expect(screen.getByText('Not a member yet?')).toBeVisible();
    const join = screen.getByRole('link', { name: 'Join now' });
    expect(join.getAttribute('href')).toMatch(/^\/sign-up(\?|$)/);
    expect(new URL(join.getAttribute('href')!, 'http://x').searchParams.get('redirect')).toBe(`/product/${product.slug}?colour=navy&size=S`);
  });

  it('has no Join now link for a signed-in customer, and follows a sign-in', () => {
    const { unmount } = renderBadge({ session: member });
    expect(screen.getByText('Earn £1.25 in rewards')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
    unmount();

    renderBadge();
    expect(screen.getByRole('link', { name: 'Join now' })).toBeVisible();
    act(() => emit('session:changed', member));
    expect(screen.queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
  });

  it('follows the selected variant, and shows nothing for one without points', () => {
    const { container } = renderBadge({ session: member });
    select('navy', 'navy-l', 'L');
    expect(screen.getByText('Earn £2.50 in rewards')).toBeVisible();
    select('white', null, null);
    expect(container).toBeEmptyDOMElement();
    select('navy', 'navy-s', 'S');
    expect(screen.getByText('Earn £1.25 in rewards')).toBeVisible();
  });

  it("ignores another product's selection", () => {
    renderBadge({ session: member, query: { colour: 'navy', size: 'S' } });
    act(() => {
      emit('pdp:selection-changed', {
        productId: 'other', productKey: 'other', colour: 'navy', size: 'L', sku: null, variantId: 'navy-l', isOnStock: true, availableQuantity: 5, allOutOfStock: false,
      });
    });
    expect(screen.getByText('Earn £1.25 in rewards')).toBeVisible();
  });

  it('speaks the fascia language and money', () => {
    renderBadge({ fascia: FASCIAS.coast, query: { colour: 'navy', size: 'S' } });
    expect(screen.getByText(/^Gagnez 1,25\s€ en récompenses$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inscrivez-vous' })).toBeVisible();
  });
});
