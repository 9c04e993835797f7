import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BadgeConfig, type EventName, type EventPayload } from '@storefront/shared-contracts';
import { emit, on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { burton, guest, makeCard, signedIn } from '../test/fixtures';
import { ProductCard } from './ProductCard';
import { createRemoteWishlist } from './RemoteWishlist';

function record<N extends EventName>(name: N): Array<EventPayload<N>> {
  const seen: Array<EventPayload<N>> = [];
  offs.push(on(name, (payload) => seen.push(payload), { replay: false }));
  return seen;
}
const offs: Array<() => void> = [];

beforeEach(() => resetEventState());
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  jest.useRealTimers();
});

const line = (productId: string) => ({
  id: 'l1', sku: 'SKU', productId, productKey: 'K', slug: 's', name: 'n', brand: 'b', colour: 'Blue', size: 'M', quantity: 1,
  unitPrice: { centAmount: 3000, currencyCode: 'GBP' }, isOnStock: true,
});

describe('ProductCard', () => {
  it('is an article named by the product, whose name is the link, with brand, price, saving and rating', () => {
    render(<ProductCard product={makeCard()} fascia={burton} session={guest} />);
    const card = screen.getByRole('article', { name: 'Linen Shirt' });
    expect(within(card).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute('href', '/product/linen-shirt?colour=Blue');
    expect(within(card).getByText('Burton')).toBeInTheDocument();
    // Until a colour is picked the card shows the product's price: its lowest first, the one price sorts use.
    expect(within(card).getByText('£30.00 – £35.00')).toBeInTheDocument();
    expect(within(card).getByText('Was £40.00')).toBeInTheDocument();
    expect(within(card).getByText('Save 25%')).toBeInTheDocument();
    expect(within(card).getByText('Rated 4.3 out of 5, 12 reviews')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Linen Shirt in Blue' })).toHaveAttribute('src', '/images/products/K100/0.jpg?w=480&q=80');
  });

  it('shows a price containing a hyphen as a range', () => {
    render(<ProductCard product={makeCard({ priceVariants: [], wasPrice: undefined, percentageSaving: undefined })} fascia={burton} />);
    expect(screen.getByText('£30.00 – £35.00')).toBeInTheDocument();
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument();
  });

  it('selects a colour with its swatch: image, price and link follow it', async () => {
    render(<ProductCard product={makeCard()} fascia={burton} chosenSizes={['M']} />);
    const white = screen.getByRole('button', { name: 'White' });
    expect(white).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(white);

    expect(white).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute('href', '/product/linen-shirt?colour=White&size=M');
    expect(screen.getByText('£35.00')).toBeInTheDocument();
    expect(screen.queryByText('Save 25%')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Linen Shirt in White' })).toHaveAttribute('src', '/images/products/K100/2.jpg?w=480&q=80');

    await userEvent.click(screen.getByRole('button', { name: 'Blue' }));
    expect(screen.getByText('£30.00')).toBeInTheDocument();
    expect(screen.getByText('Save 25%')).toBeInTheDocument();
  });

  it('previews a hovered swatch image without selecting it', async () => {
    render(<ProductCard product={makeCard()} fascia={burton} />);
    await userEvent.hover(screen.getByRole('button', { name: 'White' }));
    expect(screen.getByRole('img', { name: 'Linen Shirt in White' })).toHaveAttribute('src', '/images/products/K100/2.jpg?w=480&q=80');
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute('href', '/product/linen-shirt?colour=Blue');
    await userEvent.unhover(screen.getByRole('button', { name: 'White' }));
    expect(screen.getByRole('img', { name: 'Linen Shirt in Blue' })).toHaveAttribute('src', '/images/products/K100/0.jpg?w=480&q=80');
  });

  it('shows the rollover image on hover where rollover is supported', async () => {
    render(<ProductCard product={makeCard()} fascia={burton} rolloverSupported />);
    const image = screen.getByRole('img', { name: 'Linen Shirt in Blue' });
    await userEvent.hover(image);
    expect(image).toHaveAttribute('src', '/images/products/K100/1.jpg?w=480&q=80');
    await userEvent.unhover(image);
    expect(image).toHaveAttribute('src', '/images/products/K100/0.jpg?w=480&q=80');
  });

  it('keeps the first image on hover without rollover support or when an image lacks a desktop url', async () => {
    const { unmount } = render(<ProductCard product={makeCard()} fascia={burton} rolloverSupported={false} />);
    await userEvent.hover(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/products/K100/0.jpg?w=480&q=80');
    unmount();

    const broken = makeCard({ imagesResponsive: [{ desktop: { url: '/images/products/K100/0.jpg' } }, { desktop: { url: '' } }], colourVariants: [] });
    render(<ProductCard product={broken} fascia={burton} rolloverSupported />);
    await userEvent.hover(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/products/K100/0.jpg?w=480&q=80');
  });

  it('shows as many swatches as the card width allows, then a link to the rest', () => {
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback([{ contentRect: { width: 100 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    };
    try {
      const colours = ['Red', 'Green', 'Navy', 'Pink'].map((colour) => ({ colour, colourFacet: colour, sizesInStock: [], sku: colour }));
      render(<ProductCard product={makeCard({ colour: 'Red', colourVariants: colours, priceVariants: [] })} fascia={burton} />);
      // floor((100 - 30) / 28) = 2
      expect(within(screen.getByRole('list', { name: 'Colours' })).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Red', 'Green']);
      expect(screen.getByRole('link', { name: '2 more colours' })).toHaveAttribute('href', '/product/linen-shirt?colour=Red');
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('shows at most 2 badges on the image, lowest priority number first', () => {
    const badges: BadgeConfig[] = [
      { id: 'b3', placement: 'PLP_topLeft', priority: 3, text1: 'Third' },
      { id: 'b1', placement: 'PLP_topRight', priority: 1, text1: 'First' },
      { id: 'b2', placement: 'PLP_topLeft', priority: 2, text1: 'Second' },
      { id: 'c', placement: 'CAROUSEL_bottomLeft', priority: 0, text1: 'Carousel only' },
    ];
    const { unmount } = render(<ProductCard product={makeCard({ badges })} fascia={burton} placement="PLP" />);
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
    expect(screen.queryByText('Carousel only')).not.toBeInTheDocument();
    unmount();

    render(<ProductCard product={makeCard({ badges })} fascia={burton} placement="CAROUSEL" />);
    expect(screen.getByText('Carousel only')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('asks for quick add with the search tracking, spins, then reads Added when the basket has it', async () => {
    const opened = record('quick-add:open');
    const tracking = { hitObjectIDs: ['P100'], queryID: 'a'.repeat(32), index: 'burton_products', positions: [4] };
    render(<ProductCard product={makeCard()} fascia={burton} searchTracking={tracking} />);

    await userEvent.click(screen.getByRole('button', { name: 'White' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(opened).toEqual([{ productId: 'P100', colour: 'White', searchTracking: tracking }]);
    expect(screen.getByRole('button', { name: 'Adding' })).toHaveAttribute('aria-disabled', 'true');

    act(() => {
      emit('basket:item-added', { cartId: 'c1', lines: [line('P999')], source: 'quick-add' });
    });
    expect(screen.getByRole('button', { name: 'Adding' })).toBeInTheDocument();

    act(() => {
      emit('basket:item-added', { cartId: 'c1', lines: [line('P100')], source: 'quick-add' });
    });
    expect(screen.getByRole('button', { name: 'Added' })).toBeInTheDocument();
  });

  it('does not read Added for an add this card did not ask for', () => {
    render(<ProductCard product={makeCard()} fascia={burton} />);
    act(() => {
      emit('basket:item-added', { cartId: 'c1', lines: [line('P100')], source: 'pdp' });
    });
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('sends no search tracking outside search results', async () => {
    const opened = record('quick-add:open');
    render(<ProductCard product={makeCard()} fascia={burton} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(opened).toEqual([{ productId: 'P100', colour: 'Blue' }]);
  });

  describe('premier membership product', () => {
    const premier = makeCard({ isPremier: true, slug: 'premier-delivery', name: 'Premier Delivery', colourVariants: [] });
    const now = new Date('2026-11-22T10:00:00Z');

    it('asks guests to sign up and add', async () => {
      const requests = record('session:sign-in-requested');
      render(<ProductCard product={premier} fascia={burton} session={guest} now={now} />);
      expect(screen.getByRole('link', { name: 'Premier Delivery' })).toHaveAttribute('href', '/premier/premier-delivery');
      await userEvent.click(screen.getByRole('button', { name: 'Sign up and add' }));
      expect(requests).toEqual([{ reason: 'premier', returnTo: '/premier/premier-delivery' }]);
      expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    });

    it('tells an active member until when the membership is valid, instead of the button', () => {
      render(<ProductCard product={premier} fascia={burton} session={{ ...signedIn, user: { ...signedIn.user, premierExpiry: '2027-03-12' } }} now={now} />);
      expect(screen.getByText('Unlimited membership active, valid until 12 March 2027')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
    });

    it('lets a signed-in shopper without membership add, and follows session changes', () => {
      render(<ProductCard product={premier} fascia={burton} session={signedIn} now={now} />);
      expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
      act(() => {
        emit('session:changed', { user: { id: 'u-42', guest: false, premierExpiry: '2027-01-31' }, basketCount: 1 });
      });
      expect(screen.getByText('Unlimited membership active, valid until 31 January 2027')).toBeInTheDocument();
    });
  });

  it('shows a Selected switch in admin preview with product selection, posting the selection', async () => {
    const selections = record('admin:product-selected');
    render(<ProductCard product={makeCard()} fascia={burton} />);
    expect(screen.queryByRole('switch', { name: 'Selected' })).not.toBeInTheDocument();

    act(() => {
      emit('admin:preview-changed', { active: true, features: ['product-selection'], data: {} });
    });
    await userEvent.click(screen.getByRole('button', { name: 'White' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Selected' }));

    expect(screen.getByRole('switch', { name: 'Selected' })).toBeChecked();
    expect(selections).toEqual([
      { productKey: 'K100', name: 'Linen Shirt', brand: 'Burton', imageUrl: '/images/products/K100/2.jpg', colour: 'White', selected: true },
    ]);
  });

  it('renders the wishlist seam with the selected colour', async () => {
    const renderWishlist = jest.fn((props: { colour: string }) => <button type="button">Save {props.colour}</button>);
    render(<ProductCard product={makeCard()} fascia={burton} renderWishlist={renderWishlist} />);
    expect(renderWishlist).toHaveBeenLastCalledWith({ productKey: 'K100', productId: 'P100', name: 'Linen Shirt', colour: 'Blue', sku: 'SKU-BLUE' });
    await userEvent.click(screen.getByRole('button', { name: 'White' }));
    expect(screen.getByRole('button', { name: 'Save White' })).toBeInTheDocument();
  });

  it('loads the heart lazily through the remote loader, with the card colour', async () => {
    const load = jest.fn(async () => ({
      default: ({ colour, appearance }: { colour: string; appearance?: string }) => (
        <button type="button" aria-pressed="false" data-appearance={appearance}>
          Save {colour} to wishlist
        </button>
      ),
    }));
    const Heart = createRemoteWishlist(load, () => true);
    render(<ProductCard product={makeCard()} fascia={burton} renderWishlist={(slot) => <Heart productKey={slot.productKey} colour={slot.colour} sku={slot.sku} appearance="icon" />} />);

    expect(await screen.findByRole('button', { name: 'Save Blue to wishlist' })).toHaveAttribute('data-appearance', 'icon');
    expect(load).toHaveBeenCalledWith('basket/WishlistButton');
  });

  it('stays whole without a heart when the basket remote cannot load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const Heart = createRemoteWishlist(() => Promise.reject(new Error('RUNTIME-003 manifest missing')), () => true);
    render(<ProductCard product={makeCard()} fascia={burton} renderWishlist={(slot) => <Heart productKey={slot.productKey} colour={slot.colour} sku={slot.sku} />} />);

    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('RUNTIME-003 manifest missing')));
    const card = screen.getByRole('article', { name: 'Linen Shirt' });
    expect(within(card).queryByRole('button', { name: /wishlist/i })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add' })).toBeEnabled();
    error.mockRestore();
  });

  it('stays whole without a heart when the heart throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ProductCard
        product={makeCard()}
        fascia={burton}
        renderWishlist={() => {
          throw new Error('heart broke');
        }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Linen Shirt' });
    expect(within(card).getByText('£30.00 – £35.00')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('heart broke'));
    error.mockRestore();
  });

  it('reports the product click for search analytics', async () => {
    const onProductClick = jest.fn();
    render(<ProductCard product={makeCard()} fascia={burton} onProductClick={onProductClick} />);
    const link = screen.getByRole('link', { name: 'Linen Shirt' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onProductClick).toHaveBeenCalledWith(expect.objectContaining({ productKey: 'K100' }));
  });

  it('translates its labels in the fascia language', () => {
    render(<ProductCard product={makeCard()} fascia={{ ...burton, locale: 'nl-NL', currency: 'EUR' }} />);
    expect(screen.getByText('Bespaar 25%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toevoegen' })).toBeInTheDocument();
  });
});
