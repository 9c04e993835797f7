// Bundle products for the tests: the showcase suit's cases (api README,
// Bundles) in small. Test-only.
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import type { Bundle, BundleProduct, Cart, ProductCardData, Variant } from '@storefront/shared-contracts';

type V = [id: string, colour: string, size: string, isOnStock?: boolean];

function variants(key: string, list: V[], extra: (v: Variant) => Partial<Variant> = () => ({})): Variant[] {
  return list.map(([id, colour, size, isOnStock = true], i) => {
    const v = makeVariant({ id: `${key}-${id}`, colour, size, isOnStock, isMaster: i === 0, images: [`/images/products/${key}/${colour}.jpg`] });
    return { ...v, sku: `${key}-${id}`, ...extra(v) };
  });
}

export function bundleProduct(key: string, name: string, list: V[], overrides: Partial<BundleProduct> = {}, extra?: (v: Variant) => Partial<Variant>): BundleProduct {
  const product = makeProduct(variants(key, list, extra), { id: `p-${key}`, key, name, slug: `${name.toLowerCase().replace(/ /g, '-')}-${key}` });
  return { ...product, productKey: key, ...overrides };
}

/** Navy in 38–42; Black sold out; Charcoal only 40. */
export const jacket = bundleProduct('JKT', 'Suit Jacket', [
  ['n38', 'navy', '38'], ['n40', 'navy', '40'], ['n42', 'navy', '42', false],
  ['b38', 'black', '38', false], ['b40', 'black', '40', false],
  ['c38', 'charcoal', '38', false], ['c40', 'charcoal', '40'],
]);

/** Navy 30–34; Black sold out. */
export const trousers = bundleProduct('TRS', 'Suit Trousers', [
  ['n30', 'navy', '30'], ['n32', 'navy', '32'], ['n34', 'navy', '34'],
  ['b30', 'black', '30', false], ['b32', 'black', '32', false],
]);

/** Starts in Charcoal, where only M is left. */
export const waistcoat = bundleProduct('WST', 'Suit Waistcoat', [
  ['nS', 'navy', 'S'], ['nM', 'navy', 'M'], ['cS', 'charcoal', 'S', false], ['cM', 'charcoal', 'M'],
], { selectedColor: 'charcoal' });

/** Starts in Camel, sold out; a marketplace product. */
export const boots = bundleProduct('BTS', 'Ankle Boots', [
  ['k5', 'camel', '5', false], ['k6', 'camel', '6', false], ['b5', 'black', '5'], ['b6', 'black', '6'],
], { selectedColor: 'camel' }, (v) => ({ marketplaceSku: `M${v.id.replace(/\W/g, '')}00000` }));

export function bundleOf(kind: string, products: BundleProduct[], header = 'Complete The Suit'): Bundle {
  return { id: `${kind}-1`, bundleType: kind, header, products };
}

export function card(id: string, colours: string[], overrides: Partial<ProductCardData> = {}): ProductCardData {
  return {
    id,
    productKey: id.toUpperCase(),
    name: `Look item ${id}`,
    brand: 'Burton',
    slug: `look-${id}`,
    colour: colours[0]!,
    colourVariants: colours.map((colour) => ({ colour, colourFacet: colour, sizesInStock: ['M'], sku: `${id}-${colour}` })),
    priceVariants: colours.map((colour) => ({ colour, price: '20.00' })),
    price: '20.00',
    imagesResponsive: [],
    isPremier: false,
    ...overrides,
  };
}

const gbp = (centAmount: number) => ({ centAmount, currencyCode: 'GBP' });

/** An add answer holding a line per sku. */
export function cartFor(skus: string[], withLastAdded = true): Cart {
  const lines = skus.map((sku, i) => ({
    id: `line-${i}`,
    sku,
    productId: `p-${i}`,
    productKey: `K${i}`,
    slug: `item-${i}`,
    name: `Item ${i}`,
    brand: 'Burton',
    colour: 'Navy',
    size: 'M',
    quantity: 1,
    unitPrice: gbp(3500),
    isOnStock: true,
    isPremier: false,
    lineTotal: gbp(3500),
    availableQuantity: 10,
    maxQuantity: 10,
    stockStatus: 'inStock' as const,
    bulkyItem: false,
  }));
  const total = gbp(lines.length * 3500);
  return {
    id: 'cart-9',
    fascia: 'burton',
    lines,
    itemCount: lines.length,
    totalPrice: total,
    ...(withLastAdded ? { lastAdded: lines } : {}),
    version: 4,
    gifts: [],
    totals: { subtotal: total, delivery: { kind: 'free', price: gbp(0), threshold: gbp(5000) }, total },
    checkoutAllowed: true,
  };
}
