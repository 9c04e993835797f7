import { heightFor, imageSrcSet, imageUrl } from './images';

describe('gallery image URLs', () => {
  it('adds width and quality 80 to the image URL', () => {
    expect(imageUrl('/images/products/shirt/0.jpg', 640)).toBe('/images/products/shirt/0.jpg?w=640&q=80');
    expect(imageUrl('/images/products/shirt/0.jpg', 640, 95)).toBe('/images/products/shirt/0.jpg?w=640&q=95');
  });

  it('appends to an existing query', () => {
    expect(imageUrl('https://cdn.test/a.jpg?v=2', 320)).toBe('https://cdn.test/a.jpg?v=2&w=320&q=80');
  });

  it('offers every standard width in the srcset', () => {
    expect(imageSrcSet('/a.jpg')).toBe('/a.jpg?w=320&q=80 320w, /a.jpg?w=480&q=80 480w, /a.jpg?w=640&q=80 640w, /a.jpg?w=960&q=80 960w, /a.jpg?w=1280&q=80 1280w');
  });

  it('derives the height from the fascia ratio', () => {
    expect(heightFor(640, 1.5)).toBe(960);
    expect(heightFor(640, 1.25)).toBe(800);
    expect(heightFor(640, 1)).toBe(640);
  });
});
