import { render, screen } from '@testing-library/react';
import { makeContext } from '../../kit/common/testing';
import GridAndLogo from './index';

it('shows the logo above its links', () => {
  render(<GridAndLogo section={{ id: 'g', type: 'gridAndLogo', logo: { src: '/images/logo.svg', alt: 'Warehouse' }, items: [{ image: { src: '/images/1.jpg', alt: '' }, link: { label: 'Denim', href: '/categories/denim' } }] }} context={makeContext()} />);
  expect(screen.getByRole('img', { name: 'Warehouse' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Denim' })).toHaveAttribute('href', '/categories/denim');
});
