import { render, screen, within } from '@testing-library/react';
import { answer, basketLine, burton, cart } from '../test/fixtures';
import { fetchMock, PageProviders, setUpPageTests } from '../test/pages';
import { CheckoutPage } from './CheckoutPage';

setUpPageTests();

const shirt = basketLine('ABC12345-1-2', 2, { id: 'line-shirt', name: 'Linen Shirt' });

describe('CheckoutPage', () => {
  it('reviews the lines and totals read only and says plainly that payment is not part of the storefront', async () => {
    fetchMock.mockResolvedValue(answer(200, cart(2, { lines: [shirt] })));
    render(<CheckoutPage fascia={burton} />, { wrapper: PageProviders });

    const items = await screen.findByRole('list', { name: 'Your items' });
    expect(screen.getByRole('heading', { level: 1, name: 'Review your order' })).toBeInTheDocument();
    expect(screen.getByText(/Payment is not part of this storefront.*Nothing has been ordered or charged\./)).toBeInTheDocument();
    const line = within(items).getByRole('listitem', { name: 'Linen Shirt' });
    expect(line).toHaveTextContent('Quantity: 2');
    expect(line).toHaveTextContent('Item total: £90.00');
    expect(within(line).queryByRole('button')).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Total£90.00');
    expect(within(summary).getByRole('link', { name: 'Back to bag' })).toHaveAttribute('href', '/basket');
    expect(screen.queryByRole('button', { name: /place order|pay/i })).not.toBeInTheDocument();
  });

  it('starts from the bag the shell drew, with no loading state, and shows the bag as read again', async () => {
    const jeans = basketLine('JNS00001-0-1', 1, { id: 'line-jeans', name: 'Slim Jeans' });
    fetchMock.mockResolvedValue(answer(200, cart(1, { lines: [jeans], version: 5 })));
    render(<CheckoutPage fascia={burton} drawnBag={cart(2, { lines: [shirt] })} />, { wrapper: PageProviders });

    // At once, from the drawn bag: no wait for the api.
    expect(screen.getByRole('listitem', { name: 'Linen Shirt' })).toHaveTextContent('Quantity: 2');
    expect(screen.queryByText('Loading your bag…')).toBeNull();
    // The bag may have changed since the server read it: what the api answers now is shown.
    expect(await screen.findByRole('listitem', { name: 'Slim Jeans' })).toHaveTextContent('Quantity: 1');
    expect(screen.queryByRole('listitem', { name: 'Linen Shirt' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says when lines are out of stock', async () => {
    const gone = basketLine('X-0-0', 1, { id: 'l', name: 'Sold Out Dress', stockStatus: 'outOfStock', availableQuantity: 0, maxQuantity: 0 });
    fetchMock.mockResolvedValue(answer(200, cart(1, { lines: [gone], checkoutAllowed: false })));
    render(<CheckoutPage fascia={burton} />, { wrapper: PageProviders });
    expect(await screen.findByText('Some items in your bag are out of stock. Go back to your bag to change them.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Sold Out Dress' })).toHaveTextContent('Out of stock');
  });

  it('has nothing to review for an empty bag', async () => {
    fetchMock.mockResolvedValue(answer(200, cart(0, { id: '', version: 0 })));
    render(<CheckoutPage fascia={burton} />, { wrapper: PageProviders });
    expect(await screen.findByText('Your bag is empty, so there is nothing to review.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });
});
