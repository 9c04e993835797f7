import { act, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { FASCIAS, type InternalPriceAnswer } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { shirt } from '@storefront/shared-contracts/testing';
import { StaffTools } from './StaffTools';
import { StaffI18n } from './i18n/i18n';

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;

const staffAnswer: InternalPriceAnswer = {
  productKey: shirt.key,
  toolUrl: '/internal-tool/shirt-oxford',
  currencyCode: 'GBP',
  variants: [
    { id: 'navy-s', sku: shirt.variants[0]!.sku, price: 3500, wasPrice: 5000, preDiscountPrice: 5000, discountEffects: [{ name: 'Seasonal sale', value: 1500 }] },
    { id: 'white-s', sku: shirt.variants[4]!.sku, price: 3500, discountEffects: [] },
  ],
};

function show(locale: 'en-GB' | 'fr-FR' = 'en-GB') {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <StaffI18n locale={locale}>
        <StaffTools product={shirt} fascia={locale === 'en-GB' ? FASCIAS.burton : FASCIAS.coast} />
      </StaffI18n>
    </SWRConfig>,
  );
}

let fetchMock: jest.Mock;
beforeEach(() => {
  resetEventState();
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});
afterEach(() => jest.restoreAllMocks());

describe('StaffTools', () => {
  it('shows office staff the internal tool link in a new tab and the selected variant’s internal prices', async () => {
    fetchMock.mockResolvedValue(json(200, staffAnswer));
    show();
    const link = await screen.findByRole('link', { name: 'View in the internal tool (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/internal-tool/shirt-oxford');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(fetchMock).toHaveBeenCalledWith('/_api/internal/price/shirt-oxford', expect.objectContaining({ cache: 'no-store' }));
    const details = screen.getByRole('region', { name: 'Staff tools' });
    const prices = within(details).getByLabelText(`Internal price details for ${shirt.variants[0]!.sku}`);
    expect(prices).toHaveTextContent('Price£35.00Was price£50.00Pre-discount price£50.00Discount effectsSeasonal sale: £15.00');

    // The pickers choose the white S: its details, without a discount.
    act(() => {
      emit('pdp:selection-changed', {
        productId: shirt.id, productKey: shirt.key, colour: 'white', size: 'S', sku: shirt.variants[4]!.sku, variantId: 'white-s',
        isOnStock: true, availableQuantity: 7, allOutOfStock: false,
      });
    });
    await waitFor(() => expect(within(details).getByLabelText(`Internal price details for ${shirt.variants[4]!.sku}`)).toHaveTextContent('Discount effectsNone'));
    expect(within(details).queryByText('Pre-discount price')).not.toBeInTheDocument();
  });

  it('shows nothing outside the office network (404)', async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'Route GET:/_api/internal/price/shirt-oxford not found' }));
    const { container } = show();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing, and logs, when the answer fails or carries a link elsewhere', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json(200, { ...staffAnswer, toolUrl: 'https://evil.example/x' }));
    const { container } = show('fr-FR');
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks the fascia language', async () => {
    fetchMock.mockResolvedValue(json(200, staffAnswer));
    show('fr-FR');
    expect(await screen.findByRole('link', { name: 'Voir dans l’outil interne (s’ouvre dans un nouvel onglet)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Outils du personnel' })).toBeInTheDocument();
  });
});
