import { render, screen } from '@testing-library/react';
import FeatureBanner from './index';
import { makeContext } from '../../kit/common/testing';

it('shows the image, title, text and CTA link', () => {
  render(
    <FeatureBanner
      section={{ id: 'fb', type: 'featureBanner', image: { src: '/images/b.jpg', mobileSrc: '/images/b-m.jpg', alt: 'Linen suits' }, title: 'Summer tailoring', text: 'Light and sharp.', cta: { label: 'Shop suits', href: '/categories/suits', backgroundColour: '#000000', colour: '#ffffff' }, backgroundColour: '#f5f0e8' }}
      context={makeContext({ imageLoading: 'eager' })}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Summer tailoring' })).toBeInTheDocument();
  expect(screen.getByText('Light and sharp.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Linen suits' })).toHaveAttribute('loading', 'eager');
  const cta = screen.getByRole('link', { name: 'Shop suits' });
  expect(cta).toHaveAttribute('href', '/categories/suits');
  expect(cta.style.getPropertyValue('--cb-cta-bg')).toBe('#000000');
});
