import { render, screen } from '@testing-library/react';
import { makeContext } from '../../kit/common/testing';
import BlogPanel from './index';

it('shows the post as a level 2 heading linked to it', () => {
  render(<BlogPanel section={{ id: 'b', type: 'blogPanel', item: { title: 'Care guide', image: { src: '/images/c.jpg', alt: 'Folded knitwear' }, href: '/pages/care' } }} context={makeContext({ imageLoading: 'eager' })} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Care guide' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Folded knitwear' })).toHaveAttribute('loading', 'eager');
});
