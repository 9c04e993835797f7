import { render, screen, within } from '@testing-library/react';
import { makeContext } from '../../kit/common/testing';
import CtaCarousel from './index';

const item = (n: number, href = `/categories/c${n}`) => ({ image: { src: `/images/c${n}.jpg`, alt: `Card ${n}` }, link: { label: `Shop ${n}`, href } });

it('shows each CTA as a link named by its label in a named carousel, leaving out unsafe links', () => {
  render(<CtaCarousel section={{ id: 'c', type: 'ctaCarousel', title: 'Shop by category', items: [item(1), item(2), item(3, 'javascript:alert(1)')] }} context={makeContext({ imageLoading: 'eager' })} />);
  const carousel = screen.getByRole('group', { name: 'Shop by category' });
  expect(within(carousel).getByRole('link', { name: 'Shop 1' })).toHaveAttribute('href', '/categories/c1');
  expect(within(carousel).getByRole('link', { name: 'Shop 2' })).toBeInTheDocument();
  expect(within(carousel).queryByRole('link', { name: 'Shop 3' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeInTheDocument();
});
