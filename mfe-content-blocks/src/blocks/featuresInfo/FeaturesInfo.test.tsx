import { render, screen, within } from '@testing-library/react';
import FeaturesInfo from './index';
import { makeContext } from '../../kit/common/testing';

it('lists each feature with its title, text and a decorative icon', () => {
  render(
    <FeaturesInfo
      section={{ id: 'f', type: 'featuresInfo', title: 'Why shop with us', items: [{ icon: '/images/van.svg', title: 'Free delivery', text: 'Over £50' }, { title: 'Easy returns' }, { icon: 'javascript:alert(1)', title: 'Bad icon' }] }}
      context={makeContext()}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Why shop with us' })).toBeInTheDocument();
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(within(items[0]!).getByRole('heading', { name: 'Free delivery' })).toBeInTheDocument();
  expect(within(items[0]!).getByText('Over £50')).toBeInTheDocument();
  expect(items[0]!.querySelector('img')).toHaveAttribute('alt', '');
  expect(items[0]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
  expect(items[2]!.querySelector('img')).toBeNull();
});
