import { render, screen } from '@testing-library/react';
import { sectionSchemas } from '@storefront/shared-contracts/content';
import { makeContext } from '../_kit/testing';
import ImageHeader from './index';

const section = sectionSchemas.imageHeader.parse({
  id: 'ih1',
  type: 'imageHeader',
  image: { src: '/images/content/header.jpg', mobileSrc: '/images/content/header-m.jpg', alt: 'Autumn leaves' },
  title: 'Autumn edit',
  subtitle: 'Layers for the new season',
  textColour: '#1a1a1a',
});

describe('image header', () => {
  it('shows the title over the image, the page heading when first, with the subtitle', () => {
    render(<ImageHeader section={section} context={makeContext({ index: 0, imageLoading: 'eager' })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Autumn edit' })).toBeInTheDocument();
    expect(screen.getByText('Layers for the new season')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Autumn leaves' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '1920');
    expect(screen.getByRole('heading', { name: 'Autumn edit' }).parentElement?.style.getPropertyValue('--ih-colour')).toBe('#1a1a1a');
  });

  it('is a section heading further down the page, its image lazy', () => {
    render(<ImageHeader section={section} context={makeContext({ index: 3, imageLoading: 'lazy' })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Autumn edit' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Autumn leaves' })).toHaveAttribute('loading', 'lazy');
  });
});
