import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentSection } from '@storefront/shared-contracts/content';
import { FirstSection } from './FirstSection';

const hero = {
  id: 'hero',
  type: 'heroBanner',
  image: { src: '/images/content/hero-coast.jpg', mobileSrc: '/images/content/hero-coast-mobile.jpg', alt: 'Summer dresses' },
  liveText: { title: 'Summer edit' },
  links: [
    { label: 'Shop dresses', href: '/categories/dresses' },
    { label: 'Bad', href: 'javascript:alert(1)' },
  ],
  linkLocation: 'bottom-center',
  linkStacking: 'horizontal',
} as unknown as ContentSection;

describe('FirstSection (the server’s drawing of the first section)', () => {
  it('draws a hero’s image at every width, its text and its safe links', () => {
    const { container } = render(<FirstSection section={hero} />);
    const image = screen.getByRole('img', { name: 'Summer dresses' });
    expect(image.getAttribute('srcset')).toContain('/images/content/hero-coast.jpg?w=1280&q=80 1280w');
    expect(container.querySelector('source')?.getAttribute('media')).toBe('(max-width: 767.98px)');
    expect(screen.getByText('Summer edit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop dresses' })).toHaveAttribute('href', '/categories/dresses');
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
  });

  it('draws the first slide of a hero carousel and an image header; nothing for other sections', () => {
    const carousel = { id: 'c', type: 'heroCarousel', slides: [hero, hero] } as unknown as ContentSection;
    const { unmount } = render(<FirstSection section={carousel} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    unmount();
    const header = { id: 'h', type: 'imageHeader', image: { src: '/images/content/hero-a.jpg', alt: 'Returns' }, title: 'Returns' } as ContentSection;
    const { unmount: unmountHeader } = render(<FirstSection section={header} />);
    expect(screen.getByText('Returns', { selector: 'p' })).toBeInTheDocument();
    unmountHeader();
    const { container } = render(<FirstSection section={{ id: 't', type: 'text', text: 'Hello' } as ContentSection} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('draws a banner-mode hero’s text and links in a strip under the picture, as the remote does', () => {
    const banner = { ...hero, displayMode: 'banner', bannerAlignment: 'left', invertBannerColours: true } as unknown as ContentSection;
    const { container } = render(<FirstSection section={banner} />);
    const picture = container.querySelector('picture')!;
    const title = screen.getByText('Summer edit');
    // Under the picture, not over it: the picture's box holds nothing else.
    expect(picture.parentElement!.children).toHaveLength(1);
    expect(picture.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(picture.parentElement!.contains(title)).toBe(false);
    const links = screen.getByRole('list');
    expect(within(links).getAllByRole('link').map((link) => link.textContent)).toEqual(['Shop dresses']);
    const strip = links.parentElement!;
    expect(strip).toHaveAttribute('data-align', 'left');
    expect(strip).toHaveAttribute('data-inverted');
    expect(links).toHaveAttribute('data-stacking', 'horizontal');
  });

  it('draws no banner with visibility rules, which stays hidden until the shopper’s status is known', () => {
    const ruled = { ...hero, visibilityConfig: { hideForLoggedInUsers: true } } as unknown as ContentSection;
    expect(renderToStaticMarkup(<FirstSection section={ruled} />)).toBe('');
    const carousel = { id: 'c', type: 'heroCarousel', slides: [ruled, hero] } as unknown as ContentSection;
    expect(renderToStaticMarkup(<FirstSection section={carousel} />)).toBe('');
  });

  it('draws a malformed hero as far as it can, and never throws: no links list, no slides list', () => {
    const { links: _links, ...noLinks } = hero as unknown as Record<string, unknown>;
    const { unmount } = render(<FirstSection section={noLinks as unknown as ContentSection} />);
    expect(screen.getByRole('img', { name: 'Summer dresses' })).toBeInTheDocument();
    expect(screen.getByText('Summer edit')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    const { container } = render(<FirstSection section={{ id: 'c', type: 'heroCarousel', slides: 'none' } as unknown as ContentSection} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('draws the text where the editor placed it, in the editor’s colour and sizes, the links in their colours', () => {
    const styled = {
      ...(hero as unknown as Record<string, unknown>),
      liveText: { title: 'Summer edit', colour: '#1a1a1a', titleSize: 60 },
      links: [{ label: 'Shop dresses', href: '/categories/dresses', colour: '#ffffff', backgroundColour: '#000000' }],
      linkLocation: 'middle-left',
      linkGradientColour: '#ffffff',
    } as unknown as ContentSection;
    render(<FirstSection section={styled} />);
    const text = screen.getByText('Summer edit').parentElement!;
    expect(text).toHaveAttribute('data-place', 'middle-left');
    expect(text.style.getPropertyValue('--lt-colour')).toBe('#1a1a1a');
    expect(text.style.getPropertyValue('--lt-title')).toBe('60px');
    expect(text.style.getPropertyValue('--lt-title-mobile')).toBe('36px');
    expect(text.style.getPropertyValue('--hero-gradient')).toBe('#ffffff');
    const link = screen.getByRole('link', { name: 'Shop dresses' });
    expect(link.style.getPropertyValue('--cb-cta-colour')).toBe('#ffffff');
    expect(link.style.getPropertyValue('--cb-cta-bg')).toBe('#000000');
  });

  it('gives an image header the editor’s text colour, and writes no colour that is not a plain one', () => {
    const header = { id: 'h', type: 'imageHeader', image: { src: '/images/content/hero-a.jpg', alt: 'Returns' }, title: 'Returns', textColour: '#1a1a1a' } as ContentSection;
    const { unmount } = render(<FirstSection section={header} />);
    expect(screen.getByText('Returns', { selector: 'p' }).parentElement!.style.getPropertyValue('--lt-colour')).toBe('#1a1a1a');
    unmount();
    const injected = {
      ...(hero as unknown as Record<string, unknown>),
      liveText: { title: 'Summer edit', colour: 'red;position:fixed' },
      links: [{ label: 'Shop dresses', href: '/categories/dresses', colour: 'red;position:fixed' }],
      linkGradientColour: 'red;position:fixed',
    } as unknown as ContentSection;
    // As the server writes it into the page.
    const html = renderToStaticMarkup(<FirstSection section={injected} />);
    expect(html).toContain('Summer edit');
    expect(html).not.toContain('position');
    expect(html).toContain('--hero-gradient:black');
    // A colour that is not even a string is left out too, and nothing throws.
    const malformed = { ...(hero as unknown as Record<string, unknown>), liveText: { title: 'Summer edit', colour: 12 }, linkGradientColour: { red: 1 } } as unknown as ContentSection;
    expect(renderToStaticMarkup(<FirstSection section={malformed} />)).toContain('--hero-gradient:black');
  });
});
