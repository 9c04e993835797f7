import { screen, waitFor, within } from '@testing-library/react';
import { emit, FASCIAS, resetEventState, type LifecycleFn } from '@storefront/shared-contracts';
import { answer, baseProps, basketLine, cart, productProps, quickAddProduct, selection } from '../test/fixtures';
import * as addToBasket from './AddToBasket';
import * as miniBag from './MiniBag';
import * as pdpWishlist from './PdpWishlist';
import * as quickAdd from './QuickAdd';

// single-spa-react renders outside act(); waiting for act would hang. Set
// after Testing Library's own beforeAll, which turns it on.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

async function run<P>(lifecycle: LifecycleFn<P> | Array<LifecycleFn<P>>, props: Parameters<LifecycleFn<P>>[0]) {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

function slot(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  resetEventState();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
  document.body.innerHTML = '';
});

describe('AddToBasket parcel', () => {
  it('mounts in the fascia language, follows the selection, and leaves nothing behind on unmount', async () => {
    const domElement = slot();
    const props = { ...productProps(FASCIAS.coast), name: 'basket/AddToBasket', domElement };

    await run(addToBasket.bootstrap, props);
    await run(addToBasket.mount, props);
    expect(within(domElement).getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();

    emit('pdp:selection-changed', selection('L'));
    await waitFor(() => expect(within(domElement).getByRole('button', { name: 'Épuisé' })).toBeDisabled());

    await run(addToBasket.unmount, props);
    expect(domElement).toBeEmptyDOMElement();

    // Its listeners went with it: a sticky-bar request after unmount sends nothing.
    emit('pdp:selection-changed', selection('S'));
    emit('pdp:add-requested', { source: 'sticky-bar' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds once on pdp:add-requested when the page also holds the sticky bar\'s copy', async () => {
    fetchMock.mockResolvedValue(answer(200, cart(1, { lastAdded: [basketLine('BUR12345-001-S')] })));
    const main = { ...productProps(), name: 'basket/AddToBasket-main', domElement: slot() };
    const sticky = {
      ...productProps(),
      slot: { name: 'sticky-add-to-basket', settings: { answersAddRequests: false } },
      name: 'basket/AddToBasket-sticky',
      domElement: slot(),
    };
    for (const props of [main, sticky]) {
      await run(addToBasket.bootstrap, props);
      await run(addToBasket.mount, props);
    }
    await screen.findAllByRole('button', { name: 'Add to bag' });

    emit('pdp:selection-changed', selection('S'));
    emit('pdp:add-requested', { source: 'subscription' });
    await waitFor(() => expect(within(main.domElement).getByRole('button', { name: 'Added' })).toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('addToCart'))).toHaveLength(1);

    // The copy still adds when its own button is pressed.
    expect(within(sticky.domElement).getByRole('button', { name: 'Add to bag' })).toBeEnabled();
    for (const props of [main, sticky]) await run(addToBasket.unmount, props);
  });

  it('leaves its slot empty when the page data has no product', async () => {
    const domElement = slot();
    const props = { ...productProps(), page: {} as never, name: 'basket/AddToBasket-empty', domElement };
    await run(addToBasket.bootstrap, props);
    await run(addToBasket.mount, props);
    expect(domElement).toBeEmptyDOMElement();
    await run(addToBasket.unmount, props);
  });
});

describe('MiniBag parcel', () => {
  it('mounts, reads the basket and unmounts', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 'cart-9', fascia: 'wallis', lines: [], itemCount: 2, totalPrice: { centAmount: 100, currencyCode: 'EUR' } }));
    const domElement = slot();
    const props = { ...baseProps(FASCIAS.wallis), name: 'basket/MiniBag', domElement };

    await run(miniBag.bootstrap, props);
    await run(miniBag.mount, props);
    expect(await screen.findByRole('link', { name: 'Winkelmand, 2 artikelen' })).toBeInTheDocument();

    await run(miniBag.unmount, props);
    expect(domElement).toBeEmptyDOMElement();
  });
});

describe('QuickAdd parcel', () => {
  it('renders nothing until quick-add:open, opens in the fascia language, and stops listening on unmount', async () => {
    fetchMock.mockResolvedValue(answer(200, { product: quickAddProduct }));
    const domElement = slot();
    const props = { ...baseProps(FASCIAS.coast), name: 'basket/QuickAdd', domElement };

    await run(quickAdd.bootstrap, props);
    await run(quickAdd.mount, props);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Outside act, React runs the effect that subscribes after mount resolves.
    await new Promise((resolve) => setTimeout(resolve, 0));
    emit('quick-add:open', { productId: 'p-qa' });
    const dialog = await screen.findByRole('dialog', { name: 'Oxford Shirt' });
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Voir le produit' })).toBeInTheDocument();

    await run(quickAdd.unmount, props);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    emit('quick-add:open', { productId: 'p-qa' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('PdpWishlist parcel', () => {
  it('mounts a labelled heart for the page product in the fascia language and unmounts', async () => {
    const domElement = slot();
    const page = { product: quickAddProduct, badges: [], socialProof: null };
    const props = { ...productProps(FASCIAS.oasis), page, name: 'basket/PdpWishlist', domElement };

    await run(pdpWishlist.bootstrap, props);
    await run(pdpWishlist.mount, props);
    expect(within(domElement).getByRole('button', { name: 'Spara i önskelistan' })).toHaveAttribute('aria-pressed', 'false');

    await run(pdpWishlist.unmount, props);
    expect(domElement).toBeEmptyDOMElement();
  });

  it('leaves its slot empty when the page data has no product', async () => {
    const domElement = slot();
    const props = { ...productProps(), page: {} as never, name: 'basket/PdpWishlist-empty', domElement };
    await run(pdpWishlist.bootstrap, props);
    await run(pdpWishlist.mount, props);
    expect(domElement).toBeEmptyDOMElement();
    await run(pdpWishlist.unmount, props);
  });
});
