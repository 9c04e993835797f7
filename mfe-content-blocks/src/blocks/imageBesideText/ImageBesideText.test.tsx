import { render, screen } from '@testing-library/react';
import ImageBesideText from './index';
import { makeContext } from '../../kit/common/testing';

it('shows the image on the chosen side with the title, text and button', () => {
  const { container } = render(
    <ImageBesideText
      section={{ id: 'i', type: 'imageBesideText', image: { src: '/images/a.jpg', alt: 'Our studio' }, imagePosition: 'right', title: 'Made in Leeds', text: 'Since 1903.', button: { label: 'Read more', href: '/pages/story' } }}
      context={makeContext()}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Made in Leeds' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Our studio' })).toHaveAttribute('width', '800');
  expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/pages/story');
  expect(container.firstElementChild).toHaveAttribute('data-image-position', 'right');
});

it('leaves out a button whose link is not safe', () => {
  render(
    <ImageBesideText
      section={{ id: 'i', type: 'imageBesideText', image: { src: '/images/a.jpg', alt: 'A' }, imagePosition: 'left', title: 'T', button: { label: 'Bad', href: 'javascript:alert(1)' } }}
      context={makeContext()}
    />,
  );
  expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
});
