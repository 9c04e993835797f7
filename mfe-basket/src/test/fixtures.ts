// Test data shaped like the api's answers. Only what the basket widgets read
// is filled in; the casts keep the fixtures short.
import type { BasketLine, Cart, EventPayload, FasciaSettings, ParcelBaseProps, Product, ProductParcelProps, Variant } from '@storefront/shared-contracts';
import { FASCIAS } from '@storefront/shared-contracts';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';

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

const gbp = (centAmount: number) => ({ centAmount, currencyCode: 'GBP' });

export function basketLine(sku: string, quantity = 1, extra: Partial<BasketLine> = {}): BasketLine {
  const unit = extra.unitPrice?.centAmount ?? 4500;
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
    unitPrice: gbp(unit),
    isOnStock: true,
    isPremier: false,
    lineTotal: gbp(unit * quantity),
    availableQuantity: 20,
    maxQuantity: 10,
    stockStatus: 'inStock',
    bulkyItem: false,
    ...extra,
  };
}

/**
 * A cart as the api answers it. Totals are given, not worked out: standard
 * delivery £3.99 under the £50 threshold (burton), free from it.
 */
export function cart(itemCount: number, extra: Partial<Cart> = {}): Cart {
  // The lines' total when the lines add up to the count; else the count at £45.
  const lines = extra.lines ?? [];
  const fromLines = lines.reduce((sum, line) => sum + line.quantity, 0) === itemCount && lines.length > 0;
  const subtotal = fromLines ? lines.reduce((sum, line) => sum + line.lineTotal.centAmount, 0) : itemCount * 4500;
  const free = subtotal >= 5000;
  const delivery = free ? 0 : 399;
  return {
    id: 'cart-1',
    fascia: 'burton',
    lines: [],
    itemCount,
    totalPrice: gbp(subtotal),
    version: 1,
    gifts: [],
    totals: {
      subtotal: gbp(subtotal),
      delivery: { kind: free ? 'free' : 'standard', price: gbp(delivery), threshold: gbp(5000), ...(free ? {} : { remaining: gbp(5000 - subtotal) }) },
      total: gbp(subtotal + delivery),
    },
    checkoutAllowed: itemCount > 0,
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

/**
 * A quick add product. Navy: S in stock, M out of stock (master), L 2 left;
 * White: S in stock (3 left in the colour), M out of stock; Red: sold out.
 * Navy S has a was-price and a marketplace sku.
 */
function quickAddVariant(id: string, colour: string, size: string, sku: string, available: number, extra: Partial<Variant> = {}): Variant {
  const base = makeVariant({ id, colour, size, isOnStock: available > 0, availableQuantity: available, images: [`/images/products/BUR20001/${colour}.jpg`] });
  return { ...base, sku, ...extra };
}

export const quickAddProduct: Product = makeProduct(
  [
    quickAddVariant('navy-s', 'navy', 'S', 'BUR20001-01-01', 12, {
      marketplaceSku: 'M20001NAVYS',
      prices: { centAmount: 3500, currencyCode: 'GBP', wasPrice: { centAmount: 5000 } },
    }),
    quickAddVariant('navy-m', 'navy', 'M', 'BUR20001-01-02', 0, { isMaster: true }),
    quickAddVariant('navy-l', 'navy', 'L', 'BUR20001-01-03', 2),
    quickAddVariant('white-s', 'white', 'S', 'BUR20001-02-01', 3, { prices: { centAmount: 3200, currencyCode: 'GBP' } }),
    quickAddVariant('white-m', 'white', 'M', 'BUR20001-02-02', 0),
    quickAddVariant('red-s', 'red', 'S', 'BUR20001-03-01', 0),
    quickAddVariant('red-m', 'red', 'M', 'BUR20001-03-02', 0),
  ],
  { id: 'p-qa', key: 'BUR20001', name: 'Oxford Shirt', slug: 'oxford-shirt', brand: 'Burton' },
);

/** A product sold in one variant only: quick add adds it at once. */
export const toteBag: Product = makeProduct(
  [{ ...makeVariant({ id: 'tote-one', colour: 'black', size: 'ONE SIZE', availableQuantity: 8 }), sku: 'BUR30001-01-01' }],
  { id: 'p-tote', key: 'BUR30001', name: 'Canvas Tote', slug: 'canvas-tote' },
);
