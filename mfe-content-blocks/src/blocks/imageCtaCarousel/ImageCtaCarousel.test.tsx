import { render, screen } from '@testing-library/react';
import { makeContext } from '../../kit/common/testing';
import ImageCtaCarousel from './index';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ image: { src: `/images/i${i}.jpg`, alt: '' }, link: { label: `Look ${i + 1}`, href: `/pages/look-${i + 1}` } }));

it('loads the first view eagerly in one of the first sections and the rest lazily', () => {
  const { container } = render(<ImageCtaCarousel section={{ id: 'i', type: 'imageCtaCarousel', items: items(6) }} context={makeContext({ imageLoading: 'eager', index: 0 })} />);
  expect(screen.getAllByRole('link')).toHaveLength(6);
  const loading = Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('loading'));
  expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
});

it('gives each image a size, so nothing moves as it loads', () => {
  const { container } = render(<ImageCtaCarousel section={{ id: 'i', type: 'imageCtaCarousel', items: items(2) }} context={makeContext()} />);
  for (const img of Array.from(container.querySelectorAll('img'))) {
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(img).toHaveAttribute('loading', 'lazy');
  }
});
