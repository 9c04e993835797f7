// Card data and parcel props for this package's tests.
import { FASCIAS, type FasciaSettings, type ProductCardData, type SearchHit, type SessionSummary } from '@storefront/shared-contracts';

export const burton: FasciaSettings = FASCIAS.burton;
export const guest: SessionSummary = { user: { id: 'guest', guest: true }, basketCount: 0 };
export const signedIn: SessionSummary = { user: { id: 'u-42', guest: false, firstName: 'Jo' }, basketCount: 1 };

const img = (key: string, n: number) => ({ desktop: { url: `/images/products/${key}/${n}.jpg` }, mobile: { url: `/images/products/${key}/${n}.jpg` } });

export function makeCard(overrides: Partial<ProductCardData> = {}): ProductCardData {
  return {
    id: 'P100',
    productId: 'P100',
    productKey: 'K100',
    name: 'Linen Shirt',
    brand: 'Burton',
    slug: 'linen-shirt',
    colour: 'Blue',
    colourVariants: [
      {
        colour: 'Blue',
        colourFacet: 'Blue',
        swatchImage: '/images/swatch/0000ff.png',
        imageResponsive: img('K100', 0),
        rolloverImage: { desktop: { url: '/images/products/K100/1.jpg' } },
        sizesInStock: ['S', 'M'],
        sku: 'SKU-BLUE',
      },
      {
        colour: 'White',
        colourFacet: 'White',
        swatchImage: '/images/swatch/ffffff.png',
        imageResponsive: img('K100', 2),
        rolloverImage: { desktop: { url: '/images/products/K100/3.jpg' } },
        sizesInStock: ['M'],
        sku: 'SKU-WHITE',
      },
    ],
    priceVariants: [
      { colour: 'Blue', price: '30.00', wasPrice: '40.00', percentageSaving: 25 },
      { colour: 'White', price: '35.00' },
    ],
    price: '30.00-35.00',
    wasPrice: '40.00',
    percentageSaving: 25,
    imagesResponsive: [img('K100', 0), img('K100', 1)],
    isPremier: false,
    department: 'Menswear',
    averageRating: 4.25,
    totalReviewCount: 12,
    categorySlugs: ['menswear', 'mens-shirts'],
    ...overrides,
  };
}

export function makeHit(n: number, overrides: Partial<SearchHit> = {}): SearchHit {
  const card = makeCard({
    id: `P${n}`,
    productId: `P${n}`,
    productKey: `K${n}`,
    name: `Product ${n}`,
    slug: `product-${n}`,
    colourVariants: [],
    priceVariants: [],
    price: `${10 + n}.00`,
    wasPrice: undefined,
    percentageSaving: undefined,
    imagesResponsive: [img(`K${n}`, 0)],
  });
  delete (card as Partial<ProductCardData>).wasPrice;
  delete (card as Partial<ProductCardData>).percentageSaving;
  return { ...card, objectID: `P${n}`, ...overrides };
}
