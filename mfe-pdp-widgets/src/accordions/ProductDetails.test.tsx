import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { type AccordionContent, type EventPayload, type Product, type Variant } from '@storefront/shared-contracts';
import { emit, on } from '@storefront/shared-contracts/events/bus';
import type { Locale } from '@storefront/shared-contracts/i18n';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { answer, fetchMock, setUpFetchTests } from '@storefront/shared-contracts/testing/fetch';
import { ProductDetails } from './ProductDetails';
import { AccordionsI18n } from './i18n/i18n';

setUpFetchTests();

const plain = makeVariant({ id: 'navy-10', colour: 'navy', size: '10', isMaster: true });
const variant = { ...plain, attributes: { ...plain.attributes, detailsAndCare: 'Machine wash.', fabrication: '100% cotton', returnsPolicy: 'ownBrand' } } as Variant;
const product = makeProduct([variant], { description: 'A wrap dress.' });
const marketplaceItem = { ...product, isHostedMarketplace: true, variants: [{ ...variant, attributes: { ...variant.attributes, returnsPolicy: 'marketplace' } }] } as Product;

const french: AccordionContent = {
  deliveryAccordion: {
    deliveryMessage: 'Livraison standard offerte dès 60,00 € d’achat.',
    methods: [{ name: 'Livraison standard', price: '4,95 €', time: '3 à 5 jours ouvrés' }],
    additionalInfo: 'Nous vous envoyons un lien de suivi par e-mail.',
  },
  returnsAccordion: {
    ownBrand: { returnsMessage: 'Retours gratuits sous 28 jours après la livraison.' },
    marketplace: { returnsMessage: 'Cet article est renvoyé au vendeur partenaire, sous 14 jours.', additionalInfo: 'Lancez le retour depuis votre compte.' },
  },
};

function show(item: Product, locale: Locale = 'en-GB') {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AccordionsI18n locale={locale}>
        <ProductDetails product={item} />
      </AccordionsI18n>
    </SWRConfig>,
  );
}

const open = async (name: string) => {
  const button = await screen.findByRole('button', { name });
  await userEvent.click(button);
  const region = screen.getByRole('region', { name });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAttribute('aria-controls', region.id);
  return region;
};

beforeEach(() => {
  fetchMock.mockResolvedValue(answer(200, french));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('ProductDetails', () => {
  it('opens a section, tracks it, and shows the selected SKU in the description', async () => {
    const tracked: Array<EventPayload<'analytics:track'>> = [];
    on('analytics:track', (p) => tracked.push(p));
    show(product);
    const description = screen.getByRole('button', { name: 'Description' });
    expect(description).toHaveAttribute('aria-expanded', 'false');
    const region = await open('Description');
    expect(region).toHaveTextContent('SKU: SKU-navy-10');
    expect(tracked).toContainEqual({ event: 'accordion_open', payload: { section: 'description', item_id: 'shirt-oxford' } });
    act(() => {
      emit('pdp:selection-changed', { productId: 'p-shirt', productKey: 'shirt-oxford', colour: 'navy', size: '12', sku: 'SKU-navy-12', variantId: 'navy-12', isOnStock: true, availableQuantity: 1, allOutOfStock: false });
    });
    expect(region).toHaveTextContent('SKU: SKU-navy-12');
    // Another product's selection is not this one's.
    act(() => {
      emit('pdp:selection-changed', { productId: 'p2', productKey: 'k2', colour: 'Red', size: '8', sku: 'XYZ-9', variantId: 'x9', isOnStock: true, availableQuantity: 1, allOutOfStock: false });
    });
    expect(region).toHaveTextContent('SKU: SKU-navy-12');
    // One section open at a time.
    await open('Fabric');
    expect(description).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks French on a French fascia: Livraison opens the content service’s delivery panel', async () => {
    show(product, 'fr-FR');
    expect(screen.getByRole('button', { name: 'Détails et entretien' })).toBeInTheDocument();
    const delivery = await open('Livraison');
    expect(delivery).toHaveTextContent('Livraison standard offerte dès 60,00 € d’achat.');
    const table = within(delivery).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mode de livraison', 'Prix', 'Délai de livraison']);
    expect(within(table).getByRole('rowheader', { name: 'Livraison standard' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '4,95 €' })).toBeInTheDocument();
    expect(delivery).toHaveTextContent('Nous vous envoyons un lien de suivi par e-mail.');
    expect(fetchMock).toHaveBeenCalledWith('/_api/content/accordions', expect.objectContaining({ credentials: 'same-origin' }));
    const description = await open('Description');
    // A no-break space keeps the colon on the line of its word.
    expect(description.textContent).toContain('Réf.\u00a0: SKU-navy-10');
  });

  it('gives a marketplace item the marketplace returns, never the own-brand policy, with a link to the returns page', async () => {
    show(marketplaceItem, 'fr-FR');
    const returns = await open('Retours');
    expect(returns).toHaveTextContent('Cet article est renvoyé au vendeur partenaire, sous 14 jours.');
    expect(returns).toHaveTextContent('Lancez le retour depuis votre compte.');
    expect(returns).not.toHaveTextContent('28 jours');
    expect(within(returns).getByRole('link', { name: 'En savoir plus sur les retours' })).toHaveAttribute('href', '/pages/informational/returns');
  });

  it('gives an item without a policy the own-brand returns', async () => {
    show({ ...product, variants: [{ ...variant, attributes: { ...variant.attributes, returnsPolicy: undefined } }] }, 'fr-FR');
    expect(await open('Retours')).toHaveTextContent('Retours gratuits sous 28 jours après la livraison.');
  });

  it('lists every manufacturer field given, the responsible person included, the email as a link', async () => {
    const manufacturer = { name: 'Nordic Glow', tradeName: 'Nordic Glow Ltd', responsiblePersonName: 'Product Safety Team', postalAddress: '1 Example Street, London', emailAddress: 'safety@nordic-glow.example' };
    show({ ...product, productType: 'beauty', manufacturer });
    expect(screen.getByRole('button', { name: 'Ingredients' })).toBeInTheDocument();
    const panel = await open('Manufacturer');
    const terms = within(panel).getAllByRole('term').map((t) => t.textContent);
    const values = within(panel).getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Name', 'Trade name', 'Responsible person', 'Postal address', 'Email address']);
    expect(values).toEqual(['Nordic Glow', 'Nordic Glow Ltd', 'Product Safety Team', '1 Example Street, London', 'safety@nordic-glow.example']);
    expect(within(panel).getByRole('link', { name: 'safety@nordic-glow.example' })).toHaveAttribute('href', 'mailto:safety@nordic-glow.example');
  });

  it('shows only the manufacturer fields given, and no manufacturer panel without any', async () => {
    const { unmount } = show({ ...product, manufacturer: { name: 'Burton', emailAddress: 'not an address' } });
    const panel = await open('Manufacturer');
    expect(within(panel).getAllByRole('term').map((t) => t.textContent)).toEqual(['Name', 'Email address']);
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    unmount();
    show(product);
    expect(await screen.findByRole('button', { name: 'Delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manufacturer' })).not.toBeInTheDocument();
  });

  it('leaves delivery and returns out when the content cannot be read, and the rest still works', async () => {
    fetchMock.mockResolvedValue(answer(500, { message: 'down' }));
    show(product);
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Description', 'Product Details & Care', 'Fabric']);
    expect(await open('Fabric')).toHaveTextContent('100% cotton');
  });

  it('leaves out only the malformed panel of an answer', async () => {
    fetchMock.mockResolvedValue(answer(200, { deliveryAccordion: { methods: 'soon' }, returnsAccordion: french.returnsAccordion }));
    show(product);
    expect(await screen.findByRole('button', { name: 'Returns' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delivery' })).not.toBeInTheDocument();
  });
});
