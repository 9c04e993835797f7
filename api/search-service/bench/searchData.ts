// Deterministic product search records for the search benchmark: the shape
// records.ts produces (card fields + every facet key + numeric attributes),
// with a realistic vocabulary, from a fixed seed.
import type { ProductSearchRecord } from '../src/records';

/** mulberry32: small, fast, deterministic. */
function rng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const count = min + Math.floor(next() * (max - min + 1));
    const chosen = new Set<T>();
    while (chosen.size < Math.min(count, list.length)) chosen.add(pick(list));
    return [...chosen];
  };
  return { next, pick, some };
}

const BRANDS = ['Burton', 'Coast', 'Wallis', 'Oasis', 'Dorothy Perkins', 'Harbour & Co', 'Petal & Pine', 'Lumière Beauty', 'Hearth & Loom', 'Maison Verre', 'Nordic Glow', 'Atlas Denim', 'Kite & Kestrel', 'Ivy Lane', 'Fern Studio', 'Saltmarsh', 'Copper Row', 'Juniper', 'Marlow', 'Quill & Thread'];
const CATEGORIES = [
  { name: 'Dresses', department: 'Womenswear', bases: ['Wrap Dress', 'Slip Dress', 'Maxi Dress', 'Shirt Dress', 'Mini Dress', 'Tea Dress'], sizes: ['6', '8', '10', '12', '14', '16', '18'] },
  { name: 'Tops', department: 'Womenswear', bases: ['Blouse', 'Cami Top', 'Ribbed T-Shirt', 'Wrap Top', 'Bodysuit'], sizes: ['XS', 'S', 'M', 'L', 'XL'] },
  { name: 'Jeans', department: 'Womenswear', bases: ['Skinny Jeans', 'Straight Leg Jeans', 'Wide Leg Jeans', 'Mom Jeans'], sizes: ['6', '8', '10', '12', '14', '16'] },
  { name: 'Coats & Jackets', department: 'Womenswear', bases: ['Trench Coat', 'Wool Coat', 'Puffer Jacket', 'Blazer'], sizes: ['6', '8', '10', '12', '14', '16'] },
  { name: 'Knitwear', department: 'Womenswear', bases: ['Cable Knit Jumper', 'Cardigan', 'Roll Neck Jumper'], sizes: ['XS', 'S', 'M', 'L', 'XL'] },
  { name: 'Shoes', department: 'Womenswear', bases: ['Ankle Boots', 'Court Shoes', 'Ballet Flats', 'Trainers', 'Sandals'], sizes: ['3', '4', '5', '6', '7', '8'] },
  { name: 'Shirts', department: 'Menswear', bases: ['Oxford Shirt', 'Overshirt', 'Linen Shirt', 'Check Shirt'], sizes: ['S', 'M', 'L', 'XL', 'XXL'] },
  { name: 'Trousers', department: 'Menswear', bases: ['Chinos', 'Slim Fit Jeans', 'Cargo Trousers', 'Joggers'], sizes: ['28', '30', '32', '34', '36'] },
  { name: 'Foundation', department: 'Beauty', bases: ['Serum Foundation', 'Skin Tint', 'Matte Foundation'], sizes: ['30ml'] },
  { name: 'Lips', department: 'Beauty', bases: ['Matte Lipstick', 'Lip Gloss', 'Lip Liner'], sizes: ['One Size'] },
  { name: 'Haircare', department: 'Beauty', bases: ['Hair Oil', 'Shampoo', 'Conditioner', 'Hair Mask'], sizes: ['250ml'] },
  { name: 'Cushions', department: 'Home', bases: ['Velvet Cushion', 'Linen Cushion', 'Boucle Cushion'], sizes: ['One Size'] },
  { name: 'Lighting', department: 'Home', bases: ['Table Lamp', 'Floor Lamp', 'Pendant Shade'], sizes: ['One Size'] },
];
const ADJECTIVES = ['Satin', 'Pleated', 'Tiered', 'Linen', 'Floral', 'Midi', 'Cropped', 'Oversized', 'Textured', 'Classic', 'Ribbed', 'Organic Cotton', 'Velvet', 'Printed', 'Belted', 'Relaxed'];
const COLOURS = ['Black', 'White', 'Navy', 'Blue', 'Red', 'Pink', 'Green', 'Khaki', 'Brown', 'Cream', 'Grey', 'Yellow', 'Orange', 'Purple'];
const DELIVERY = ['Standard Delivery', 'Next Day Delivery', 'Click & Collect'];
const STYLES = ['Classic', 'Casual', 'Smart', 'Boho', 'Minimal'];
const OCCASIONS = ['Casual', 'Workwear', 'Party', 'Wedding Guest', 'Holiday'];
const FABRICS = ['100% Cotton', '100% Viscose', '95% Polyester, 5% Elastane', '55% Linen, 45% Viscose', '60% Wool, 40% Polyester'];
const NECKLINES = ['Crew Neck', 'V-Neck', 'Scoop Neck', 'Square Neck', 'High Neck'];
const SLEEVES = ['Sleeveless', 'Short Sleeve', '3/4 Sleeve', 'Long Sleeve'];
const BODY_FITS = ['Regular', 'Slim', 'Relaxed', 'Oversized'];
const PATTERNS = ['Plain', 'Floral', 'Striped', 'Check', 'Animal Print'];
const DETAILS = ['Buttons', 'Pockets', 'Embroidery', 'Lace', 'Ruffles', 'Belted'];
const FITS = ['Regular', 'Petite', 'Tall', 'Plus Size'];
const SKIN = ['Dry', 'Oily', 'Combination', 'Normal', 'Sensitive'];
const HAIR = ['Straight', 'Wavy', 'Curly', 'Coily'];

function bucket(value: number, bounds: number[]): string {
  let i = bounds.length - 1;
  while (i > 0 && value < bounds[i]!) i--;
  return bounds[i + 1] === undefined ? `${bounds[i]}-max` : `${bounds[i]}-${bounds[i + 1]}`;
}

export function* benchRecords(count: number, seed = 20261122): Generator<ProductSearchRecord> {
  const r = rng(seed);
  for (let i = 0; i < count; i++) {
    const id = String(100000 + i);
    const category = r.pick(CATEGORIES);
    const fashion = category.department === 'Womenswear' || category.department === 'Menswear';
    const name = `${r.pick(ADJECTIVES)} ${r.pick(category.bases)}`;
    const brand = r.pick(BRANDS);
    const colours = r.some(COLOURS, 1, 3);
    const sizes = r.some(category.sizes, 1, category.sizes.length);
    const cents = 500 + Math.floor(r.next() * 195) * 100 + 99;
    const discounted = r.next() < 0.3;
    const was = discounted ? Math.round(cents * (1.1 + r.next() * 0.9)) : undefined;
    const saving = was ? Math.round(((was - cents) / was) * 100) : 0;
    const price = (cents / 100).toFixed(2);
    // One { url } object per image, shared by the card fields that show it,
    // as records.ts shares the catalogue's image objects.
    const views = Array.from({ length: colours.length * 2 }, (_, n) => ({ url: `/images/products/B${id}/${n}.jpg` }));
    const image = (n: number) => ({ desktop: views[n]!, mobile: views[n]! });
    const rating = Math.round((2 + r.next() * 3) * 10) / 10;
    const reviews = Math.floor(r.next() * 300);
    const fabrication = category.department === 'Beauty' ? undefined : r.pick(FABRICS);
    yield {
      objectID: id,
      id,
      productId: id,
      productKey: `B${id}`,
      name,
      brand,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
      colour: colours[0]!,
      colourVariants: colours.map((colour, c) => ({
        colour,
        colourFacet: colour,
        swatchImage: `/images/swatches/${colour.toLowerCase()}.png`,
        imageResponsive: image(c * 2),
        rolloverImage: { desktop: views[c * 2 + 1]! },
        sizesInStock: sizes,
        sku: `B${id}-${c + 1}-1`,
      })),
      priceVariants: colours.map((colour) => ({ colour, price, ...(was ? { wasPrice: (was / 100).toFixed(2), percentageSaving: saving } : {}) })),
      price,
      ...(was ? { wasPrice: (was / 100).toFixed(2), percentageSaving: saving } : {}),
      imagesResponsive: [image(0), image(1)],
      images: [{ desktop: views[0]! }],
      isPremier: false,
      department: category.department,
      averageRating: rating,
      totalReviewCount: reviews,
      categoryNames: [category.name, category.department],
      categorySlugs: [category.department.toLowerCase(), category.name.toLowerCase().replace(/[^a-z]+/g, '-')],
      hasGiftWithPurchase: r.next() < 0.02,
      breadcrumbs: [{ name: category.department, slug: category.department.toLowerCase() }],
      priceValue: cents / 100,
      ...(was ? { wasPriceValue: was / 100 } : {}),
      bestSellerRank: 1 + Math.floor(r.next() * 100_000),
      createdAt: 1_700_000_000 + Math.floor(r.next() * 60_000_000),
      isOnStock: r.next() < 0.95,
      delivery: r.some(DELIVERY, 1, 3),
      size: sizes,
      colourFacet: colours,
      style: r.pick(STYLES),
      category: category.name,
      gender: category.department === 'Menswear' ? 'Male' : category.department === 'Womenswear' ? 'Female' : 'Unisex',
      ...(fabrication ? { fabrication, material: fabrication.replace(/^\d+%\s*/, '').split(',')[0]! } : {}),
      ...(fashion ? { occasion: r.pick(OCCASIONS), neckline: r.pick(NECKLINES), sleeveLength: r.pick(SLEEVES), bodyFit: r.pick(BODY_FITS), detail: r.some(DETAILS, 1, 2), fit: r.some(FITS, 1, 2) } : {}),
      ...(category.department !== 'Beauty' ? { pattern: r.pick(PATTERNS) } : {}),
      ...(saving > 0 ? { discountRange: bucket(saving, [0, 10, 20, 30, 50]), discountBands: `${bucket(saving, [0, 10, 20, 30, 50])}% off` } : {}),
      priceRange: bucket(cents / 100, [0, 20, 50, 100, 200]),
      priceBands: `£${bucket(cents / 100, [0, 20, 50, 100, 200]).replace('-', ' - £')}`,
      ...(reviews > 0 ? { ratingGroup: String(Math.floor(rating)) } : {}),
      ...(category.name === 'Haircare' ? { hairType: r.some(HAIR, 1, 2) } : category.department === 'Beauty' ? { skinType: r.some(SKIN, 1, 3) } : {}),
    };
  }
}
