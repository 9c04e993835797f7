import { render, screen } from '@testing-library/react';
import { makeContext } from '../../kit/common/testing';
import CtaGrid from './index';

it('shows the CTAs as a list of links under the title', () => {
  render(
    <CtaGrid
      section={{ id: 'g', type: 'ctaGrid', title: 'Trending', columns: { mobile: 2, desktop: 3 }, items: [1, 2, 3].map((n) => ({ image: { src: `/images/${n}.jpg`, alt: '' }, link: { label: `Trend ${n}`, href: `/categories/t${n}` } })) }}
      context={makeContext()}
    />,
  );
  expect(screen.getByRole('region', { name: 'Trending' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'Trend 2' })).toHaveAttribute('href', '/categories/t2');
});
