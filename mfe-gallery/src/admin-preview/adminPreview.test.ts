import { adminPreviewOf, NO_PREVIEW, productSelectedPayload, selectedImageUrl } from './adminPreview';
import { badge, dress } from '../price/testProducts';

describe('adminPreviewOf', () => {
  it('is off until the parent window has answered', () => {
    expect(adminPreviewOf(undefined)).toEqual(NO_PREVIEW);
    expect(adminPreviewOf({ active: false, features: ['product-selection'], data: { badges: [badge('a', 'PDP_promo', 1)] } })).toEqual(NO_PREVIEW);
  });

  it('offers the Selected toggle only with the product-selection feature', () => {
    expect(adminPreviewOf({ active: true, features: ['product-selection'], data: {} }).productSelection).toBe(true);
    expect(adminPreviewOf({ active: true, features: ['other'], data: {} }).productSelection).toBe(false);
  });

  it('reads preview badges from the configuration and the A/B badge values, well-formed ones only', () => {
    const preview = adminPreviewOf({
      active: true,
      features: [],
      data: { badges: [badge('a', 'PDP_promo', 1), { id: 'bad' }], abBadges: [badge('b', 'PDP_topLeft', 2)], selectedProductKeys: ['dress-midi', 3] },
    });
    expect(preview.badges.map((b) => b.id)).toEqual(['a', 'b']);
    expect(preview.selectedKeys).toEqual(['dress-midi']);
  });
});

describe('the Selected message', () => {
  it("names the product and the selected colour's first image as an absolute URL", () => {
    expect(productSelectedPayload(dress, 'white', 'https://shop.test')).toEqual({
      productKey: 'dress-midi',
      name: 'Midi Dress',
      brand: 'Wallis',
      imageUrl: 'https://shop.test/images/dress/white-0.jpg',
      colour: 'white',
    });
  });

  it('sends no image for a colour without a safe image', () => {
    const unsafe = { ...dress, variants: dress.variants.map((v) => ({ ...v, images: [{ desktop: { url: 'javascript:alert(1)' } }] })) };
    expect(selectedImageUrl(unsafe, 'navy', 'https://shop.test')).toBe('');
    expect(selectedImageUrl(dress, 'green', 'https://shop.test')).toBe('');
  });
});
