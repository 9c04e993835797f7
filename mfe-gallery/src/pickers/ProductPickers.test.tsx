import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EventPayload, type FasciaSettings, type Product } from '@storefront/shared-contracts';
import { lastValue, on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { RemoteI18n } from '../i18n/i18n';
import { ProductPickers } from './ProductPickers';
import { burton, jeans, productRoute, shirt, soldOutScarf } from '../test/fixtures';

type Selection = EventPayload<'pdp:selection-changed'>;

function renderPickers(product: Product, { fascia = burton, query = {} as Record<string, string>, sizeGuideUrl }: { fascia?: FasciaSettings; query?: Record<string, string>; sizeGuideUrl?: string } = {}) {
  const events: Selection[] = [];
  const off = on('pdp:selection-changed', (p) => events.push(p), { replay: false });
  const view = render(
    <RemoteI18n locale={fascia.locale}>
      <ProductPickers product={product} fascia={fascia} route={productRoute(product.slug, query)} sizeGuideUrl={sizeGuideUrl} />
    </RemoteI18n>,
  );
  return { ...view, events, off };
}

const address = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  resetEventState();
  window.history.replaceState(null, '', '/product/oxford-shirt');
});

describe('colour selector', () => {
  it('shows the colours as a radio group with the chosen colour named', () => {
    renderPickers(shirt);
    const group = screen.getByRole('radiogroup', { name: 'Colour' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['navy', 'white', 'red']);
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeChecked();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Colour: Navy')).toBeVisible();
  });

  it('starts on the colour named in the address', () => {
    renderPickers(shirt, { query: { colour: 'white' } });
    expect(screen.getByRole('radio', { name: 'White' })).toBeChecked();
  });

  it('crosses out and disables a sold-out colour', () => {
    renderPickers(shirt);
    const red = screen.getByRole('radio', { name: 'Red' });
    expect(red).toBeDisabled();
    expect(red).toHaveAccessibleDescription('Out of stock');
  });

  it('lets a sold-out colour be chosen when the fascia allows out-of-stock selection', async () => {
    renderPickers(shirt, { fascia: { ...burton, allowOutOfStockSelection: true } });
    await userEvent.click(screen.getByRole('radio', { name: 'Red' }));
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('This colour is out of stock. Please select another one.');
  });

  it('rewrites the address colour, keeps other parameters and drops a size that is not the default', async () => {
    window.history.replaceState(null, '', '/product/oxford-shirt?colour=navy&size=XL&ref=card');
    const { events } = renderPickers(shirt, { query: { colour: 'navy', size: 'XL' } });
    await userEvent.click(screen.getByRole('radio', { name: 'White' }));
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Colour: White')).toBeVisible();
    expect(address()).toBe('/product/oxford-shirt?colour=white&ref=card');
    expect(events.at(-1)).toEqual({
      productId: 'p-shirt', productKey: 'shirt-oxford', colour: 'white', size: 'S', sku: 'SKU-white-s', variantId: 'white-s',
      isOnStock: true, availableQuantity: 7, allOutOfStock: false,
    });
  });

  it('uses a dropdown for beauty products, with the stock of each colour', async () => {
    renderPickers({ ...shirt, productType: 'beauty' });
    const colour = screen.getByRole('combobox', { name: 'Colour' });
    expect(within(colour).getByRole('option', { name: 'Red - Out of stock' })).toBeDisabled();
    await userEvent.selectOptions(colour, 'White');
    expect(colour).toHaveValue('white');
    expect(address()).toBe('/product/oxford-shirt?colour=white');
  });
});

describe('size selector', () => {
  it('shows the sizes of the chosen colour as toggle buttons, none pressed at first', () => {
    renderPickers(shirt);
    const group = screen.getByRole('group', { name: 'Size' });
    const sizes = within(group).getAllByRole('button');
    expect(sizes.map((b) => b.textContent)).toEqual(['S', 'M', 'L', 'XL']);
    sizes.forEach((b) => expect(b).toHaveAttribute('aria-pressed', 'false'));
  });

  it('disables an out-of-stock size', () => {
    renderPickers(shirt);
    const m = screen.getByRole('button', { name: 'M' });
    expect(m).toBeDisabled();
    expect(m).toHaveAccessibleDescription('Out of stock');
  });

  it('auto-selects the only in-stock size of the colour', () => {
    renderPickers(shirt, { query: { colour: 'white' } });
    expect(screen.getByRole('button', { name: 'S' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastValue('pdp:selection-changed')).toMatchObject({ colour: 'white', size: 'S', sku: 'SKU-white-s' });
  });

  it('selects a size and announces it', async () => {
    const { events } = renderPickers(shirt);
    await userEvent.click(screen.getByRole('button', { name: 'XL' }));
    expect(screen.getByRole('button', { name: 'XL' })).toHaveAttribute('aria-pressed', 'true');
    expect(events.at(-1)).toMatchObject({ colour: 'navy', size: 'XL', sku: 'SKU-navy-xl', variantId: 'navy-xl', isOnStock: true, availableQuantity: 9 });
  });

  it('uses a dropdown named Size above 10 sizes', async () => {
    const { events } = renderPickers(jeans);
    expect(screen.queryByRole('group', { name: 'Size' })).not.toBeInTheDocument();
    const size = screen.getByRole('combobox', { name: 'Size' });
    expect(within(size).getAllByRole('option')).toHaveLength(13);
    expect(within(size).getByRole('option', { name: '14 - Out of stock' })).toBeDisabled();
    await userEvent.selectOptions(size, '12');
    expect(events.at(-1)).toMatchObject({ size: '12', sku: 'SKU-jeans-12' });
  });

  it('links to the brand size guide in a new tab', () => {
    renderPickers(shirt);
    const link = screen.getByRole('link', { name: 'Size guide' });
    expect(link).toHaveAttribute('href', '/pages/brands/burton/informational/size-guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses a custom size guide link when it is safe', () => {
    const { unmount } = renderPickers(shirt, { sizeGuideUrl: 'https://help.test/fit' });
    expect(screen.getByRole('link', { name: 'Size guide' })).toHaveAttribute('href', 'https://help.test/fit');
    unmount();
    renderPickers(shirt, { sizeGuideUrl: 'javascript:alert(1)' });
    expect(screen.getByRole('link', { name: 'Size guide' })).toHaveAttribute('href', '/pages/brands/burton/informational/size-guide');
  });
});

describe('stock messages and events', () => {
  it('shows the low-stock message when the selected size is nearly gone', async () => {
    renderPickers(shirt);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'L' }));
    expect(screen.getByRole('status')).toHaveTextContent('Only 2 left in stock');
  });

  it('uses the fascia threshold and language for the low-stock message', async () => {
    renderPickers(shirt, { fascia: { ...burton, locale: 'fr-FR', lowStockThreshold: 3 } });
    await userEvent.click(screen.getByRole('button', { name: 'L' }));
    expect(screen.getByRole('status')).toHaveTextContent('Plus que 2 en stock');
    expect(screen.getByRole('radiogroup', { name: 'Couleur' })).toBeInTheDocument();
  });

  it('emits the selection once on mount', () => {
    const { events } = renderPickers(shirt);
    expect(events).toEqual([{
      productId: 'p-shirt', productKey: 'shirt-oxford', colour: 'navy', size: null, sku: 'SKU-navy-s', variantId: 'navy-s',
      isOnStock: true, availableQuantity: 12, allOutOfStock: false,
    }]);
  });

  it('announces a product where everything is out of stock', () => {
    renderPickers(soldOutScarf);
    expect(lastValue('pdp:selection-changed')).toMatchObject({ allOutOfStock: true, isOnStock: false });
    expect(screen.getByRole('status')).toHaveTextContent('Out of stock');
  });

  it('renders nothing for a product without usable variants', () => {
    const { container, events } = renderPickers({ ...shirt, variants: [] });
    expect(container).toBeEmptyDOMElement();
    expect(events).toEqual([]);
  });
});
