// Hand-written records for the engine's tests: small enough to know every
// expected answer by reading them.
import type { SearchRecord } from './types';

interface FixtureInput {
  name: string;
  brand: string;
  category: string;
  colourFacet: string[];
  size: string[];
  priceValue: number;
  bestSellerRank: number;
  createdAt: string;
  department?: string;
  gender?: string;
  delivery?: string[];
  _tags?: string[];
}

function record(objectID: string, input: FixtureInput): SearchRecord {
  return {
    objectID,
    productKey: `KEY-${objectID}`,
    slug: input.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    price: input.priceValue.toFixed(2),
    department: input.department ?? 'Womenswear',
    gender: input.gender ?? 'Female',
    delivery: input.delivery ?? ['Standard Delivery'],
    ...input,
    createdAt: Date.parse(input.createdAt) / 1000,
  };
}

export const FIXTURE_RECORDS: SearchRecord[] = [
  record('p01', { name: 'Midi Wrap Dress', brand: 'Coast', category: 'Dresses', colourFacet: ['Blue', 'Red'], size: ['8', '10', '12'], priceValue: 45, bestSellerRank: 3, createdAt: '2024-03-01', delivery: ['Standard Delivery', 'Next Day Delivery'], _tags: ['new-in'] }),
  record('p02', { name: 'Satin Slip Dress', brand: 'Dorothy Perkins', category: 'Dresses', colourFacet: ['Black'], size: ['6', '8'], priceValue: 32, bestSellerRank: 1, createdAt: '2024-06-01' }),
  record('p03', { name: 'Tiered Maxi Dress', brand: 'Oasis', category: 'Dresses', colourFacet: ['Green'], size: ['10', '12', '14'], priceValue: 60, bestSellerRank: 8, createdAt: '2023-11-01', delivery: ['Standard Delivery', 'Next Day Delivery'] }),
  record('p04', { name: 'Cable Knit Jumper', brand: 'Wallis', category: 'Knitwear', colourFacet: ['Cream', 'Grey'], size: ['S', 'M', 'L'], priceValue: 38, bestSellerRank: 5, createdAt: '2024-09-01' }),
  record('p05', { name: 'Leather Ankle Boots', brand: 'Wallis', category: 'Shoes', colourFacet: ['Black', 'Brown'], size: ['4', '5', '6'], priceValue: 79, bestSellerRank: 2, createdAt: '2024-01-15' }),
  record('p06', { name: 'Linen Overshirt', brand: 'Burton', category: 'Shirts', colourFacet: ['Blue'], size: ['S', 'M', 'L', 'XL'], priceValue: 35, bestSellerRank: 6, createdAt: '2024-04-01', department: 'Menswear', gender: 'Male' }),
  record('p07', { name: 'Slim Fit Jeans', brand: 'Burton', category: 'Jeans', colourFacet: ['Blue', 'Black'], size: ['30', '32'], priceValue: 40, bestSellerRank: 4, createdAt: '2023-08-01', department: 'Menswear', gender: 'Male', _tags: ['new-in'] }),
  record('p08', { name: 'Velvet Matte Lipstick', brand: 'Petal & Pine', category: 'Lips', colourFacet: ['Red', 'Pink'], size: [], priceValue: 15, bestSellerRank: 7, createdAt: '2024-10-01', department: 'Beauty', gender: 'Unisex' }),
  record('p09', { name: 'Dress Shirt', brand: 'Burton', category: 'Shirts', colourFacet: ['White'], size: ['M', 'L'], priceValue: 28, bestSellerRank: 9, createdAt: '2022-05-01', department: 'Menswear', gender: 'Male' }),
  record('p10', { name: 'Velvet Monogram Cushion', brand: 'Hearth & Loom', category: 'Cushions', colourFacet: ['Green'], size: [], priceValue: 25, bestSellerRank: 10, createdAt: '2024-02-01', department: 'Home', gender: 'Unisex' }),
  record('p11', { name: '<b>Bold</b> & Bright Top', brand: 'Oasis', category: 'Tops', colourFacet: ['Yellow'], size: ['S', 'M'], priceValue: 22, bestSellerRank: 11, createdAt: '2024-07-01' }),
  record('p12', { name: 'Robe Élégante', brand: 'Coast', category: 'Dresses', colourFacet: ['Black'], size: ['8', '10'], priceValue: 90, bestSellerRank: 12, createdAt: '2024-08-01' }),
];

/** `count` generated records with a known price (objectID gN, price N % 100 + 1). */
export function manyRecords(count: number): SearchRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    objectID: `g${i}`,
    name: `Generated Dress ${i}`,
    brand: i % 2 === 0 ? 'Even Brand' : 'Odd Brand',
    category: 'Dresses',
    priceValue: (i % 100) + 1,
    bestSellerRank: i + 1,
    createdAt: 1_700_000_000 + i,
  }));
}
