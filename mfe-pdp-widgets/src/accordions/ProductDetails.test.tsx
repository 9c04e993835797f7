import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, resetEventState, type Product } from '@storefront/shared-contracts';
import { ProductDetails } from './ProductDetails';
import { accordionSections } from './sections';

const product = {
  id: 'p1', key: 'k1', name: 'Wrap Dress', slug: 'wrap-dress', description: 'A wrap dress.', productType: 'fashion',
  brand: 'Burton', brandSlug: 'burton', availablefascias: ['burton'], isPremier: false, breadcrumbs: [], categories: [],
  categoryNames: [], reviewStats: { averageRating: 0, totalReviewCount: 0 },
  variants: [{
    id: 'v1', sku: 'ABC12345-01-01', isMaster: true, isOnStock: true, availableQuantity: 3, images: [],
    prices: { centAmount: 1000, currencyCode: 'GBP' },
    attributes: { colour: 'Navy', colourLabel: 'Navy', colourFacet: 'Blue', size: '10', brand: 'Burton', department: 'Womenswear', categoryTaxonomy: 'dresses', detailsAndCare: 'Machine wash.', fabrication: '100% cotton' },
  }],
} as Product;

describe('accordionSections', () => {
  it('names the details section Ingredients for beauty products', () => {
    expect(accordionSections({ ...product, productType: 'beauty' }, null).map((s) => s.title)).toContain('Ingredients');
    expect(accordionSections(product, null).map((s) => s.title)).toContain('Product Details & Care');
  });
  it('leaves out sections without content', () => {
    const bare = { ...product, variants: [{ ...product.variants[0]!, attributes: { ...product.variants[0]!.attributes, fabrication: undefined } }] };
    expect(accordionSections(bare as Product, null).map((s) => s.id)).not.toContain('fabric');
  });
});

describe('ProductDetails', () => {
  beforeEach(() => resetEventState());
  it('opens a section and shows the selected SKU in the description', async () => {
    render(<ProductDetails page={{ product, badges: [], socialProof: null }} />);
    const description = screen.getByRole('button', { name: 'Description' });
    expect(description).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(description);
    expect(description).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Description' })).toHaveTextContent('SKU: ABC12345-01-01');
    act(() => {
      emit('pdp:selection-changed', { productId: 'p1', productKey: 'k1', colour: 'Navy', size: '12', sku: 'ABC12345-01-02', variantId: 'v2', isOnStock: true, availableQuantity: 1, allOutOfStock: false });
    });
    expect(screen.getByRole('region', { name: 'Description' })).toHaveTextContent('SKU: ABC12345-01-02');
  });
});
