import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EventName, type EventPayload } from '@storefront/shared-contracts';
import { emit, on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { BasketI18n } from '../i18n/i18n';
import { answer, basketLine, cart, product, selection } from '../test/fixtures';
import { ADDED_DURATION_MS, AddToBasket } from './AddToBasket';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

function heard<N extends EventName>(name: N): Array<EventPayload<N>> {
  const payloads: Array<EventPayload<N>> = [];
  unsubscribes.push(on(name, (payload) => payloads.push(payload), { replay: false }));
  return payloads;
}
const unsubscribes: Array<() => void> = [];

/** A product whose variants name a customisation group. */
const cushion = { ...product, variants: product.variants.map((v) => ({ ...v, attributes: { ...v.attributes, customisationGroupName: 'monogram' } })) };

function renderButton(locale = 'en-GB', shown = product) {
  return render(
    <BasketI18n locale={locale}>
      <AddToBasket product={shown} />
    </BasketI18n>,
  );
}

function select(payload: EventPayload<'pdp:selection-changed'>) {
  act(() => {
    emit('pdp:selection-changed', payload);
  });
}

/** What was posted: the form field data, parsed. */
function postedItems(call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  expect(init?.body).toBeInstanceOf(URLSearchParams);
  return JSON.parse((init?.body as URLSearchParams).get('data') ?? 'null');
}

beforeEach(() => {
  resetEventState();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  unsubscribes.splice(0).forEach((off) => off());
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('AddToBasket', () => {
  it('asks for a size instead of calling the server when none is chosen', async () => {
    const user = userEvent.setup();
    renderButton();
    select(selection(null));

    const button = screen.getByRole('button', { name: 'Add to bag' });
    expect(button).toBeEnabled();
    await user.click(button);

    expect(screen.getByRole('alert')).toHaveTextContent('Please select a size.');
    expect(button).toHaveAccessibleDescription('Please select a size.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a size when pressed before the pickers have said anything', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a size.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads Out of stock and is disabled when the chosen size is out of stock', () => {
    renderButton();
    select(selection('L'));
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();

    select(selection('S'));
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeEnabled();
  });

  it('picks up a selection made before it mounted', () => {
    emit('pdp:selection-changed', selection('L'));
    renderButton();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('is disabled while customisation fields are present but not valid', () => {
    renderButton();
    select(selection('S'));
    act(() => {
      emit('pdp:customisation-changed', { productId: product.id, hasFields: true, valid: false, values: {} });
    });
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeDisabled();

    act(() => {
      emit('pdp:customisation-changed', { productId: product.id, hasFields: true, valid: true, values: { initials: 'JB' } });
    });
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeEnabled();
  });

  it('is disabled for a customisable product before its fields have said anything, and sends their values', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(200, cart(1)));
    renderButton('en-GB', cushion);
    select(selection('S'));
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeDisabled();

    act(() => {
      emit('pdp:customisation-changed', { productId: product.id, hasFields: true, valid: true, values: { initials: 'AB', threadColour: '' } });
    });
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(postedItems()).toEqual([{ sku: product.variants.find((v) => v.attributes.size === 'S')!.sku, quantity: 1, customisation: { initials: 'AB' } }]);
  });

  it('lets a customisable product be added when its fields report there are none to fill', () => {
    emit('pdp:customisation-changed', { productId: product.id, hasFields: false, valid: true, values: {} });
    renderButton('en-GB', cushion);
    select(selection('S'));
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeEnabled();
  });

  it('posts the chosen variant as the form field data and tells the page what was added', async () => {
    const user = userEvent.setup();
    const added = basketLine('M000012345M');
    let answerServer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answerServer = resolve)));
    const itemAdded = heard('basket:item-added');
    const changed = heard('basket:changed');
    const tracked = heard('analytics:track');

    renderButton();
    select(selection('M'));
    act(() => {
      emit('pdp:customisation-changed', { productId: product.id, hasFields: true, valid: true, values: { initials: 'JB', message: '' } });
    });
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));

    const busy = screen.getByRole('button', { name: 'Adding…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/_api/basket/addToCart');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    // The marketplace sku wins over the sku; empty optional fields are not sent.
    expect(postedItems()).toEqual([{ sku: 'M000012345M', quantity: 1, customisation: { initials: 'JB' } }]);

    // A second press while adding sends nothing.
    await user.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answerServer(answer(200, cart(3, { lines: [added], lastAdded: [added] }))));

    expect(await screen.findByRole('button', { name: 'Added' })).toBeInTheDocument();
    expect(itemAdded).toEqual([{ cartId: 'cart-1', lines: [added], source: 'pdp' }]);
    expect(changed).toEqual([{ cartId: 'cart-1', itemCount: 3, totalPrice: { centAmount: 13500, currencyCode: 'GBP' } }]);
    expect(tracked).toEqual([
      expect.objectContaining({
        event: 'add_to_cart',
        payload: expect.objectContaining({ sku: 'M000012345M', productId: 'p-1', quantity: 1, price: 45, currency: 'GBP' }),
      }),
    ]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('reads Added for about two seconds, then can add again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock.mockResolvedValue(answer(200, cart(1, { lastAdded: [basketLine('BUR12345-001-S')] })));
    renderButton();
    select(selection('S'));

    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(await screen.findByRole('button', { name: 'Added' })).toHaveAttribute('aria-disabled', 'true');

    act(() => jest.advanceTimersByTime(ADDED_DURATION_MS - 100));
    expect(screen.getByRole('button', { name: 'Added' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeEnabled();
  });

  it("shows the server's message above the button when the add fails", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(409, { error: 'OUT_OF_STOCK', message: 'Sorry, this item is out of stock.' }));
    const itemAdded = heard('basket:item-added');
    renderButton();
    select(selection('S'));

    await user.click(screen.getByRole('button', { name: 'Add to bag' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Sorry, this item is out of stock.'));
    const button = screen.getByRole('button', { name: 'Add to bag' });
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button).toBeEnabled();
    expect(itemAdded).toEqual([]);
  });

  it('says the add failed in the shopper\'s language when the server gives no message', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(502, undefined));
    renderButton('fr-FR');
    select(selection('S'));

    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent("Désolé, nous n'avons pas pu ajouter cet article à votre panier. Veuillez réessayer."),
    );
  });

  it('clears the error when the colour or size changes, not on a stock update', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(409, { error: 'OUT_OF_STOCK', message: 'Sorry, this item is out of stock.' }));
    renderButton();
    select(selection('S'));
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sorry, this item is out of stock.'));

    select(selection('S', { availableQuantity: 1 }));
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, this item is out of stock.');

    select(selection('M'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sorry, this item is out of stock.'));
    select(selection('M', { colour: 'Black' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('clears the size error once a size is chosen', async () => {
    const user = userEvent.setup();
    renderButton();
    select(selection(null));
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a size.');

    select(selection('S'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('adds on a request from the sticky bar, and asks for a size the same way', async () => {
    fetchMock.mockResolvedValue(answer(200, cart(1, { lastAdded: [basketLine('BUR12345-001-S')] })));
    renderButton();

    act(() => {
      emit('pdp:add-requested', { source: 'sticky-bar' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a size.');
    expect(fetchMock).not.toHaveBeenCalled();

    select(selection('S'));
    await act(async () => {
      emit('pdp:add-requested', { source: 'sticky-bar' });
    });
    expect(await screen.findByRole('button', { name: 'Added' })).toBeInTheDocument();
    expect(postedItems()).toEqual([{ sku: 'BUR12345-001-S', quantity: 1 }]);
  });

  it('ignores the selection of another product', () => {
    renderButton();
    select(selection('L', { productId: 'another-product' }));
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeEnabled();
  });
});
