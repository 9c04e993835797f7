import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FASCIAS, type EventPayload, type FasciaSettings, type Product } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { PaymentPromo } from './PaymentPromo';
import { PaymentPromoI18n } from './i18n/i18n';

const priced = (id: string, colour: string, size: string, centAmount: number, isOnStock = true) => ({
  ...makeVariant({ id, colour, size, isOnStock }),
  prices: { centAmount, currencyCode: 'GBP' },
});

/** Navy S £25 (in the band), navy L £45; white S £45. The default colour is navy. */
const product: Product = makeProduct([priced('navy-s', 'navy', 'S', 2500), priced('navy-l', 'navy', 'L', 4500), priced('white-s', 'white', 'S', 4500)]);

function renderPromo({ fascia = FASCIAS.burton, query = {} as Record<string, string>, item = product }: { fascia?: FasciaSettings; query?: Record<string, string>; item?: Product } = {}) {
  return render(
    <PaymentPromoI18n locale={fascia.locale}>
      <PaymentPromo product={item} fascia={fascia} route={{ query }} />
    </PaymentPromoI18n>,
  );
}

function select(colour: string, variantId: string | null, size: string | null): void {
  const payload: EventPayload<'pdp:selection-changed'> = {
    productId: product.id, productKey: product.key, colour, size, sku: null, variantId, isOnStock: true, availableQuantity: 5, allOutOfStock: false,
  };
  act(() => {
    emit('pdp:selection-changed', payload);
  });
}

const providers = () => within(screen.getByRole('list', { name: 'Payment providers' })).getAllByRole('img').map((icon) => icon.getAttribute('aria-label'));

beforeEach(() => resetEventState());

describe('PaymentPromo', () => {
  it("shows the providers' card icons, the first offer, See more / See less for the others, and the terms", async () => {
    const user = userEvent.setup();
    renderPromo({ query: { colour: 'navy', size: 'L' } });
    const block = screen.getByRole('region', { name: 'Ways to pay' });
    expect(providers()).toEqual(['Klarna', 'Clearpay', 'PayPal']);
    expect(within(block).getByText('Pay in 3 interest-free instalments of £15.00 with Klarna.')).toBeVisible();
    expect(within(block).getByText('Pay in 4 interest-free instalments of £11.25 with Clearpay.')).not.toBeVisible();
    expect(within(block).getByText('18+. Subject to status and approval. Late payment fees may apply. Terms and conditions apply.')).toBeVisible();

    const more = within(block).getByRole('button', { name: 'See more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAccessibleName('See less');
    expect(within(block).getByText('Pay in 4 interest-free instalments of £11.25 with Clearpay.')).toBeVisible();
    expect(within(block).getByText('Pay in 3 interest-free instalments of £15.00 with PayPal.')).toBeVisible();
    await user.click(more);
    expect(within(block).getByRole('button', { name: 'See more' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(block).getByText('Pay in 3 interest-free instalments of £15.00 with PayPal.')).not.toBeVisible();
  });

  it('hides PayPal from 20 to under 30, following the chosen size and colour', () => {
    renderPromo();
    // Navy with no size chosen: its lowest price, £25, is in the band.
    expect(providers()).toEqual(['Klarna', 'Clearpay']);
    expect(screen.getByText('Pay in 3 interest-free instalments of £8.33 with Klarna.')).toBeInTheDocument();

    select('navy', 'navy-l', 'L');
    expect(providers()).toEqual(['Klarna', 'Clearpay', 'PayPal']);
    expect(screen.getByText('Pay in 3 interest-free instalments of £15.00 with Klarna.')).toBeInTheDocument();

    select('navy', 'navy-s', 'S');
    expect(providers()).toEqual(['Klarna', 'Clearpay']);

    select('white', null, null);
    expect(providers()).toEqual(['Klarna', 'Clearpay', 'PayPal']);
  });

  it('ignores selections of another product', () => {
    renderPromo({ query: { colour: 'white' } });
    act(() => {
      emit('pdp:selection-changed', {
        productId: 'other', productKey: 'other', colour: 'navy', size: 'S', sku: null, variantId: 'navy-s', isOnStock: true, availableQuantity: 5, allOutOfStock: false,
      });
    });
    expect(providers()).toEqual(['Klarna', 'Clearpay', 'PayPal']);
  });

  it('has no See more with one provider: a euro fascia in the band, or the Swedish fascia, in their languages', () => {
    const { unmount } = renderPromo({ fascia: FASCIAS.coast, query: { colour: 'navy', size: 'S' } });
    const block = screen.getByRole('region', { name: 'Modes de paiement' });
    expect(within(block).getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual(['Klarna']);
    expect(within(block).queryByRole('button')).not.toBeInTheDocument();
    expect(within(block).getByText(/^Payez en 3 fois sans frais de 8,33\s€ avec Klarna\.$/)).toBeInTheDocument();
    unmount();

    renderPromo({ fascia: FASCIAS.oasis, query: { colour: 'navy', size: 'L' } });
    const swedish = screen.getByRole('region', { name: 'Sätt att betala' });
    expect(within(swedish).queryByRole('button')).not.toBeInTheDocument();
    expect(within(swedish).getByText(/^Betala i 4 räntefria delbetalningar på 11,25\skr med Klarna\.$/)).toBeInTheDocument();
  });

  it('puts the fascia’s own provider first', () => {
    renderPromo({ fascia: FASCIAS.dorothyperkins, query: { colour: 'navy', size: 'L' } });
    expect(providers()).toEqual(['Clearpay', 'Klarna', 'PayPal']);
    expect(screen.getByText('Pay in 4 interest-free instalments of £11.25 with Clearpay.')).toBeVisible();
  });

  it('shows nothing for a product without a price', () => {
    const { container } = renderPromo({ item: makeProduct([{ ...makeVariant({ id: 'x', colour: 'navy', size: 'S' }), prices: { centAmount: 0, currencyCode: 'GBP' } }]) });
    expect(container).toBeEmptyDOMElement();
  });
});
