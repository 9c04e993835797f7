import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GALLERY_IMAGE_SIZES, type FasciaSettings, type Product } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { RemoteI18n } from '../i18n/i18n';
import { ProductGallery } from './ProductGallery';
import { burton, jeans, productRoute, shirt } from '../test/fixtures';
import { onScreen } from './testing';
import { nativeSlideIndex, SETTLED_MS } from './useSwiper';

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

  it('names its slides and moves between them before swiper is fetched', async () => {
    renderGallery(shirt);
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('group', { name: '3 of 3' })).toHaveAttribute('aria-roledescription', 'slide');
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(screen.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true');
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

  const carousel = () => screen.getByRole('group', { name: 'Product images' }).querySelector<HTMLElement>('.swiper')!;
  const strip = () => carousel().querySelector<HTMLElement>('.swiper-wrapper')!;
  /** A strip of 400 px slides scrolled to `left`, as a finger leaves it. */
  const scrollStrip = (left: number) => {
    jest.spyOn(strip(), 'clientWidth', 'get').mockReturnValue(400);
    strip().scrollLeft = left;
    act(() => {
      strip().dispatchEvent(new Event('scroll'));
    });
  };
  const swiperStarted = () => carousel().classList.contains('swiper-initialized');

  it('has the arrows and a dot pager but no thumbnail strip', async () => {
    renderGallery(shirt);
    expect(slideImages()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next image' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to image 1' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Go to image 3' }));
    expect(screen.getByRole('button', { name: 'Go to image 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to image 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
  });

  it('follows a swipe of the strip before swiper is there, and fetches swiper only on the first intent', async () => {
    renderGallery(shirt);
    scrollStrip(400);
    expect(screen.getByRole('button', { name: 'Go to image 2' })).toHaveAttribute('aria-current', 'true');
    await new Promise((done) => setTimeout(done, 50));
    expect(swiperStarted()).toBe(false);

    act(() => {
      screen.getByRole('group', { name: 'Product images' }).dispatchEvent(new Event('pointerdown'));
    });
    await waitFor(() => expect(swiperStarted()).toBe(true));
    // Swiper took over on the slide the shopper was on, with the strip back at its start.
    expect(strip().scrollLeft).toBe(0);
    expect(screen.getByRole('button', { name: 'Go to image 2' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Go to image 1' }));
    expect(screen.getByRole('button', { name: 'Go to image 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('takes focus as a scroll region and moves with the arrow keys', async () => {
    renderGallery(shirt);
    await userEvent.tab();
    expect(strip()).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Go to image 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Go to image 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('lets the finger lift before swiper takes the strip over', async () => {
    renderGallery(shirt);
    const box = screen.getByRole('group', { name: 'Product images' });
    fireEvent.touchStart(box, { touches: [{ clientX: 300, clientY: 200 }] });
    await new Promise((done) => setTimeout(done, SETTLED_MS + 50));
    expect(swiperStarted()).toBe(false);
    fireEvent.touchEnd(box, { touches: [] });
    await waitFor(() => expect(swiperStarted()).toBe(true));
  });
});

describe('the strip before swiper', () => {
  it('is at rest on the slide nearest its scroll position', () => {
    expect(nativeSlideIndex(0, 400)).toBe(0);
    expect(nativeSlideIndex(390, 400)).toBe(1);
    expect(nativeSlideIndex(1210, 400)).toBe(3);
    expect(nativeSlideIndex(-20, 400)).toBe(0);
    expect(nativeSlideIndex(300, 0)).toBe(0);
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
