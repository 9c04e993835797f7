import { generateCatalogue } from '../catalogue/generate';
import { authenticityKind, authenticityOf, LUXURY_FROM_PENCE } from './rules';

const variants = (pence: number) => [{ sku: 'X', colourIndex: 0, sizeIndex: 0, quantity: 1, price: pence }];

describe('authenticity', () => {
  it('marks marketplace items preloved and a luxury brand from £75 luxury; others none', () => {
    expect(authenticityKind({ isHostedMarketplace: true, brand: 'Harbour & Co', variants: variants(4200) })).toBe('preloved');
    expect(authenticityKind({ isHostedMarketplace: false, brand: 'Atelier North', variants: variants(LUXURY_FROM_PENCE) })).toBe('luxury');
    expect(authenticityKind({ isHostedMarketplace: false, brand: 'Atelier North', variants: variants(LUXURY_FROM_PENCE - 1) })).toBeNull();
    expect(authenticityKind({ isHostedMarketplace: false, brand: 'Burton', variants: variants(20000) })).toBeNull();
  });

  it('gives the local clips as the video', () => {
    expect(authenticityOf({ isHostedMarketplace: true, brand: 'Harbour & Co', variants: variants(4200) })?.video.sources.map((s) => s.url)).toEqual([
      '/media/authenticity/mp4_480p',
      '/media/authenticity/webm_480p',
    ]);
  });

  it('is deterministic over the catalogue: the marketplace showcase and some luxury pieces carry it', () => {
    const products = generateCatalogue({ count: 400 });
    const flagged = products.filter((p) => authenticityKind(p) !== null).map((p) => `${p.n}:${authenticityKind(p)}`);
    expect(flagged).toContain('10011:preloved');
    expect(flagged).toContain('10008:luxury');
    expect(flagged.length).toBeGreaterThan(3);
    expect(flagged.length).toBeLessThan(products.length / 10);
    expect(generateCatalogue({ count: 400 }).filter((p) => authenticityKind(p) !== null).map((p) => `${p.n}:${authenticityKind(p)}`)).toEqual(flagged);
  });
});
