// Small hand-written products for tests of any package (selection rules,
// pickers, basket). Test-only: import from '@storefront/shared-contracts/testing'.
import type { Product, Variant } from '../entities/product';
import type { ProductCardData } from '../entities/card';

interface VariantInput {
  id: string;
  colour: string;
  size: string;
  isOnStock?: boolean;
  availableQuantity?: number;
  isMaster?: boolean;
  preSelected?: boolean;
  colourLabel?: string;
  colourHex?: string;
  swatchImage?: string;
  images?: string[];
}

const labels: Record<string, string> = { navy: 'Navy', white: 'White', red: 'Red', black: 'Black' };
const hexes: Record<string, string> = { navy: '#1f2a44', white: '#ffffff', red: '#c0392b', black: '#000000' };

export function makeVariant(input: VariantInput): Variant {
  const isOnStock = input.isOnStock ?? true;
  return {
    id: input.id,
    sku: `SKU-${input.id}`,
    isMaster: input.isMaster ?? false,
    preSelected: input.preSelected,
    isOnStock,
    availableQuantity: input.availableQuantity ?? (isOnStock ? 20 : 0),
    images: (input.images ?? []).map((url) => ({ desktop: { url } })),
    prices: { centAmount: 3500, currencyCode: 'GBP' },
    attributes: {
      colour: input.colour,
      colourLabel: input.colourLabel ?? labels[input.colour] ?? input.colour,
      colourFacet: input.colour,
      colourHex: input.colourHex ?? hexes[input.colour],
      swatchImage: input.swatchImage,
      size: input.size,
      brand: 'Burton',
      department: 'Menswear',
      categoryTaxonomy: 'Clothing > Shirts',
    },
  };
}

export function makeProduct(variants: Variant[], overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-shirt',
    key: 'shirt-oxford',
    name: 'Oxford Shirt',
    slug: 'oxford-shirt',
    description: 'A shirt.',
    productType: 'fashion',
    brand: 'Burton',
    brandSlug: 'burton',
    availablefascias: ['burton'],
    isPremier: false,
    variants,
    breadcrumbs: [],
    categories: [],
    categoryNames: [],
    reviewStats: { averageRating: 4, totalReviewCount: 3 },
    ...overrides,
  };
}

const navyImages = ['/images/products/shirt/navy-0.jpg', '/images/products/shirt/navy-1.jpg', '/images/products/shirt/navy-2.jpg'];
const whiteImages = ['/images/products/shirt/white-0.jpg', '/images/products/shirt/white-1.jpg'];
const redImages = ['/images/products/shirt/red-0.jpg'];

/**
 * Navy: S in stock, M out of stock (the master variant), L low (2 left), XL in stock.
 * White: only S in stock. Red: sold out.
 */
export const shirt: Product = makeProduct([
  makeVariant({ id: 'navy-s', colour: 'navy', size: 'S', availableQuantity: 12, images: navyImages }),
  makeVariant({ id: 'navy-m', colour: 'navy', size: 'M', isOnStock: false, isMaster: true, images: navyImages }),
  makeVariant({ id: 'navy-l', colour: 'navy', size: 'L', availableQuantity: 2, images: navyImages }),
  makeVariant({ id: 'navy-xl', colour: 'navy', size: 'XL', availableQuantity: 9, images: navyImages }),
  makeVariant({ id: 'white-s', colour: 'white', size: 'S', availableQuantity: 7, images: whiteImages }),
  makeVariant({ id: 'white-m', colour: 'white', size: 'M', isOnStock: false, images: whiteImages }),
  makeVariant({ id: 'white-l', colour: 'white', size: 'L', isOnStock: false, images: whiteImages }),
  makeVariant({ id: 'red-s', colour: 'red', size: 'S', isOnStock: false, images: redImages }),
  makeVariant({ id: 'red-m', colour: 'red', size: 'M', isOnStock: false, images: redImages }),
]);

/** Twelve sizes in one colour: the size selector becomes a dropdown. */
export const jeans: Product = makeProduct(
  ['6', '8', '10', '12', '14', '16', '18', '20', '22', '24', '26', '28'].map((size, index) =>
    makeVariant({
      id: `jeans-${size}`,
      colour: 'black',
      size,
      isOnStock: size !== '14',
      isMaster: index === 0,
      images: ['/images/products/jeans/0.jpg'],
    }),
  ),
  { id: 'p-jeans', key: 'jeans-slim', name: 'Slim Jeans', slug: 'slim-jeans' },
);

/** Every variant out of stock. */
export const soldOutScarf: Product = makeProduct(
  [
    makeVariant({ id: 'scarf-red', colour: 'red', size: 'ONE SIZE', isOnStock: false, isMaster: true, images: ['/images/products/scarf/0.jpg'] }),
    makeVariant({ id: 'scarf-navy', colour: 'navy', size: 'ONE SIZE', isOnStock: false, images: ['/images/products/scarf/1.jpg'] }),
  ],
  { id: 'p-scarf', key: 'scarf-wool', name: 'Wool Scarf', slug: 'wool-scarf' },
);

// A product card as a search hit or carousel would give it.
/** A responsive card image of a product key. */
export const img = (key: string, n: number) => ({ desktop: { url: `/images/products/${key}/${n}.jpg` }, mobile: { url: `/images/products/${key}/${n}.jpg` } });

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
