import type { Product } from '@storefront/shared-contracts';
import { colourImages, gallerySlides, slideLoading } from './slides';
import { makeProduct, makeVariant, shirt } from '../test/fixtures';

const alt = (n: number, total: number) => `Oxford Shirt, image ${n} of ${total}`;

describe('gallery slides', () => {
  it('are the images of the colour, with alt text', () => {
    expect(gallerySlides(shirt, 'white', alt).map((s) => [s.url, s.alt])).toEqual([
      ['/images/products/shirt/white-0.jpg', 'Oxford Shirt, image 1 of 2'],
      ['/images/products/shirt/white-1.jpg', 'Oxford Shirt, image 2 of 2'],
    ]);
  });

  it('load the first eagerly with high priority, the second eagerly, the rest lazily', () => {
    expect([0, 1, 2, 5].map(slideLoading)).toEqual([
      { loading: 'eager', fetchPriority: 'high' },
      { loading: 'eager', fetchPriority: 'auto' },
      { loading: 'lazy', fetchPriority: 'auto' },
      { loading: 'lazy', fetchPriority: 'auto' },
    ]);
    expect(gallerySlides(shirt, 'navy', alt).map((s) => s.loading)).toEqual(['eager', 'eager', 'lazy']);
  });

  it('come from the first variant of the colour that has images', () => {
    const product = makeProduct([
      makeVariant({ id: 'a', colour: 'navy', size: 'S', images: [] }),
      makeVariant({ id: 'b', colour: 'navy', size: 'M', images: ['/m.jpg'] }),
      makeVariant({ id: 'c', colour: 'navy', size: 'L', images: ['/l.jpg'] }),
    ]);
    expect(colourImages(product, 'navy')).toEqual(['/m.jpg']);
  });

  it('drop images with unsafe or missing URLs', () => {
    const product = makeProduct([makeVariant({ id: 'a', colour: 'navy', size: 'S', images: ['javascript:alert(1)', '/ok.jpg'] })]);
    const broken = { ...product, variants: [{ ...product.variants[0], images: [null, { desktop: {} }, { desktop: { url: '/ok.jpg' } }] }] } as unknown as Product;
    expect(colourImages(product, 'navy')).toEqual(['/ok.jpg']);
    expect(colourImages(broken, 'navy')).toEqual(['/ok.jpg']);
  });

  it('are empty for an unknown colour', () => {
    expect(gallerySlides(shirt, 'green', alt)).toEqual([]);
  });
});
