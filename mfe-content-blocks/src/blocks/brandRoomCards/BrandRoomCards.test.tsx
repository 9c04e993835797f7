import { render, screen } from '@testing-library/react';
import { makeContext } from '../../kit/common/testing';
import BrandRoomCards from './index';

it('links the brand title to its category and the CTA to the brand room by default', () => {
  render(
    <BrandRoomCards
      section={{
        id: 'b',
        type: 'brandRoomCards',
        items: [
          { brandSlug: 'coast', title: 'Coast', image: { src: '/images/coast.jpg', alt: 'Coast' } },
          { brandSlug: 'oasis', title: 'Oasis', image: { src: '/images/oasis.jpg', alt: 'Oasis' }, cta: { label: 'Meet Oasis', href: '/pages/brands/oasis' } },
        ],
      }}
      context={makeContext()}
    />,
  );
  expect(screen.getByRole('link', { name: 'Coast' })).toHaveAttribute('href', '/categories/coast');
  expect(screen.getByRole('link', { name: 'Shop Coast' })).toHaveAttribute('href', '/pages/brand-room');
  expect(screen.getByRole('link', { name: 'Meet Oasis' })).toHaveAttribute('href', '/pages/brands/oasis');
});
