import { render, screen } from '@testing-library/react';
import { makeContext } from '../../kit/common/testing';
import FamilyOfBrands from './index';

it('shows each brand as a link named by its logo', () => {
  render(
    <FamilyOfBrands
      section={{ id: 'f', type: 'familyOfBrands', title: 'Our family', items: [{ image: '/images/burton.svg', href: 'https://www.burton.co.uk/', alt: 'Burton' }, { image: '/images/wallis.svg', href: '/pages/brands/wallis', alt: 'Wallis' }] }}
      context={makeContext()}
    />,
  );
  expect(screen.getByRole('group', { name: 'Our family' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Burton' })).toHaveAttribute('href', 'https://www.burton.co.uk/');
  expect(screen.getByRole('link', { name: 'Wallis' })).toHaveAttribute('href', '/pages/brands/wallis');
});
