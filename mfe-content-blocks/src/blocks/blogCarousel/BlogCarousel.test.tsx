import { render, screen } from '@testing-library/react';
import { makeContext } from '../../kit/common/testing';
import BlogCarousel from './index';

it('shows blog cards with their titles linked to the posts, dated in the fascia language', () => {
  render(
    <BlogCarousel
      section={{ id: 'b', type: 'blogCarousel', title: 'The edit', items: [{ title: 'Ten summer dresses', image: { src: '/images/b1.jpg', alt: '' }, href: '/pages/blog/summer', date: '2026-06-01', category: 'Style' }] }}
      context={makeContext({ fasciaKey: 'coast' })}
    />,
  );
  expect(screen.getByRole('group', { name: 'The edit' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ten summer dresses' })).toHaveAttribute('href', '/pages/blog/summer');
  expect(screen.getByText('Style · 1 juin 2026')).toBeInTheDocument();
});
