import { render, screen } from '@testing-library/react';
import { sectionSchemas } from '@storefront/shared-contracts/content';
import { makeContext } from '../../kit/common/testing';
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
  it('shows the title over the image as a section heading, with the subtitle', () => {
    render(<ImageHeader section={section} context={makeContext({ index: 0, imageLoading: 'eager' })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Autumn edit' })).toBeInTheDocument();
    expect(screen.getByText('Layers for the new season')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Autumn leaves' });
    expect(image).toHaveAttribute('loading', 'eager');
    // The shell's first-section box and sources, so the server's image is reused.
    expect(image).toHaveAttribute('width', '1440');
    expect(image).toHaveAttribute('srcset', expect.stringContaining('/images/content/header.jpg?w=640&q=80 640w'));
    expect(screen.getByRole('heading', { name: 'Autumn edit' }).parentElement?.style.getPropertyValue('--ih-colour')).toBe('#1a1a1a');
  });

  it('loads its image lazily further down the page', () => {
    render(<ImageHeader section={section} context={makeContext({ index: 3, imageLoading: 'lazy' })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Autumn edit' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Autumn leaves' })).toHaveAttribute('loading', 'lazy');
  });
});
