import { render, screen } from '@testing-library/react';
import { makeContext } from '../../kit/common/testing';
import BlogFeature from './index';

const item = { title: 'Wedding season', image: { src: '/images/w.jpg', alt: '' }, href: '/pages/blog/weddings' };

it('offers Read more to the post where the editor gave no CTA', () => {
  render(<BlogFeature section={{ id: 'b', type: 'blogFeature', item }} context={makeContext({ fasciaKey: 'wallis' })} />);
  expect(screen.getByRole('link', { name: 'Lees meer' })).toHaveAttribute('href', '/pages/blog/weddings');
});

it('shows the editor CTA', () => {
  render(<BlogFeature section={{ id: 'b', type: 'blogFeature', item, cta: { label: 'Shop guest dresses', href: '/categories/guest' } }} context={makeContext()} />);
  expect(screen.getByRole('link', { name: 'Shop guest dresses' })).toHaveAttribute('href', '/categories/guest');
});
