// Engine items and search hits for the recommendations' tests, shaped as
// api/src/recommendations answers them.
import type { RawRecommendationItem } from '@storefront/shared-contracts';

/** A complete engine item of product n (10001 → DRS10001), in GBP, with a was-price when `was` is given. */
export function engineItem(n: number, extra: Partial<RawRecommendationItem> & { was?: number } = {}): RawRecommendationItem {
  const { was, ...rest } = extra;
  const price = 30 + (n % 10);
  return {
    product_id: String(n),
    title: `Product ${n}`,
    brand: 'Burton',
    local_currency: 'GBP',
    price,
    original_price: was ?? price,
    discount_percentage: was ? Math.round(((was - price) / was) * 100) : 0,
    discount_value: was ? was - price : 0,
    image: `/images/products/DRS${n}/0.jpg`,
    url: `/product/product-${n}?colour=Navy&size=10`,
    slug: `product-${n}`,
    category: 'Dresses',
    category_1: 'Womenswear',
    category_2: 'Clothing',
    category_3: 'Dresses',
    colour: 'Navy',
    sku: `DRS${n}-1-2`,
    stock_level: 12,
    on_sale: Boolean(was),
    imagesResponsive: [{ desktop: { url: `/images/products/DRS${n}/0.jpg` } }],
    active_burton: true,
    ...rest,
  };
}

/** A search hit (card record) of product n in the given colours. */
export function searchHit(n: number, options: { colours?: string[]; classification?: string; sizes?: string[] } = {}) {
  const colours = options.colours ?? ['Navy'];
  return {
    id: String(n),
    productId: String(n),
    productKey: `DRS${n}`,
    name: `Look ${n}`,
    brand: 'Burton',
    slug: `look-${n}`,
    colour: colours[0],
    colourVariants: colours.map((colour, index) => ({
      colour,
      colourFacet: colour,
      imageResponsive: { desktop: { url: `/images/products/DRS${n}/${index}.jpg` } },
      sizesInStock: options.sizes ?? ['8', '10'],
      sku: `DRS${n}-${index}-1`,
    })),
    priceVariants: [],
    price: '40.00',
    imagesResponsive: [{ desktop: { url: `/images/products/DRS${n}/0.jpg` } }],
    isPremier: false,
    ...(options.classification ? { classification: options.classification } : {}),
  };
}
