import { render, screen, within } from '@testing-library/react';
import { FASCIAS, type BasketLine, type Cart } from '@storefront/shared-contracts';
import { ShellI18n } from '../i18n/i18n';
import { BagFirstPaint, CheckoutFirstPaint } from './BagFirstPaint';

const gbp = (centAmount: number) => ({ centAmount, currencyCode: 'GBP' });

const line = (n: number, extra: Partial<BasketLine> = {}): BasketLine => ({
  id: `line-${n}`,
  sku: `SKU${n}`,
  productId: `${n}`,
  productKey: `K${n}`,
  slug: `wrap-dress-${n}`,
  name: `Wrap dress ${n}`,
  brand: 'Coast',
  colour: 'Navy',
  size: '10',
  image: `/images/products/K${n}/0.jpg`,
  quantity: 1,
  unitPrice: gbp(4500),
  isOnStock: true,
  isPremier: false,
  lineTotal: gbp(4500),
  availableQuantity: 20,
  maxQuantity: 10,
  stockStatus: 'inStock',
  bulkyItem: false,
  ...extra,
});

const bag = (lines: BasketLine[]): Cart =>
  ({ id: 'cart-1', fascia: 'burton', lines, itemCount: lines.reduce((n, l) => n + l.quantity, 0), version: 3, gifts: [], checkoutAllowed: true, totalPrice: gbp(0) }) as unknown as Cart;

function renderBag(cart: Cart, links: boolean, fascia = FASCIAS.burton, Drawing = BagFirstPaint) {
  return render(
    <ShellI18n locale={fascia.locale}>
      <Drawing bag={cart} fascia={fascia} links={links} />
    </ShellI18n>,
  );
}

const renderCheckout = (cart: Cart, links: boolean, fascia = FASCIAS.burton) => renderBag(cart, links, fascia, CheckoutFirstPaint);

describe('BagFirstPaint (the bag page before the bag remote mounts)', () => {
  it('shows the title, the count and each line with its image, name, brand, colour, size and price', () => {
    const { container } = renderBag(bag([line(1, { quantity: 2 }), line(2, { colour: '', size: '', unitPrice: gbp(1999) })]), true);
    expect(screen.getByRole('heading', { level: 1, name: 'Your bag (3 items)' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Wrap dress 1' })).toHaveAttribute('href', '/product/wrap-dress-1?colour=Navy');
    for (const text of ['Coast', 'Colour: Navy', 'Size: 10', 'Price: £45.00']) expect(within(first!).getByText(text)).toBeInTheDocument();
    expect(within(second!).getByText('Price: £19.99')).toBeInTheDocument();
    expect(within(second!).queryByText(/Colour|Size/)).toBeNull();
    expect(screen.queryByText('Your bag is empty')).toBeNull();
    // The remote's address for the same image, so its copy comes from the cache.
    const images = container.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('src', '/images/products/K1/0.jpg?w=192&q=80');
    expect(images[0]).toHaveAttribute('width', '96');
    // Only the first is the page's largest paint, which the scripts wait for;
    // the others wait for layout, so they do not share the network with it.
    expect(container.querySelectorAll('.sf-lcp-image')).toHaveLength(1);
    expect(images[0]).toHaveClass('sf-lcp-image');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).not.toHaveAttribute('loading');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).not.toHaveAttribute('fetchpriority');
  });

  it('holds nothing to focus while it stands in for the remote', () => {
    const { unmount } = renderBag(bag([line(1)]), false);
    expect(screen.getByText('Wrap dress 1')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderBag(bag([]), false);
    expect(screen.getByText('Continue shopping')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says an empty bag is empty, and leads back to the shop', () => {
    const { container } = renderBag(bag([]), true);
    expect(screen.getByRole('heading', { level: 1, name: 'Your bag (0 items)' })).toBeInTheDocument();
    expect(screen.getByText('Your bag is empty')).toBeInTheDocument();
    expect(screen.getByText('Find something you love and add it to your bag.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('speaks the fascia’s language and currency', () => {
    renderBag(bag([line(1, { unitPrice: { centAmount: 49900, currencyCode: 'SEK' } })]), true, FASCIAS.oasis);
    expect(screen.getByRole('heading', { level: 1, name: 'Din varukorg (1 vara)' })).toBeInTheDocument();
    expect(screen.getByText('Färg: Navy')).toBeInTheDocument();
    expect(screen.getByText(/^Pris: 499/)).toBeInTheDocument();
  });
});

describe('CheckoutFirstPaint (review your order before the basket remote mounts)', () => {
  it('shows the title, that nothing can be ordered here, and each line with its price and quantity', () => {
    const { container } = renderCheckout(bag([line(1, { quantity: 2 }), line(2)]), true);
    expect(screen.getByRole('heading', { level: 1, name: 'Review your order' })).toBeInTheDocument();
    expect(screen.getByText('Payment is not part of this storefront, so an order cannot be placed here. Nothing has been ordered or charged.')).toBeInTheDocument();
    expect(screen.queryByText(/out of stock/)).toBeNull();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Wrap dress 1' })).toHaveAttribute('href', '/product/wrap-dress-1?colour=Navy');
    for (const text of ['Coast', 'Colour: Navy', 'Size: 10', 'Price: £45.00', 'Quantity: 2']) expect(within(first!).getByText(text)).toBeInTheDocument();
    expect(within(second!).getByText('Quantity: 1')).toBeInTheDocument();
    expect(container.querySelectorAll('.sf-lcp-image')).toHaveLength(1);
  });

  it('says when items must be changed in the bag first', () => {
    renderCheckout({ ...bag([line(1, { stockStatus: 'outOfStock' })]), checkoutAllowed: false }, true);
    expect(screen.getByText('Some items in your bag are out of stock. Go back to your bag to change them.')).toBeInTheDocument();
  });

  it('has nothing to review for an empty bag, and leads back to the shop', () => {
    const { container } = renderCheckout(bag([]), true);
    expect(screen.getByText('Your bag is empty, so there is nothing to review.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Payment is not part/)).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('holds nothing to focus while it stands in, in the fascia’s language', () => {
    renderCheckout(bag([line(1, { unitPrice: { centAmount: 49900, currencyCode: 'SEK' } })]), false, FASCIAS.oasis);
    expect(screen.getByRole('heading', { level: 1, name: 'Granska din beställning' })).toBeInTheDocument();
    expect(screen.getByText('Antal: 1')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
