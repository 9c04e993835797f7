import { render, screen } from '@testing-library/react';
import { makeContext } from '../../kit/common/testing';
import BlogCards from './index';

it('shows the posts as cards in a list', () => {
  render(
    <BlogCards
      section={{ id: 'b', type: 'blogCards', items: [{ title: 'Post one', image: { src: '/images/1.jpg', alt: '' }, href: '/pages/blog/one' }, { title: 'Post two', image: { src: '/images/2.jpg', alt: '' }, href: '/pages/blog/two' }] }}
      context={makeContext()}
    />,
  );
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(screen.getByRole('heading', { level: 3, name: 'Post two' })).toBeInTheDocument();
});
