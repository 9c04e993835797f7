import type { Product } from '@storefront/shared-contracts';
import { videoMedia } from '../video/fixtures';
import { colourImages, gallerySlides, slideLoading } from './slides';
import { jeans, makeProduct, makeVariant, shirt } from '../test/fixtures';

const texts = { imageAlt: (n: number, total: number) => `Oxford Shirt, image ${n} of ${total}`, videoLabel: 'Oxford Shirt, video' };

const video = videoMedia('/media/video/shirt/');

const describeSlides = (product: Product, colour: string) =>
  gallerySlides(product, colour, texts).map((s) => (s.kind === 'image' ? `image ${s.number} ${s.loading}` : `video ${s.loading}`));

describe('gallery slides', () => {
  it('are the images of the colour, with alt text', () => {
    expect(gallerySlides(shirt, 'white', texts).map((s) => s.kind === 'image' && [s.url, s.alt])).toEqual([
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
    expect(gallerySlides(shirt, 'navy', texts).map((s) => s.loading)).toEqual(['eager', 'eager', 'lazy']);
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
    expect(gallerySlides(shirt, 'green', texts)).toEqual([]);
  });
});

describe('slide order with a video', () => {
  it('puts the video in the second slot; the slides after it load lazily', () => {
    expect(describeSlides({ ...shirt, media: { video } }, 'navy')).toEqual(['image 1 eager', 'video eager', 'image 2 lazy', 'image 3 lazy']);
  });

  it('puts the video after a single image', () => {
    expect(describeSlides({ ...jeans, media: { video } }, jeans.variants[0]!.attributes.colour)).toEqual(['image 1 eager', 'video eager']);
  });

  it('names the video slide', () => {
    const slide = gallerySlides({ ...shirt, media: { video } }, 'navy', texts)[1];
    expect(slide).toMatchObject({ kind: 'video', label: 'Oxford Shirt, video', video });
  });

  it('shows no video for a colour without images, nor a malformed video', () => {
    expect(describeSlides({ ...shirt, media: { video } }, 'green')).toEqual([]);
    const broken = { ...shirt, media: { video: { desktopBaseUrl: 'javascript:x' } } } as unknown as Product;
    expect(describeSlides(broken, 'navy')).toEqual(['image 1 eager', 'image 2 eager', 'image 3 lazy']);
  });
});
