import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { FASCIAS, type EventPayload, type ProductRelated } from '@storefront/shared-contracts';
import { on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { Bundles } from './Bundles';
import { BundlesI18n } from './i18n/i18n';
import { boots, bundleOf, card, cartFor, jacket, trousers, waistcoat } from './test/fixtures';

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;

const suit = bundleOf('suits', [jacket, trousers, waistcoat, boots]);
const outfit = bundleOf('outfits', [jacket, boots], 'Complete The Look');

function show(related: ProductRelated, locale: 'en-GB' | 'fr-FR' = 'en-GB') {
  const fascia = locale === 'en-GB' ? FASCIAS.burton : FASCIAS.coast;
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <BundlesI18n locale={locale}>
        <Bundles product={jacket} related={related} fascia={fascia} />
      </BundlesI18n>
    </SWRConfig>,
  );
}

function listen() {
  const seen = { added: [] as Array<EventPayload<'basket:item-added'>>, changed: [] as Array<EventPayload<'basket:changed'>>, tracked: [] as Array<EventPayload<'analytics:track'>> };
  on('basket:item-added', (p) => seen.added.push(p));
  on('basket:changed', (p) => seen.changed.push(p));
  on('analytics:track', (p) => seen.tracked.push(p));
  return seen;
}

const group = (name: string) => screen.getByRole('group', { name });
const inGroup = (name: string) => within(group(name));

let fetchMock: jest.Mock;
beforeEach(() => {
  resetEventState();
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('Bundles', () => {
  it('shows the suit over the outfit, each product with its colour, size and selection as it starts', () => {
    show({ outfits: outfit, suits: suit });
    const panel = screen.getByRole('region', { name: 'Complete The Suit' });
    expect(screen.queryByRole('region', { name: 'Complete The Look' })).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(['Suit Jacket', 'Suit Trousers', 'Suit Waistcoat', 'Ankle Boots']);

    // Several sizes in stock: none chosen, the placeholder shows; out-of-stock sizes are disabled and labelled.
    const jacketSize = inGroup('Suit Jacket').getByRole('combobox', { name: 'Size' });
    expect(jacketSize).toHaveDisplayValue('Select a size');
    expect(within(jacketSize).getByRole('option', { name: '42 - Out of stock' })).toBeDisabled();
    expect(within(jacketSize).getByRole('option', { name: '40' })).toBeEnabled();
    expect(inGroup('Suit Jacket').getByRole('checkbox', { name: 'Select' })).toBeChecked();
    expect(inGroup('Suit Jacket').getByRole('link', { name: 'Suit Jacket' })).toHaveAttribute('href', '/product/suit-jacket-JKT?colour=navy');
    expect(inGroup('Suit Jacket').getByText('£35.00')).toBeVisible();

    // The bundle's colour with one size left: that size is chosen.
    expect(inGroup('Suit Waistcoat').getByRole('combobox', { name: 'Colour' })).toHaveDisplayValue('charcoal');
    expect(inGroup('Suit Waistcoat').getByRole('combobox', { name: 'Size' })).toHaveDisplayValue('M');

    // A sold-out colour: unselected, with the message linked to the colour.
    const bootsColour = inGroup('Ankle Boots').getByRole('combobox', { name: 'Colour' });
    expect(inGroup('Ankle Boots').getByRole('checkbox', { name: 'Select' })).not.toBeChecked();
    expect(bootsColour).toHaveAccessibleDescription('This colour is out of stock. Please select another one.');
    expect(screen.getByText('3 items selected · £105.00')).toBeVisible();
  });

  it('asks for a size on every selected product without one and sends nothing', async () => {
    const user = userEvent.setup();
    const seen = listen();
    show({ suits: suit });
    await user.click(screen.getByRole('button', { name: 'Add selected to bag' }));

    const jacketSize = inGroup('Suit Jacket').getByRole('combobox', { name: 'Size' });
    expect(jacketSize).toHaveAccessibleDescription('Please select a size');
    expect(jacketSize).toHaveAttribute('aria-invalid', 'true');
    expect(jacketSize).toHaveFocus();
    expect(inGroup('Suit Trousers').getByRole('combobox', { name: 'Size' })).toHaveAccessibleDescription('Please select a size');
    expect(inGroup('Suit Waistcoat').getByRole('combobox', { name: 'Size' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please select a size', 'Please select a size', 'This colour is out of stock. Please select another one.']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(seen.tracked).toEqual([{ event: 'validation_error', payload: { source: 'bundle', item_id: 'JKT', error: 'select_size', products: ['JKT', 'TRS'] } }]);

    // Choosing the size clears the error.
    await user.selectOptions(jacketSize, '40');
    expect(jacketSize).not.toHaveAccessibleDescription();
    expect(inGroup('Suit Jacket').getByRole('checkbox', { name: 'Select' })).toBeChecked();
  });

  it('adds every selected product in one request, tells the page and deselects them', async () => {
    const user = userEvent.setup();
    const seen = listen();
    fetchMock.mockResolvedValue(json(200, cartFor(['JKT-n40', 'TRS-n32', 'WST-cM'])));
    show({ suits: suit });
    await user.selectOptions(inGroup('Suit Jacket').getByRole('combobox', { name: 'Size' }), '40');
    await user.selectOptions(inGroup('Suit Trousers').getByRole('combobox', { name: 'Size' }), '32');
    await user.click(screen.getByRole('button', { name: 'Add selected to bag' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 items added to your bag'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/_api/basket/addToCart');
    expect(init.method).toBe('POST');
    expect(JSON.parse((init.body as URLSearchParams).get('data')!)).toEqual([
      { sku: 'JKT-n40', quantity: 1 },
      { sku: 'TRS-n32', quantity: 1 },
      { sku: 'WST-cM', quantity: 1 },
    ]);
    expect(seen.added).toHaveLength(1);
    expect(seen.added[0]).toMatchObject({ cartId: 'cart-9', source: 'bundle' });
    expect(seen.added[0]!.lines.map((l) => l.sku)).toEqual(['JKT-n40', 'TRS-n32', 'WST-cM']);
    expect(seen.changed).toEqual([{ cartId: 'cart-9', itemCount: 3, totalPrice: { centAmount: 10500, currencyCode: 'GBP' } }]);
    expect(seen.tracked.map((t) => t.event)).toEqual(['add_to_cart']);

    for (const name of ['Suit Jacket', 'Suit Trousers', 'Suit Waistcoat']) expect(inGroup(name).getByRole('checkbox', { name: 'Select' })).not.toBeChecked();
    // Sizes stay chosen; nothing is selected, so there is nothing to add.
    expect(inGroup('Suit Jacket').getByRole('combobox', { name: 'Size' })).toHaveDisplayValue('40');
    expect(screen.getByRole('button', { name: 'Add selected to bag' })).toBeDisabled();
  });

  it('sends the marketplace sku and shows the api’s message when the add fails, keeping the selection', async () => {
    const user = userEvent.setup();
    const seen = listen();
    fetchMock.mockResolvedValue(json(409, { error: 'OUT_OF_STOCK', message: 'Sorry, Ankle Boots in 5 has just sold out.' }));
    show({ outfits: outfit });
    await user.selectOptions(inGroup('Ankle Boots').getByRole('combobox', { name: 'Colour' }), 'Black');
    expect(inGroup('Ankle Boots').queryByText('This colour is out of stock. Please select another one.')).not.toBeInTheDocument();
    await user.selectOptions(inGroup('Ankle Boots').getByRole('combobox', { name: 'Size' }), '5');
    await user.click(inGroup('Suit Jacket').getByRole('checkbox', { name: 'Select' }));
    await user.click(inGroup('Ankle Boots').getByRole('checkbox', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Add selected to bag' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, Ankle Boots in 5 has just sold out.');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse((init.body as URLSearchParams).get('data')!)).toEqual([{ sku: 'MBTSb500000', quantity: 1 }]);
    expect(inGroup('Ankle Boots').getByRole('checkbox', { name: 'Select' })).toBeChecked();
    expect(seen.added).toEqual([]);
    expect(seen.changed).toEqual([]);
  });

  it('says sorry in its own words when the add fails without a message', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('network'));
    show({ suits: suit });
    await user.click(inGroup('Suit Jacket').getByRole('checkbox', { name: 'Select' }));
    await user.click(inGroup('Suit Trousers').getByRole('checkbox', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Add selected to bag' }));
    // The waistcoat (Charcoal, its one size) is still selected: it is sent.
    expect(await screen.findByText("Sorry, we couldn't add these to your bag. Please try again.")).toHaveAttribute('role', 'alert');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(inGroup('Suit Waistcoat').getByRole('checkbox', { name: 'Select' })).toBeChecked();
  });

  it('can select a product only with a size; a colour change picks the only size, a sold-out colour deselects', async () => {
    const user = userEvent.setup();
    show({ suits: suit });
    const jacketBox = inGroup('Suit Jacket').getByRole('checkbox', { name: 'Select' });
    await user.click(jacketBox);
    expect(jacketBox).not.toBeChecked();
    await user.click(jacketBox);
    expect(jacketBox).not.toBeChecked();
    expect(inGroup('Suit Jacket').getByRole('combobox', { name: 'Size' })).toHaveAccessibleDescription('Please select a size');

    await user.selectOptions(inGroup('Suit Jacket').getByRole('combobox', { name: 'Colour' }), 'charcoal');
    expect(inGroup('Suit Jacket').getByRole('combobox', { name: 'Size' })).toHaveDisplayValue('40');
    expect(inGroup('Suit Jacket').getByRole('combobox', { name: 'Size' })).not.toHaveAccessibleDescription();
    await user.click(jacketBox);
    expect(jacketBox).toBeChecked();
    expect(inGroup('Suit Jacket').getByRole('link', { name: 'Suit Jacket' })).toHaveAttribute('href', '/product/suit-jacket-JKT?colour=charcoal');

    await user.selectOptions(inGroup('Suit Jacket').getByRole('combobox', { name: 'Colour' }), 'Black');
    expect(jacketBox).not.toBeChecked();
    expect(jacketBox).toBeDisabled();
    expect(inGroup('Suit Jacket').getByRole('combobox', { name: 'Colour' })).toHaveAccessibleDescription('This colour is out of stock. Please select another one.');
    expect(inGroup('Suit Jacket').getByRole('combobox', { name: 'Size' })).toHaveDisplayValue('Select a size');
  });

  it('shows nothing for a bundle of one product or one without the current product', () => {
    const { container } = show({ bundle: bundleOf('bundle', [jacket]), outfits: bundleOf('outfits', [trousers, boots]) });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the influencer look titled Shop The Look, or by its header, with its cards', () => {
    const look = { products: [card('a', ['navy', 'red', 'white', 'black']), card('b', ['navy'])] };
    const { unmount } = show({ influencer: look });
    const block = screen.getByRole('region', { name: 'Shop The Look' });
    // Federation is absent here: each card falls back to a link to the product.
    expect(within(block).getByRole('heading', { level: 3, name: 'Look item a' })).toBeVisible();
    expect(within(block).getByRole('link', { name: 'Look item a' })).toHaveAttribute('href', '/product/look-a?colour=navy');
    expect(within(block).getAllByRole('listitem')).toHaveLength(2);
    unmount();

    show({ influencer: { header: "Jack's Wedding Edit", products: look.products }, suits: suit });
    expect(screen.getByRole('region', { name: "Jack's Wedding Edit" })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Complete The Suit' })).toBeVisible();
  });

  it('speaks the fascia language', () => {
    show({ suits: suit, influencer: { products: [card('a', ['navy'])] } }, 'fr-FR');
    expect(inGroup('Suit Jacket').getByRole('combobox', { name: 'Taille' })).toHaveDisplayValue('Sélectionnez une taille');
    expect(screen.getByRole('button', { name: 'Ajouter la sélection au panier' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Adoptez le look' })).toBeVisible();
  });
});
