// Test data shaped like the api's answers. Only what the basket widgets read
// is filled in; the casts keep the fixtures short.
import type { BasketLine, Cart, EventPayload, FasciaSettings, ParcelBaseProps, Product, ProductParcelProps, Variant } from '@storefront/shared-contracts';
import { FASCIAS } from '@storefront/shared-contracts';

function variant(id: string, sku: string, size: string, isOnStock: boolean, extra: Partial<Variant> = {}): Variant {
  return {
    id,
    sku,
    isMaster: false,
    isOnStock,
    availableQuantity: isOnStock ? 5 : 0,
    images: [],
    prices: { centAmount: 4500, currencyCode: 'GBP' },
    attributes: { colour: 'Navy', colourLabel: 'Navy', colourFacet: 'blue', size, brand: 'Burton', department: 'Menswear', categoryTaxonomy: 'Shirts' },
    ...extra,
  };
}

export const product: Product = {
  id: 'p-1',
  key: 'BUR12345',
  name: 'Navy Oxford Shirt',
  slug: 'navy-oxford-shirt',
  description: '',
  productType: 'fashion',
  brand: 'Burton',
  brandSlug: 'burton',
  availablefascias: ['burton'],
  isPremier: false,
  variants: [
    variant('v-s', 'BUR12345-001-S', 'S', true),
    variant('v-m', 'BUR12345-001-M', 'M', true, { marketplaceSku: 'M000012345M' }),
    variant('v-l', 'BUR12345-001-L', 'L', false),
  ],
  breadcrumbs: [],
  categories: [],
  categoryNames: [],
  reviewStats: { averageRating: 0, totalReviewCount: 0 },
};

export type Selection = EventPayload<'pdp:selection-changed'>;

/** The pickers' selection of one of the fixture's sizes, or of no size. */
export function selection(size: 'S' | 'M' | 'L' | null, overrides: Partial<Selection> = {}): Selection {
  const chosen = product.variants.find((v) => v.attributes.size === size) ?? null;
  return {
    productId: product.id,
    productKey: product.key,
    colour: 'Navy',
    size,
    sku: chosen?.sku ?? null,
    variantId: chosen?.id ?? null,
    isOnStock: chosen ? chosen.isOnStock : true,
    availableQuantity: chosen?.availableQuantity ?? 0,
    allOutOfStock: false,
    ...overrides,
  };
}

export function basketLine(sku: string, quantity = 1): BasketLine {
  return {
    id: `line-${sku}`,
    sku,
    productId: product.id,
    productKey: product.key,
    slug: product.slug,
    name: product.name,
    brand: product.brand,
    colour: 'Navy',
    size: 'M',
    quantity,
    unitPrice: { centAmount: 4500, currencyCode: 'GBP' },
    isOnStock: true,
  };
}

export function cart(itemCount: number, extra: Partial<Cart> = {}): Cart {
  return {
    id: 'cart-1',
    fascia: 'burton',
    lines: [],
    itemCount,
    totalPrice: { centAmount: itemCount * 4500, currencyCode: 'GBP' },
    ...extra,
  };
}

/** A fetch answer as the browser gives it (jsdom has no Response). */
export function answer(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () => (body === undefined ? Promise.reject(new SyntaxError('Unexpected end of JSON input')) : Promise.resolve(body)),
  } as Response;
}

export const burton: FasciaSettings = FASCIAS.burton;

export function baseProps(fascia: FasciaSettings = burton): ParcelBaseProps {
  return {
    fascia,
    session: { user: { id: 'guest-1', guest: true }, basketCount: 0 },
    route: { name: 'product', path: `/product/${product.slug}`, params: { slug: product.slug }, query: {} },
  };
}

export function productProps(fascia: FasciaSettings = burton): ProductParcelProps {
  return { ...baseProps(fascia), page: { product, badges: [], socialProof: null } };
}
