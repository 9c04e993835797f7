import { screen, waitFor, within } from '@testing-library/react';
import { FASCIAS } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { mountParcel, outsideAct } from '@storefront/shared-contracts/testing';
import { answer, baseProps, basketLine, cart, productProps, quickAddProduct, selection } from '../test/fixtures';
import * as addToBasket from './AddToBasket';
import * as miniBag from './MiniBag';
import * as pdpWishlist from './PdpWishlist';
import * as quickAdd from './QuickAdd';

outsideAct();

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  resetEventState();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
  document.body.innerHTML = '';
});

describe('AddToBasket parcel', () => {
  it('mounts in the fascia language, follows the selection, and leaves nothing behind on unmount', async () => {
    const { element: domElement, unmount } = await mountParcel(addToBasket, productProps(FASCIAS.coast), 'basket/AddToBasket');
    expect(within(domElement).getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();

    emit('pdp:selection-changed', selection('L'));
    await waitFor(() => expect(within(domElement).getByRole('button', { name: 'Épuisé' })).toBeDisabled());

    await unmount();
    expect(domElement).toBeEmptyDOMElement();

    // Its listeners went with it: a sticky-bar request after unmount sends nothing.
    emit('pdp:selection-changed', selection('S'));
    emit('pdp:add-requested', { source: 'sticky-bar' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds once on pdp:add-requested when the page also holds the sticky bar\'s copy', async () => {
    fetchMock.mockResolvedValue(answer(200, cart(1, { lastAdded: [basketLine('BUR12345-001-S')] })));
    const main = await mountParcel(addToBasket, productProps(), 'basket/AddToBasket-main');
    const sticky = await mountParcel(
      addToBasket,
      { ...productProps(), slot: { name: 'sticky-add-to-basket', settings: { answersAddRequests: false } } },
      'basket/AddToBasket-sticky',
    );
    await screen.findAllByRole('button', { name: 'Add to bag' });

    emit('pdp:selection-changed', selection('S'));
    emit('pdp:add-requested', { source: 'subscription' });
    await waitFor(() => expect(within(main.element).getByRole('button', { name: 'Added' })).toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('addToCart'))).toHaveLength(1);

    // The copy still adds when its own button is pressed.
    expect(within(sticky.element).getByRole('button', { name: 'Add to bag' })).toBeEnabled();
    for (const parcel of [main, sticky]) await parcel.unmount();
  });

  it('leaves its slot empty when the page data has no product', async () => {
    const { element: domElement, unmount } = await mountParcel(addToBasket, { ...productProps(), page: {} as never }, 'basket/AddToBasket-empty');
    expect(domElement).toBeEmptyDOMElement();
    await unmount();
  });
});

describe('MiniBag parcel', () => {
  it('mounts, reads the basket and unmounts', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 'cart-9', fascia: 'wallis', lines: [], itemCount: 2, totalPrice: { centAmount: 100, currencyCode: 'EUR' } }));
    const { element: domElement, unmount } = await mountParcel(miniBag, baseProps(FASCIAS.wallis), 'basket/MiniBag');
    expect(await screen.findByRole('link', { name: 'Winkelmand, 2 artikelen' })).toBeInTheDocument();

    await unmount();
    expect(domElement).toBeEmptyDOMElement();
  });
});

describe('QuickAdd parcel', () => {
  it('renders nothing until quick-add:open, opens in the fascia language, and stops listening on unmount', async () => {
    fetchMock.mockResolvedValue(answer(200, { product: quickAddProduct }));
    const { unmount } = await mountParcel(quickAdd, baseProps(FASCIAS.coast), 'basket/QuickAdd');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Outside act, React runs the effect that subscribes after mount resolves.
    await new Promise((resolve) => setTimeout(resolve, 0));
    emit('quick-add:open', { productId: 'p-qa' });
    const dialog = await screen.findByRole('dialog', { name: 'Oxford Shirt' });
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Voir le produit' })).toBeInTheDocument();

    await unmount();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    emit('quick-add:open', { productId: 'p-qa' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('PdpWishlist parcel', () => {
  it('mounts a labelled heart for the page product in the fascia language and unmounts', async () => {
    const page = { product: quickAddProduct, badges: [], socialProof: null };
    const { element: domElement, unmount } = await mountParcel(pdpWishlist, { ...productProps(FASCIAS.oasis), page }, 'basket/PdpWishlist');
    expect(within(domElement).getByRole('button', { name: 'Spara i önskelistan' })).toHaveAttribute('aria-pressed', 'false');

    await unmount();
    expect(domElement).toBeEmptyDOMElement();
  });

  it('leaves its slot empty when the page data has no product', async () => {
    const { element: domElement, unmount } = await mountParcel(pdpWishlist, { ...productProps(), page: {} as never }, 'basket/PdpWishlist-empty');
    expect(domElement).toBeEmptyDOMElement();
    await unmount();
  });
});
