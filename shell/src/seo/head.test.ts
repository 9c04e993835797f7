import { FASCIAS, type ProductPageData, type Variant } from '@storefront/shared-contracts';
import { availability, errorHead, productHead } from './head';

const variant = (id: string, cents: number, qty: number, extra: Partial<Variant> = {}): Variant => ({
  id, sku: `ABC12345-01-0${id}`, isMaster: id === '1', isOnStock: qty > 0, availableQuantity: qty,
  images: [{ desktop: { url: '/images/products/k1/0.jpg' } }],
  prices: { centAmount: cents, currencyCode: 'GBP' },
  attributes: { colour: 'Navy', colourLabel: 'Navy', colourFacet: 'Blue', size: id, brand: 'Burton', department: 'Menswear', categoryTaxonomy: 'shirts' },
  ...extra,
});

const page = (variants: Variant[], extra: Partial<ProductPageData['product']> = {}): ProductPageData => ({
  badges: [],
  socialProof: null,
  product: {
    id: 'p1', key: 'k1', name: 'Oxford Shirt', slug: 'oxford-shirt', description: 'A crisp <b>cotton</b> shirt.', productType: 'fashion',
    brand: 'Burton', brandSlug: 'burton', availablefascias: ['burton'], isPremier: false, variants,
    breadcrumbs: [{ name: 'Home', slug: '' }, { name: 'Menswear', slug: 'menswear' }],
    categories: [], categoryNames: [], reviewStats: { averageRating: 4.26, totalReviewCount: 31 },
    ...extra,
  },
});

describe('availability', () => {
  it('is limited when the quantity is under 10', () => {
    expect(availability(0)).toBe('https://schema.org/OutOfStock');
    expect(availability(9)).toBe('https://schema.org/LimitedAvailability');
    expect(availability(10)).toBe('https://schema.org/InStock');
  });
});

describe('productHead', () => {
  const origin = 'https://burton.test';

  it("names the product's brand in the title only when it is not the fascia's own", () => {
    const shirt = page([variant('1', 2500, 4)]);
    expect(productHead(shirt, FASCIAS.burton, origin, '/product/oxford-shirt').title).toBe('Oxford Shirt | Burton');
    expect(productHead(shirt, FASCIAS.coast, origin, '/product/oxford-shirt').title).toBe('Oxford Shirt | Burton | Coast');
    expect(productHead({ ...shirt, product: { ...shirt.product, brand: '' } }, FASCIAS.coast, origin, '/product/oxford-shirt').title).toBe('Oxford Shirt | Coast');
  });

  it('describes the product with title, canonical, social tags and JSON-LD', () => {
    const head = productHead(page([variant('1', 2500, 4), variant('2', 2500, 3)]), FASCIAS.burton, origin, '/product/oxford-shirt?colour=Navy');
    expect(head.title).toBe('Oxford Shirt | Burton');
    expect(head.links).toContainEqual({ rel: 'canonical', href: 'https://burton.test/product/oxford-shirt?colour=Navy' });
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://burton.test/images/products/k1/0.jpg?w=1280&q=80' });
    expect(head.meta).toContainEqual({ name: 'apple-itunes-app', content: 'app-id=1450000001' });
    const [product, crumbs] = head.jsonLd as Array<Record<string, Record<string, unknown> & { itemListElement: Array<{ name: string }> }>>;
    expect(product!.offers).toMatchObject({ '@type': 'Offer', price: '25.00', priceCurrency: 'GBP', availability: 'https://schema.org/LimitedAvailability' });
    expect(product!.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: '4.3', reviewCount: 31, bestRating: 5 });
    expect((crumbs!.itemListElement as unknown as Array<{ name: string }>).map((i) => i.name)).toEqual(['Home', 'Menswear', 'Oxford Shirt']);
  });

  it('gives an aggregate offer for a price range and leaves out ratings without reviews', () => {
    const head = productHead(page([variant('1', 2000, 20), variant('2', 3000, 20)], { reviewStats: { averageRating: 0, totalReviewCount: 0 } }), FASCIAS.coast, origin, '/product/x');
    const product = head.jsonLd[0] as Record<string, unknown>;
    expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '20.00', highPrice: '30.00', availability: 'https://schema.org/InStock' });
    expect(product.aggregateRating).toBeUndefined();
    expect(head.meta.find((m) => m.name === 'apple-itunes-app')).toBeUndefined();
  });

  it('adds the video tag for a product with video', () => {
    const video = {
      desktopBaseUrl: '/media/v1/', mobileBaseUrl: '/media/v1/', mp4Profiles: { desktop: 'mp4_720p_no_audio', mobile: 'mp4_480p' },
      webmProfiles: { desktop: 'webm_720p', mobile: 'webm_480p' }, posters: { desktop: '/p.jpg', mobile: '/p.jpg' },
      autoplay: true, sound: false, controls: false, loop: true, scrollToPlay: true,
    };
    const head = productHead(page([variant('1', 2000, 20)], { media: { video } }), FASCIAS.burton, origin, '/product/x');
    expect(head.meta).toContainEqual({ property: 'og:video:height', content: '1920' });
    expect(head.meta).toContainEqual({ property: 'og:video', content: 'https://burton.test/media/v1/mp4_480p' });
  });

  it('throws for a product without variants, and the error head reads "error"', () => {
    expect(() => productHead(page([]), FASCIAS.burton, origin, '/product/x')).toThrow();
    expect(errorHead(FASCIAS.burton, 'https://burton.test/product/x').title).toBe('error');
  });
});
