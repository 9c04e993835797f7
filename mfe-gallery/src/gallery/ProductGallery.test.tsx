import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, GALLERY_IMAGE_SIZES, resetEventState, type FasciaSettings, type Product } from '@storefront/shared-contracts';
import { RemoteI18n } from '../i18n/i18n';
import { ProductGallery } from './ProductGallery';
import { burton, jeans, productRoute, shirt } from '../test/fixtures';
import { onScreen } from './testing';

function renderGallery(product: Product, { fascia = burton, query = {} as Record<string, string> }: { fascia?: FasciaSettings; query?: Record<string, string> } = {}) {
  return render(
    <RemoteI18n locale={fascia.locale}>
      <ProductGallery key={product.id} product={product} fascia={fascia} route={productRoute(product.slug, query)} />
    </RemoteI18n>,
  );
}

const selection = (colour: string, productId = 'p-shirt') => ({
  productId, productKey: 'shirt-oxford', colour, size: null, sku: null, variantId: null, isOnStock: true, availableQuantity: 0, allOutOfStock: false,
});

const slideImages = () => within(screen.getByRole('group', { name: 'Product images' })).getAllByRole('img', { name: /image \d+ of \d+/ });

beforeEach(() => resetEventState());

describe('product gallery', () => {
  onScreen('desktop');

  it('shows the images of the default colour with their alt text', () => {
    renderGallery(shirt);
    expect(slideImages().map((img) => img.getAttribute('alt'))).toEqual([
      'Oxford Shirt, image 1 of 3', 'Oxford Shirt, image 2 of 3', 'Oxford Shirt, image 3 of 3',
    ]);
    expect(slideImages()[0]).toHaveAttribute('src', '/images/products/shirt/navy-0.jpg?w=640&q=80');
  });

  it('starts on the colour named in the address', () => {
    renderGallery(shirt, { query: { colour: 'white' } });
    expect(slideImages().map((img) => img.getAttribute('src'))).toEqual([
      '/images/products/shirt/white-0.jpg?w=640&q=80', '/images/products/shirt/white-1.jpg?w=640&q=80',
    ]);
  });

  it('renders the first image like the server-rendered LCP image, and later ones lazily', () => {
    renderGallery(shirt);
    const [first, second, third] = slideImages();
    expect(first).toHaveAttribute('srcset', expect.stringContaining('/images/products/shirt/navy-0.jpg?w=1280&q=80 1280w'));
    expect(first).toHaveAttribute('sizes', GALLERY_IMAGE_SIZES);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '640');
    expect(first).toHaveAttribute('height', '960');
    expect(second).toHaveAttribute('loading', 'eager');
    expect(third).toHaveAttribute('loading', 'lazy');
  });

  it('reserves a box at the fascia aspect ratio', () => {
    renderGallery(shirt, { fascia: { ...burton, imageAspectRatio: 1.25 } });
    expect(screen.getByRole('group', { name: 'Product images' }).style.aspectRatio).toBe('1 / 1.25');
    expect(slideImages()[0]).toHaveAttribute('height', '800');
  });

  it('switches to the images of the colour the pickers announce', () => {
    renderGallery(shirt);
    act(() => {
      emit('pdp:selection-changed', selection('white'));
    });
    expect(slideImages()).toHaveLength(2);
    expect(slideImages()[0]).toHaveAttribute('src', '/images/products/shirt/white-0.jpg?w=640&q=80');
  });

  it('picks up a selection announced before it mounted', () => {
    emit('pdp:selection-changed', selection('white'));
    renderGallery(shirt);
    expect(slideImages()[0]).toHaveAttribute('src', '/images/products/shirt/white-0.jpg?w=640&q=80');
  });

  it('ignores selections of another product', () => {
    renderGallery(shirt);
    act(() => {
      emit('pdp:selection-changed', selection('white', 'p-other'));
    });
    expect(slideImages()[0]).toHaveAttribute('src', '/images/products/shirt/navy-0.jpg?w=640&q=80');
  });

  it('moves between images with the thumbnails and the previous/next buttons', async () => {
    renderGallery(shirt);
    const previous = screen.getByRole('button', { name: 'Previous image' });
    const next = screen.getByRole('button', { name: 'Next image' });
    expect(screen.getAllByRole('button', { name: /^Show image \d$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show image 1' })).toHaveAttribute('aria-current', 'true');
    expect(previous).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(screen.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show image 1' })).not.toHaveAttribute('aria-current');
    expect(next).toBeDisabled();

    await userEvent.click(previous);
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('is drawn and usable before swiper starts, which then names the slides', async () => {
    renderGallery(shirt);
    expect(screen.queryByRole('group', { name: '1 of 3' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(screen.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByRole('group', { name: '3 of 3' })).toHaveAttribute('aria-roledescription', 'slide');
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('goes back to the first image when the colour changes', async () => {
    renderGallery(shirt);
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3' }));
    act(() => {
      emit('pdp:selection-changed', selection('white'));
    });
    expect(screen.getByRole('button', { name: 'Show image 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('has no arrows or thumbnails for a single image', () => {
    renderGallery(jeans);
    expect(slideImages()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
  });

  it('speaks the fascia language', () => {
    renderGallery(shirt, { fascia: { ...burton, locale: 'nl-NL' } });
    expect(screen.getByRole('group', { name: 'Productafbeeldingen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volgende afbeelding' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Oxford Shirt, afbeelding 1 van 3' })).toBeInTheDocument();
  });

  it('keeps an empty box for a colour without images', () => {
    renderGallery({ ...shirt, variants: shirt.variants.map((v) => ({ ...v, images: [] })) });
    expect(screen.getByRole('group', { name: 'Product images' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('product gallery on a phone', () => {
  onScreen('phone');

  it('has the arrows but no thumbnail strip (the dot pager stands in for it)', () => {
    renderGallery(shirt);
    expect(slideImages()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next image' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
  });
});

describe('thumbnail scrolling', () => {
  onScreen('desktop');
  const size = (name: 'scrollHeight' | 'clientHeight', value: number) =>
    jest.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'UL' ? value : 0;
    });

  // As in a browser, an observer reports each element's size once after the
  // layout that follows observe().
  const jsdomObserver = window.ResizeObserver;
  beforeEach(() => {
    window.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        setTimeout(() => act(() => this.report([{ target, contentRect: target.getBoundingClientRect() } as ResizeObserverEntry], this)));
      }
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    window.ResizeObserver = jsdomObserver;
    jest.restoreAllMocks();
  });

  it('offers scroll arrows when the strip overflows and moves it 300 px', async () => {
    size('scrollHeight', 900);
    size('clientHeight', 400);
    renderGallery(shirt);
    const list = screen.getByRole('list', { name: 'Thumbnails' });
    const up = await screen.findByRole('button', { name: 'Scroll thumbnails up' });
    const down = screen.getByRole('button', { name: 'Scroll thumbnails down' });
    expect(up).toBeDisabled();
    await userEvent.click(down);
    expect(list.scrollTop).toBe(300);
    expect(up).toBeEnabled();
    await userEvent.click(down);
    expect(list.scrollTop).toBe(600);
    expect(down).toBeDisabled();
  });

  it('shows no scroll arrows when all thumbnails fit', async () => {
    renderGallery(shirt);
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(screen.queryByRole('button', { name: 'Scroll thumbnails down' })).not.toBeInTheDocument();
  });
});
