import { render, screen } from '@testing-library/react';
import { makeContext } from '../../kit/common/testing';
import PerksCarousel from './index';

it('shows each perk with its title, linked where the editor gave a link', () => {
  render(
    <PerksCarousel
      section={{ id: 'p', type: 'perksCarousel', title: 'Member perks', items: [{ icon: '/images/truck.svg', title: 'Free delivery', text: 'On orders over £50', href: '/pages/delivery' }, { icon: '/images/gift.svg', title: 'Birthday treat' }] }}
      context={makeContext()}
    />,
  );
  expect(screen.getByRole('group', { name: 'Member perks' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Free delivery/ })).toHaveAttribute('href', '/pages/delivery');
  expect(screen.getByRole('heading', { name: 'Birthday treat' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Birthday treat/ })).not.toBeInTheDocument();
});
