// The vocabulary the catalogue generator draws from: departments, categories,
// colour palettes, size schemes and brands. Plain data, no logic.
import type { ProductType } from '@storefront/shared-contracts';

/** The drawing used for a product's generated images (see images/masters.ts). */
export type ShapeKind =
  | 'dress' | 'top' | 'shirt' | 'knit' | 'trousers' | 'coat' | 'shoe'
  | 'bottle' | 'compact' | 'lipstick' | 'jar'
  | 'cushion' | 'lamp' | 'throw' | 'card';

export const SHAPE_TYPE: Record<ShapeKind, ProductType> = {
  dress: 'fashion', top: 'fashion', shirt: 'fashion', knit: 'fashion', trousers: 'fashion', coat: 'fashion', shoe: 'fashion',
  bottle: 'beauty', compact: 'beauty', lipstick: 'beauty', jar: 'beauty',
  cushion: 'home', lamp: 'home', throw: 'home', card: 'home',
};

/** Views drawn per product type: fashion has front, back, side and detail. */
export const VIEWS_BY_TYPE: Record<ProductType, number> = { fashion: 4, beauty: 3, home: 3 };

export interface ColourDef {
  /** Value and label (the same text: routes carry it as `?colour=`). */
  colour: string;
  facet: string;
  hex: string;
}

export const FASHION_COLOURS: readonly ColourDef[] = [
  { colour: 'Black', facet: 'Black', hex: '1c1c1e' },
  { colour: 'White', facet: 'White', hex: 'f5f5f2' },
  { colour: 'Ivory', facet: 'Cream', hex: 'efe6d2' },
  { colour: 'Navy', facet: 'Blue', hex: '1f2a44' },
  { colour: 'Cobalt', facet: 'Blue', hex: '2f5fb5' },
  { colour: 'Sky Blue', facet: 'Blue', hex: '9cc3e6' },
  { colour: 'Red', facet: 'Red', hex: 'b3261e' },
  { colour: 'Burgundy', facet: 'Red', hex: '6d1a2a' },
  { colour: 'Pink', facet: 'Pink', hex: 'e59ab2' },
  { colour: 'Blush', facet: 'Pink', hex: 'efc6bd' },
  { colour: 'Green', facet: 'Green', hex: '2e6b3f' },
  { colour: 'Khaki', facet: 'Green', hex: '7a7552' },
  { colour: 'Yellow', facet: 'Yellow', hex: 'e6c24a' },
  { colour: 'Orange', facet: 'Orange', hex: 'd9772b' },
  { colour: 'Grey', facet: 'Grey', hex: '8a8d91' },
  { colour: 'Charcoal', facet: 'Grey', hex: '3b3e42' },
  { colour: 'Brown', facet: 'Brown', hex: '6b4a32' },
  { colour: 'Camel', facet: 'Brown', hex: 'c19a6b' },
  { colour: 'Purple', facet: 'Purple', hex: '6a4c93' },
];

/** Foundation and powder shades: beauty colours are shades. */
export const SKIN_SHADES: readonly ColourDef[] = [
  { colour: '010 Porcelain', facet: 'Fair', hex: 'f3dcc8' },
  { colour: '020 Ivory', facet: 'Fair', hex: 'eccdb0' },
  { colour: '030 Sand', facet: 'Light', hex: 'e0b994' },
  { colour: '040 Beige', facet: 'Light', hex: 'd6a97f' },
  { colour: '050 Honey', facet: 'Medium', hex: 'c9955f' },
  { colour: '060 Golden', facet: 'Medium', hex: 'bb8450' },
  { colour: '070 Caramel', facet: 'Tan', hex: 'a36d3f' },
  { colour: '080 Toffee', facet: 'Tan', hex: '8e5a33' },
  { colour: '090 Mocha', facet: 'Deep', hex: '744528' },
  { colour: '100 Espresso', facet: 'Deep', hex: '5a3420' },
  { colour: '110 Ebony', facet: 'Deep', hex: '3f2416' },
  { colour: '120 Onyx', facet: 'Deep', hex: '2e1a10' },
];

export const LIP_SHADES: readonly ColourDef[] = [
  { colour: 'Rosewood', facet: 'Pink', hex: 'a0525c' },
  { colour: 'Ruby', facet: 'Red', hex: '9b111e' },
  { colour: 'Nude', facet: 'Nude', hex: 'c48f7d' },
  { colour: 'Coral', facet: 'Orange', hex: 'f47a60' },
  { colour: 'Berry', facet: 'Purple', hex: '7b2d4a' },
  { colour: 'Mauve', facet: 'Purple', hex: '9e6b7d' },
];

/** Skin and hair care come in one neutral colour. */
export const NO_COLOUR: readonly ColourDef[] = [{ colour: 'No Colour', facet: 'Neutral', hex: 'ece7df' }];

export const HOME_COLOURS: readonly ColourDef[] = [
  { colour: 'Natural', facet: 'Cream', hex: 'd8cbb3' },
  { colour: 'Sage', facet: 'Green', hex: '9caf88' },
  { colour: 'Ochre', facet: 'Yellow', hex: 'cc8e35' },
  { colour: 'Terracotta', facet: 'Orange', hex: 'c0603f' },
  { colour: 'Slate', facet: 'Grey', hex: '5a6470' },
  { colour: 'Navy', facet: 'Blue', hex: '1f2a44' },
  { colour: 'White', facet: 'White', hex: 'f5f5f2' },
  { colour: 'Charcoal', facet: 'Grey', hex: '3b3e42' },
  { colour: 'Blush', facet: 'Pink', hex: 'efc6bd' },
  { colour: 'Teal', facet: 'Blue', hex: '2a7b7b' },
  { colour: 'Mustard', facet: 'Yellow', hex: 'd6a531' },
];

export type Palette = 'fashion' | 'skin' | 'lip' | 'none' | 'home';
export const PALETTES: Record<Palette, readonly ColourDef[]> = {
  fashion: FASHION_COLOURS,
  skin: SKIN_SHADES,
  lip: LIP_SHADES,
  none: NO_COLOUR,
  home: HOME_COLOURS,
};

/** A size scheme and, per size, the extra price in GBP pence (prices differing by size). */
export interface SizeScheme {
  sizes: readonly string[];
  /** Extra pence per size index; omitted means the same price for every size. */
  surcharge?: readonly number[];
}

const ukWomens = ['6', '8', '10', '12', '14', '16', '18', '20'];
const halfSizes: string[] = [];
for (let s = 3; s <= 9; s += 0.5) halfSizes.push(String(s));
const womensJeans: string[] = [];
for (const size of ['6', '8', '10', '12', '14', '16', '18']) for (const leg of ['Short', 'Regular', 'Long']) womensJeans.push(`${size} ${leg}`);
const mensJeans: string[] = [];
for (const w of [28, 30, 32, 34, 36, 38]) for (const l of [30, 32, 34]) mensJeans.push(`W${w} L${l}`);

export const SIZE_SCHEMES = {
  womens: { sizes: ukWomens },
  /** Plus sizes cost a little more: a price range by size. */
  womensPlusPriced: { sizes: ukWomens, surcharge: [0, 0, 0, 0, 0, 0, 300, 300] },
  womensJeans: { sizes: womensJeans, surcharge: womensJeans.map((s) => (s.endsWith('Long') ? 200 : 0)) },
  mensJeans: { sizes: mensJeans },
  letters: { sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
  shoes: { sizes: halfSizes },
  mensShoes: { sizes: ['6', '7', '8', '9', '10', '11', '12'] },
  /** Chest sizes of a suit jacket (the suit showcase products only). */
  suitJacket: { sizes: ['36', '38', '40', '42', '44', '46'] },
  /** Waist sizes of suit trousers (the suit showcase products only). */
  suitTrousers: { sizes: ['28', '30', '32', '34', '36', '38', '40'] },
  oneSize: { sizes: ['One Size'] },
  foundation: { sizes: ['30ml'] },
  skincare: { sizes: ['50ml', '100ml'], surcharge: [0, 1200] },
  cushion: { sizes: ['45 x 45cm', '60 x 60cm'], surcharge: [0, 1000] },
  throw: { sizes: ['130 x 170cm', '150 x 200cm', '200 x 220cm'], surcharge: [0, 1500, 3000] },
} satisfies Record<string, SizeScheme>;

export type Department = 'Womenswear' | 'Menswear' | 'Beauty' | 'Home';
export const DEPARTMENT_SLUGS: Record<Department, string> = {
  Womenswear: 'womenswear',
  Menswear: 'menswear',
  Beauty: 'beauty',
  Home: 'homeware',
};

export interface CategoryDef {
  department: Department;
  name: string;
  slug: string;
  /** Three capital letters that start each product key and sku. */
  code: string;
  shape: ShapeKind;
  palette: Palette;
  /** Colours per product: weights for 1, 2, 3, 4... colours. */
  colourCounts: readonly number[];
  sizes: readonly (keyof typeof SIZE_SCHEMES)[];
  /** GBP pence. */
  price: readonly [number, number];
  taxonomy: string;
  styles?: readonly string[];
  gender?: string;
  bases: readonly string[];
  adjectives: readonly string[];
  fabrics?: readonly string[];
  /** Relative share of the catalogue. */
  weight: number;
}

const womensAdjectives = ['Floral', 'Ruched', 'Belted', 'Linen', 'Jersey', 'Satin', 'Pleated', 'Textured', 'Printed', 'Cotton', 'Broderie', 'Tailored'];
const mensAdjectives = ['Slim', 'Regular Fit', 'Cotton', 'Textured', 'Oxford', 'Stretch', 'Washed', 'Heritage', 'Ribbed'];

export const CATEGORIES: readonly CategoryDef[] = [
  {
    department: 'Womenswear', name: 'Dresses', slug: 'womens-dresses', code: 'DRS', shape: 'dress', palette: 'fashion',
    colourCounts: [3, 4, 3, 1], sizes: ['womens', 'womensPlusPriced'], price: [2500, 8900],
    taxonomy: 'Womenswear > Clothing > Dresses', styles: ['Midi', 'Maxi', 'Mini', 'Wrap', 'Shift'], gender: 'Female',
    bases: ['Midi Wrap Dress', 'Satin Slip Dress', 'Tiered Maxi Dress', 'Shirt Dress', 'Bodycon Mini Dress', 'Pleated Midi Dress', 'Tea Dress', 'Smock Dress', 'Skater Dress', 'Shift Dress'],
    adjectives: womensAdjectives, fabrics: ['100% Viscose', '95% Polyester, 5% Elastane', '100% Cotton', '55% Linen, 45% Viscose'], weight: 16,
  },
  {
    department: 'Womenswear', name: 'Tops', slug: 'womens-tops', code: 'TOP', shape: 'top', palette: 'fashion',
    colourCounts: [3, 4, 3, 2], sizes: ['womens', 'letters'], price: [1200, 4500],
    taxonomy: 'Womenswear > Clothing > Tops', styles: ['Blouse', 'T-Shirt', 'Cami', 'Bodysuit'], gender: 'Female',
    bases: ['Puff Sleeve Blouse', 'Cami Top', 'Ribbed T-Shirt', 'Wrap Top', 'Square Neck Bodysuit', 'Peplum Top', 'Tie Front Shirt'],
    adjectives: womensAdjectives, fabrics: ['100% Cotton', '95% Viscose, 5% Elastane', '100% Polyester'], weight: 14,
  },
  {
    department: 'Womenswear', name: 'Jeans', slug: 'womens-jeans', code: 'JNS', shape: 'trousers', palette: 'fashion',
    colourCounts: [4, 3, 2], sizes: ['womensJeans'], price: [2800, 5500],
    taxonomy: 'Womenswear > Clothing > Jeans', styles: ['Skinny', 'Straight', 'Wide Leg', 'Mom'], gender: 'Female',
    bases: ['Skinny Jeans', 'Straight Leg Jeans', 'Wide Leg Jeans', 'Mom Jeans', 'Bootcut Jeans', 'Flared Jeans'],
    adjectives: ['High Waist', 'Mid Rise', 'Stretch', 'Ripped', 'Washed', 'Organic Cotton'], fabrics: ['98% Cotton, 2% Elastane', '100% Cotton'], weight: 9,
  },
  {
    department: 'Womenswear', name: 'Coats & Jackets', slug: 'womens-coats', code: 'COA', shape: 'coat', palette: 'fashion',
    colourCounts: [3, 3, 2], sizes: ['womens'], price: [4500, 16000],
    taxonomy: 'Womenswear > Clothing > Coats & Jackets', styles: ['Trench', 'Wool', 'Puffer', 'Blazer'], gender: 'Female',
    bases: ['Belted Trench Coat', 'Wool Blend Coat', 'Quilted Puffer Jacket', 'Single Breasted Blazer', 'Faux Leather Jacket', 'Denim Jacket'],
    adjectives: ['Longline', 'Cropped', 'Oversized', 'Classic', 'Textured'], fabrics: ['60% Wool, 40% Polyester', '100% Polyester', '100% Cotton'], weight: 8,
  },
  {
    department: 'Womenswear', name: 'Knitwear', slug: 'womens-knitwear', code: 'KNT', shape: 'knit', palette: 'fashion',
    colourCounts: [2, 4, 3, 2], sizes: ['letters', 'womens'], price: [2200, 6000],
    taxonomy: 'Womenswear > Clothing > Knitwear', styles: ['Jumper', 'Cardigan'], gender: 'Female',
    bases: ['Cable Knit Jumper', 'Crew Neck Jumper', 'Button Cardigan', 'Roll Neck Jumper', 'Knitted Vest'],
    adjectives: ['Chunky', 'Fine Knit', 'Cosy', 'Ribbed', 'Merino'], fabrics: ['100% Cotton', '50% Wool, 50% Acrylic'], weight: 6,
  },
  {
    department: 'Womenswear', name: 'Shoes', slug: 'womens-shoes', code: 'SHO', shape: 'shoe', palette: 'fashion',
    colourCounts: [3, 3, 2], sizes: ['shoes'], price: [2500, 9000],
    taxonomy: 'Womenswear > Shoes', styles: ['Boots', 'Heels', 'Flats', 'Trainers'], gender: 'Female',
    bases: ['Leather Ankle Boots', 'Block Heel Sandals', 'Pointed Court Shoes', 'Ballet Flats', 'Chunky Trainers', 'Knee High Boots', 'Loafers'],
    adjectives: ['Suede', 'Leather', 'Wide Fit', 'Padded', 'Patent'], fabrics: ['Leather upper', 'Textile upper'], weight: 8,
  },
  {
    department: 'Menswear', name: 'Shirts', slug: 'mens-shirts', code: 'SHR', shape: 'shirt', palette: 'fashion',
    colourCounts: [3, 4, 2], sizes: ['letters'], price: [1800, 4500],
    taxonomy: 'Menswear > Clothing > Shirts', styles: ['Oxford', 'Formal', 'Casual'], gender: 'Male',
    bases: ['Oxford Shirt', 'Long Sleeve Shirt', 'Short Sleeve Shirt', 'Overshirt', 'Formal Shirt', 'Linen Shirt'],
    adjectives: mensAdjectives, fabrics: ['100% Cotton', '55% Linen, 45% Cotton'], weight: 7,
  },
  {
    department: 'Menswear', name: 'Jeans', slug: 'mens-jeans', code: 'MJN', shape: 'trousers', palette: 'fashion',
    colourCounts: [3, 3, 2], sizes: ['mensJeans'], price: [3000, 5500],
    taxonomy: 'Menswear > Clothing > Jeans', styles: ['Skinny', 'Slim', 'Straight', 'Tapered'], gender: 'Male',
    bases: ['Skinny Jeans', 'Slim Fit Jeans', 'Straight Jeans', 'Tapered Jeans', 'Relaxed Jeans'],
    adjectives: ['Stretch', 'Washed', 'Rinse', 'Ripped', 'Organic Cotton'], fabrics: ['99% Cotton, 1% Elastane'], weight: 5,
  },
  {
    department: 'Menswear', name: 'Coats & Jackets', slug: 'mens-coats', code: 'MCO', shape: 'coat', palette: 'fashion',
    colourCounts: [3, 3, 1], sizes: ['letters'], price: [5000, 15000],
    taxonomy: 'Menswear > Clothing > Coats & Jackets', styles: ['Overcoat', 'Puffer', 'Blazer'], gender: 'Male',
    bases: ['Wool Overcoat', 'Puffer Jacket', 'Harrington Jacket', 'Suit Blazer', 'Borg Collar Jacket'],
    adjectives: ['Longline', 'Classic', 'Textured', 'Padded'], fabrics: ['60% Wool, 40% Polyester', '100% Nylon'], weight: 4,
  },
  {
    department: 'Menswear', name: 'Shoes', slug: 'mens-shoes', code: 'MSH', shape: 'shoe', palette: 'fashion',
    colourCounts: [3, 2], sizes: ['mensShoes'], price: [3500, 9000],
    taxonomy: 'Menswear > Shoes', styles: ['Boots', 'Trainers', 'Formal'], gender: 'Male',
    bases: ['Chelsea Boots', 'Derby Shoes', 'Leather Trainers', 'Brogues', 'Desert Boots'],
    adjectives: ['Suede', 'Leather', 'Wide Fit'], fabrics: ['Leather upper'], weight: 3,
  },
  {
    department: 'Beauty', name: 'Foundation', slug: 'beauty-foundation', code: 'FND', shape: 'bottle', palette: 'skin',
    colourCounts: [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1], sizes: ['foundation'], price: [1600, 3800],
    taxonomy: 'Beauty > Makeup > Face > Foundation', gender: 'Female',
    bases: ['Skin Tint Foundation', 'Longwear Foundation', 'Serum Foundation', 'Matte Foundation', 'Radiant Foundation'],
    adjectives: ['Luminous', 'Weightless', 'Natural Finish', '24H'], weight: 4,
  },
  {
    department: 'Beauty', name: 'Powder & Concealer', slug: 'beauty-powder', code: 'PWD', shape: 'compact', palette: 'skin',
    colourCounts: [0, 0, 0, 1, 1, 1, 1, 1], sizes: ['oneSize'], price: [1200, 3000],
    taxonomy: 'Beauty > Makeup > Face > Powder', gender: 'Female',
    bases: ['Pressed Powder', 'Setting Powder', 'Cream Concealer', 'Bronzing Powder'],
    adjectives: ['Soft Focus', 'Sheer', 'Full Coverage'], weight: 3,
  },
  {
    department: 'Beauty', name: 'Lipstick', slug: 'beauty-lips', code: 'LIP', shape: 'lipstick', palette: 'lip',
    colourCounts: [0, 0, 1, 1, 1, 1], sizes: ['oneSize'], price: [900, 2800],
    taxonomy: 'Beauty > Makeup > Lips > Lipstick', gender: 'Female',
    bases: ['Satin Lipstick', 'Matte Lipstick', 'Lip Gloss', 'Tinted Lip Balm'],
    adjectives: ['Velvet', 'Hydrating', 'Longwear'], weight: 3,
  },
  {
    department: 'Beauty', name: 'Skincare', slug: 'beauty-skincare', code: 'SKN', shape: 'jar', palette: 'none',
    colourCounts: [1], sizes: ['skincare'], price: [1400, 4800],
    taxonomy: 'Beauty > Skin > Moisturiser', gender: 'Unisex',
    bases: ['Day Cream', 'Night Cream', 'Hydrating Serum', 'Gel Cleanser', 'Eye Cream'],
    adjectives: ['Hyaluronic', 'Vitamin C', 'Calming', 'Renewing'], weight: 3,
  },
  {
    department: 'Beauty', name: 'Haircare', slug: 'beauty-haircare', code: 'HAR', shape: 'bottle', palette: 'none',
    colourCounts: [1], sizes: ['oneSize'], price: [800, 3200],
    taxonomy: 'Beauty > Hair > Shampoo & Conditioner', gender: 'Unisex',
    bases: ['Repair Shampoo', 'Volume Conditioner', 'Hair Mask', 'Hair Oil'],
    adjectives: ['Nourishing', 'Smoothing', 'Bond Repair'], weight: 2,
  },
  {
    department: 'Home', name: 'Cushions', slug: 'home-cushions', code: 'CSH', shape: 'cushion', palette: 'home',
    colourCounts: [2, 3, 3, 2], sizes: ['cushion'], price: [1500, 4000],
    taxonomy: 'Home > Soft Furnishings > Cushions',
    bases: ['Velvet Cushion', 'Boucle Cushion', 'Linen Cushion', 'Tufted Cushion', 'Embroidered Cushion'],
    adjectives: ['Textured', 'Piped', 'Fringed', 'Striped'], fabrics: ['100% Cotton cover', '100% Polyester velvet'], weight: 3,
  },
  {
    department: 'Home', name: 'Lighting', slug: 'home-lighting', code: 'LMP', shape: 'lamp', palette: 'home',
    colourCounts: [3, 3, 1], sizes: ['oneSize'], price: [2500, 12000],
    taxonomy: 'Home > Lighting > Lamps',
    bases: ['Ceramic Table Lamp', 'Floor Lamp', 'Rechargeable Lamp', 'Mushroom Lamp', 'Pendant Shade'],
    adjectives: ['Glazed', 'Brass', 'Rattan', 'Minimal'], weight: 2,
  },
  {
    department: 'Home', name: 'Throws & Blankets', slug: 'home-throws', code: 'THR', shape: 'throw', palette: 'home',
    colourCounts: [2, 3, 2], sizes: ['throw'], price: [2500, 7000],
    taxonomy: 'Home > Soft Furnishings > Throws',
    bases: ['Knitted Throw', 'Faux Fur Throw', 'Waffle Blanket', 'Chunky Knit Throw'],
    adjectives: ['Cosy', 'Herringbone', 'Fringed', 'Recycled'], fabrics: ['100% Acrylic', '100% Cotton'], weight: 2,
  },
];

export interface BrandDef {
  name: string;
  /** Own brands sell first in their fascia. */
  fascia?: 'burton' | 'coast' | 'wallis' | 'oasis' | 'dorothyperkins';
  departments: readonly Department[];
}

export const BRANDS: readonly BrandDef[] = [
  { name: 'Burton', fascia: 'burton', departments: ['Menswear'] },
  { name: 'Coast', fascia: 'coast', departments: ['Womenswear'] },
  { name: 'Wallis', fascia: 'wallis', departments: ['Womenswear'] },
  { name: 'Oasis', fascia: 'oasis', departments: ['Womenswear'] },
  { name: 'Dorothy Perkins', fascia: 'dorothyperkins', departments: ['Womenswear'] },
  { name: 'Atelier North', departments: ['Womenswear', 'Menswear'] },
  { name: 'Linea', departments: ['Womenswear'] },
  { name: 'Harbour & Co', departments: ['Menswear'] },
  { name: 'Nordic Glow', departments: ['Beauty'] },
  { name: 'Lumière Beauty', departments: ['Beauty'] },
  { name: 'Petal & Pine', departments: ['Beauty'] },
  { name: 'Maison Verre', departments: ['Home'] },
  { name: 'Hearth & Loom', departments: ['Home'] },
];

export const CLASSIFICATIONS = ['New In', 'Sale', 'Clearance', 'Online Exclusive', 'Bestseller'] as const;
export const OCCASIONS = ['Casual', 'Workwear', 'Occasion', 'Wedding Guest', 'Holiday', 'Party'] as const;
