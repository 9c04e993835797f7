import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FASCIAS, type FasciaSettings, type Product, type ProductDelivery, type SellerInfo } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { DeliveryInfo } from './DeliveryInfo';
import { DeliveryI18n } from './i18n/i18n';

const EXCLUSIONS = 'Promotional codes, gift cards and Premier delivery cannot be used on this seller’s items.';
const priced = (id: string, colour: string, size: string, centAmount: number, extra: Record<string, string> = {}) => {
  const v = makeVariant({ id, colour, size });
  return { ...v, prices: { ...v.prices, centAmount, ...extra } };
};
/** Navy S £35, navy L £55 (over the £50 threshold). */
const product: Product = makeProduct([priced('navy-s', 'navy', 'S', 3500), priced('navy-l', 'navy', 'L', 5500)]);
const marketplaceProduct: Product = makeProduct([priced('navy-s', 'navy', 'S', 3500, { shopExclusionsMessaging: EXCLUSIONS })], { isHostedMarketplace: true });

const FULL_SELLER: SellerInfo = {
  billing: { corporateName: 'Maison Lumière SAS', vATNumber: 'FR40303265045', identificationNumber: '303 265 045 00021' },
  address: { street1: '8 rue des Arts', city: 'Lyon', zipCode: '69002', countryIsoCode: 'FR' },
};

function delivery(overrides: Partial<ProductDelivery> = {}, info: Partial<ProductDelivery['info']> = {}): ProductDelivery {
  return {
    info: { shopName: 'Burton', delPromiseStd: '3-5', delPromiseXps: '1', delXpsDeliveryEnabled: true, nextDayDelivery: true, ...info },
    messaging: { threshold: { centAmount: 5000, currencyCode: 'GBP' }, standardCharge: { centAmount: 399, currencyCode: 'GBP' } },
    countdown: { displayCountdown: true },
    ...overrides,
  };
}

function renderInfo({ fascia = FASCIAS.burton as FasciaSettings, data = delivery(), item = product, query = {} as Record<string, string> } = {}) {
  return render(
    <DeliveryI18n locale={fascia.locale}>
      <DeliveryInfo product={item} fascia={fascia} route={{ query }} delivery={data} />
    </DeliveryI18n>,
  );
}

beforeEach(() => resetEventState());

describe('DeliveryInfo', () => {
  it('says who delivers, how fast, and the threshold for the selected item, in the fascia’s money', () => {
    renderInfo();
    const block = screen.getByRole('region', { name: 'Delivery' });
    expect(within(block).getByText('Delivered by Burton')).toBeInTheDocument();
    expect(within(block).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Standard delivery: 3-5 working days',
      'Express delivery: next working day',
    ]);
    expect(within(block).getByText('Free standard delivery on orders over £50.00, otherwise £3.99.')).toBeInTheDocument();
    expect(within(block).queryByRole('group', { name: 'Seller' })).not.toBeInTheDocument();

    act(() => {
      emit('pdp:selection-changed', {
        productId: product.id, productKey: product.key, colour: 'navy', size: 'L', sku: 'SKU-navy-l', variantId: 'navy-l', isOnStock: true, availableQuantity: 5, allOutOfStock: false,
      });
    });
    expect(within(block).getByText('This item qualifies for free standard delivery.')).toBeInTheDocument();
  });

  it('adds the bulky item surcharge, and speaks the fascia’s language and currency', () => {
    const data = delivery(
      {
        messaging: {
          threshold: { centAmount: 59900, currencyCode: 'SEK' },
          standardCharge: { centAmount: 4900, currencyCode: 'SEK' },
          bulkySurcharge: { centAmount: 19900, currencyCode: 'SEK' },
        },
      },
      { shopName: 'Oasis', delPromiseStd: '5-7', delXpsDeliveryEnabled: false, delPromiseXps: undefined },
    );
    renderInfo({ fascia: FASCIAS.oasis, data, item: { ...product, surcharge: { bulkyItem: true } } });
    const block = screen.getByRole('region', { name: 'Leverans' });
    expect(within(block).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Standardleverans: 5–7 arbetsdagar']);
    expect(block).toHaveTextContent(/Fri standardleverans på beställningar över 599,00\s*kr, annars 49,00\s*kr\./);
    expect(block).toHaveTextContent(/Skrymmande vara: ett leveranstillägg på 199,00\s*kr läggs till en gång på din beställning\./);
  });

  it('shows the editor’s messages as text when the content gives them', () => {
    const data = delivery({
      messaging: {
        threshold: { centAmount: 5000, currencyCode: 'GBP' },
        standardCharge: { centAmount: 399, currencyCode: 'GBP' },
        bulkySurcharge: { centAmount: 1500, currencyCode: 'GBP' },
        underThresholdMessage: '<b>Spend £50</b> for free delivery',
        bulkyItemMessage: 'Two-person delivery',
      },
    });
    renderInfo({ data, item: { ...product, surcharge: { bulkyItem: true } } });
    expect(screen.getByText('<b>Spend £50</b> for free delivery')).toBeInTheDocument();
    expect(screen.getByText('Two-person delivery')).toBeInTheDocument();
  });

  it('shows a marketplace seller with its registration details in a dialog that Escape closes', async () => {
    const user = userEvent.setup();
    renderInfo({ item: marketplaceProduct, data: delivery({ seller: { ...FULL_SELLER, address: { ...FULL_SELLER.address, countryIsoCode: 'GB' } } }, { shopName: 'Maison Lumière', delXpsDeliveryEnabled: false }) });
    expect(screen.getByText('Sold and delivered by Maison Lumière')).toBeInTheDocument();
    const seller = screen.getByRole('group', { name: 'Seller' });
    expect(within(seller).queryByRole('button', { name: 'Delivery from abroad' })).not.toBeInTheDocument();
    expect(within(seller).queryByRole('button', { name: 'Preloved authentication' })).not.toBeInTheDocument();

    const open = within(seller).getByRole('button', { name: 'Seller registration details' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Seller registration details' });
    expect(within(dialog).getByText('Company name').nextElementSibling).toHaveTextContent('Maison Lumière SAS');
    expect(within(dialog).getByText('VAT number').nextElementSibling).toHaveTextContent('FR40303265045');
    expect(within(dialog).getByText('Company registration number').nextElementSibling).toHaveTextContent('303 265 045 00021');
    expect(within(dialog).getByText('Registered address').nextElementSibling).toHaveTextContent('8 rue des Arts69002 LyonUnited Kingdom');
    expect(within(dialog).queryByText('Contact seller')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('says contact seller for each missing detail, and in the block when none is given', async () => {
    const user = userEvent.setup();
    const partial: SellerInfo = { billing: { corporateName: 'Vintage Loop B.V.' }, address: { city: 'Utrecht', countryIsoCode: 'NL' } };
    const { unmount } = renderInfo({ item: marketplaceProduct, data: delivery({ seller: partial }, { shopName: 'Vintage Loop' }) });
    await user.click(screen.getByRole('button', { name: 'Seller registration details' }));
    const dialog = screen.getByRole('dialog', { name: 'Seller registration details' });
    expect(within(dialog).getByText('Company name').nextElementSibling).toHaveTextContent('Vintage Loop B.V.');
    for (const label of ['VAT number', 'Company registration number', 'Registered address']) {
      expect(within(dialog).getByText(label).nextElementSibling).toHaveTextContent('Contact seller');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    renderInfo({ item: marketplaceProduct, data: delivery({ seller: { billing: {} } }, { shopName: 'Urban Stitch' }) });
    const seller = screen.getByRole('group', { name: 'Seller' });
    expect(within(seller).getByText('Contact seller for their registration details.')).toBeInTheDocument();
    expect(within(seller).queryByRole('button', { name: 'Seller registration details' })).not.toBeInTheDocument();
    // Its exclusions still open.
    expect(within(seller).getByRole('button', { name: 'Exclusions' })).toBeInTheDocument();
  });

  it('explains cross-border delivery, the seller’s exclusions and preloved authentication in their dialogs', async () => {
    const user = userEvent.setup();
    renderInfo({ item: marketplaceProduct, data: delivery({ seller: FULL_SELLER, preloved: true }, { shopName: 'Maison Lumière' }) });
    const seller = screen.getByRole('group', { name: 'Seller' });

    await user.click(within(seller).getByRole('button', { name: 'Delivery from abroad' }));
    let dialog = screen.getByRole('dialog', { name: 'Delivery from abroad' });
    expect(dialog).toHaveTextContent('Maison Lumière sends this item from France. Delivery can take longer, and customs duties or import taxes may be due on delivery.');
    expect(dialog).toHaveTextContent('Returns go back to the seller in France.');
    await user.keyboard('{Escape}');

    await user.click(within(seller).getByRole('button', { name: 'Exclusions' }));
    dialog = screen.getByRole('dialog', { name: 'Exclusions' });
    expect(dialog).toHaveTextContent(EXCLUSIONS);
    await user.keyboard('{Escape}');

    await user.click(within(seller).getByRole('button', { name: 'Preloved authentication' }));
    dialog = screen.getByRole('dialog', { name: 'Preloved authentication' });
    expect(dialog).toHaveTextContent('This is a preloved item.');
    expect(dialog).toHaveTextContent('An item that does not pass is not sent, and you get a full refund.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not cross-border for a fascia of the seller’s own country, and speaks its language', async () => {
    const user = userEvent.setup();
    renderInfo({ fascia: FASCIAS.coast, item: marketplaceProduct, data: delivery({ seller: { billing: { corporateName: 'Maison Lumière SAS' }, address: FULL_SELLER.address } }, { shopName: 'Maison Lumière' }) });
    const seller = screen.getByRole('group', { name: 'Vendeur' });
    expect(within(seller).queryByRole('button', { name: 'Livraison depuis l’étranger' })).not.toBeInTheDocument();
    await user.click(within(seller).getByRole('button', { name: 'Informations légales du vendeur' }));
    const dialog = screen.getByRole('dialog', { name: 'Informations légales du vendeur' });
    expect(within(dialog).getByText('Numéro de TVA').nextElementSibling).toHaveTextContent('Contactez le vendeur');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
