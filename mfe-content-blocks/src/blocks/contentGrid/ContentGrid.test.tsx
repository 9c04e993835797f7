import { render, screen } from '@testing-library/react';
import { makeContext } from '../../kit/common/testing';
import ContentGrid from './index';

it('shows each item with its title linked and its excerpt', () => {
  render(<ContentGrid section={{ id: 'c', type: 'contentGrid', title: 'Inspiration', items: [{ title: 'Workwear', excerpt: 'Smart looks', image: { src: '/images/w.jpg', alt: '' }, href: '/pages/workwear' }] }} context={makeContext()} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Inspiration' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Workwear' })).toHaveAttribute('href', '/pages/workwear');
  expect(screen.getByText('Smart looks')).toBeInTheDocument();
});
