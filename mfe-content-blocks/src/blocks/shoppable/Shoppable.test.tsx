import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { sectionSchemas } from '@storefront/shared-contracts/content';
import { makeCard } from '@storefront/shared-contracts/testing';
import { lookUpShoppableProducts } from '../../products/lookup';
import { makeContext, mockMatchMedia } from '../_kit/testing';
import ShoppableBanner from '../shoppableBanner';
import SingleShoppableButton from '../singleShoppableButton';
import { HOVER_QUERY } from './ShoppablePoint';

jest.mock('../../products/lookup', () => ({
  ...jest.requireActual('../../products/lookup'),
  lookUpShoppableProducts: jest.fn(),
}));

const lookup = lookUpShoppableProducts as jest.MockedFunction<typeof lookUpShoppableProducts>;

const dress = makeCard({
  id: '12',
  productKey: 'DRS00012',
  name: 'Satin Midi Dress',
  slug: 'satin-midi-dress-12',
  colour: 'Black',
  price: '45.00',
  colourVariants: [
    { colour: 'Black', colourFacet: 'Black', sizesInStock: ['10'], sku: 'DRS00012-01-01', imageResponsive: { desktop: { url: '/images/products/DRS00012/1.jpg' } } },
    { colour: 'Navy', colourFacet: 'Blue', sizesInStock: ['10'], sku: 'DRS00012-02-01', imageResponsive: { desktop: { url: '/images/products/DRS00012/2.jpg' } } },
  ],
  priceVariants: [],
});

const banner = sectionSchemas.shoppableBanner.parse({
  id: 'sb1',
  type: 'shoppableBanner',
  title: 'Shop the party edit',
  image: { src: '/images/content/party.jpg', alt: 'Two people at a party' },
  shoppableButtons: [
    { productSku: 'DRS00012-02-01#Navy', percentageFromTopLocation: 95, percentageFromLeftLocation: 30 },
    { productSku: 'TOP00099-01-01', percentageFromTopLocation: 50, percentageFromLeftLocation: 70, iconColor: 'black' },
  ],
});

/** A fetch answer (jsdom has no Response). */
const json = (body: unknown, status = 200) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

function renderBlock(node: ReactNode) {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>);
}

function renderBanner(context: Parameters<typeof makeContext>[0] = {}) {
  return renderBlock(<ShoppableBanner section={banner} context={makeContext(context)} />);
}

// Several user steps each (open, wait for the lookup, press): slow on a loaded 2-core CI machine.
jest.setTimeout(15000);

beforeEach(() => {
  lookup.mockReset();
  lookup.mockResolvedValue({ 'DRS00012-02-01': dress, 'TOP00099-01-01': null });
});

describe('shoppable banner', () => {
  it('draws a button for a product found, none for a product not found, from one lookup', async () => {
    renderBanner();
    expect(await screen.findByRole('button', { name: 'Show Satin Midi Dress' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show / })).toHaveLength(1);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0]?.[2]).toEqual(expect.arrayContaining(['DRS00012-02-01', 'TOP00099-01-01']));
    // The vertical position is clamped to 90 %.
    expect(screen.getByRole('button', { name: 'Show Satin Midi Dress' }).parentElement).toHaveStyle({ top: '90%', left: '30%' });
  });

  it('opens on click with the product and a link to its page in the colour, and closes on a click outside', async () => {
    const user = userEvent.setup();
    renderBanner();
    const point = await screen.findByRole('button', { name: 'Show Satin Midi Dress' });
    expect(point).toHaveAttribute('aria-expanded', 'false');
    await user.click(point);
    expect(point).toHaveAttribute('aria-expanded', 'true');
    const popup = screen.getByRole('group', { name: 'Satin Midi Dress' });
    expect(within(popup).getByRole('heading', { name: 'Satin Midi Dress' })).toBeInTheDocument();
    expect(within(popup).getByText('£45.00')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: /shop now/i })).toHaveAttribute('href', '/product/satin-midi-dress-12?colour=Navy');
    await user.click(screen.getByRole('heading', { name: 'Shop the party edit' }));
    expect(screen.queryByRole('group', { name: 'Satin Midi Dress' })).not.toBeInTheDocument();
    expect(point).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the point', async () => {
    const user = userEvent.setup();
    renderBanner();
    const point = await screen.findByRole('button', { name: 'Show Satin Midi Dress' });
    await user.click(point);
    await user.tab();
    expect(within(screen.getByRole('group', { name: 'Satin Midi Dress' })).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Satin Midi Dress' })).not.toBeInTheDocument();
    expect(point).toHaveFocus();
  });

  it('opens on hover only where the device has a fine pointer', async () => {
    const user = userEvent.setup();
    const restore = mockMatchMedia([]);
    const { unmount } = renderBanner();
    await user.hover(await screen.findByRole('button', { name: 'Show Satin Midi Dress' }));
    expect(screen.queryByRole('group', { name: 'Satin Midi Dress' })).not.toBeInTheDocument();
    unmount();
    restore();

    const restoreHover = mockMatchMedia([HOVER_QUERY]);
    renderBanner();
    const point = await screen.findByRole('button', { name: 'Show Satin Midi Dress' });
    await user.hover(point);
    expect(screen.getByRole('group', { name: 'Satin Midi Dress' })).toBeInTheDocument();
    await user.unhover(point);
    expect(screen.queryByRole('group', { name: 'Satin Midi Dress' })).not.toBeInTheDocument();
    restoreHover();
  });

  it("shows 'product not found' with the sku in the products dropdown", async () => {
    const user = userEvent.setup();
    renderBanner({ fasciaKey: 'burton' });
    const toggle = await screen.findByRole('button', { name: 'Shop this look' });
    expect(screen.queryByRole('list', { name: 'Products in this image' })).not.toBeInTheDocument();
    await user.click(toggle);
    const list = screen.getByRole('list', { name: 'Products in this image' });
    expect(within(list).getByText('product not found: TOP00099-01-01')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /shop now/i })).toHaveAttribute('href', '/product/satin-midi-dress-12?colour=Navy');
  });

  it('says it in the fascia language', async () => {
    const user = userEvent.setup();
    renderBanner({ fasciaKey: 'coast' });
    await user.click(await screen.findByRole('button', { name: 'Acheter ce look' }));
    expect(screen.getByText('produit introuvable : TOP00099-01-01')).toBeInTheDocument();
  });

  it('draws no buttons when the lookup fails (logged)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    lookup.mockRejectedValue(new Error('no search index available'));
    renderBanner();
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('no search index available')));
    expect(screen.queryByRole('button', { name: /^Show / })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Two people at a party' })).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('wishlist heart on shoppable products', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('is not offered to guests', async () => {
    const user = userEvent.setup();
    renderBanner({ visitor: 'guest' });
    await user.click(await screen.findByRole('button', { name: 'Show Satin Midi Dress' }));
    expect(screen.queryByRole('button', { name: /wishlist/i })).not.toBeInTheDocument();
  });

  it('saves at once for a signed-in shopper, posting the item of spec 3 §7', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const address = String(url);
      if (address.includes('savedItem')) return json({ wishlistItem: null });
      calls.push({ url: address, body: JSON.parse(String(init?.body)) });
      return json({ success: true });
    }) as typeof fetch;
    const user = userEvent.setup();
    renderBanner({ visitor: 'signedIn' });
    await user.click(await screen.findByRole('button', { name: 'Show Satin Midi Dress' }));
    const heart = await screen.findByRole('button', { name: 'Save Satin Midi Dress to your wishlist' });
    // The saved state has been read before the press (a press during that read is a known race, see the note).
    await waitFor(() => expect(global.fetch).toHaveBeenCalledWith(expect.stringContaining('savedItem'), expect.anything()));
    await act(async () => undefined);
    await user.click(heart);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Satin Midi Dress from your wishlist' })).toHaveAttribute('aria-pressed', 'true'));
    expect(calls).toEqual([{ url: '/_api/wishlist/add', body: { lineItemSku: 'DRS00012-02-01', productKey: 'DRS00012', colourSelected: 'Navy', sizeSelected: false } }]);
  });

  it('reverts when the server answers success false, and only logs it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let answer: (value: Response) => void = () => {};
    global.fetch = jest.fn((url: RequestInfo | URL) => {
      if (String(url).includes('savedItem')) return Promise.resolve(json({ wishlistItem: null }));
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    }) as typeof fetch;
    const user = userEvent.setup();
    renderBanner({ visitor: 'signedIn' });
    await user.click(await screen.findByRole('button', { name: 'Show Satin Midi Dress' }));
    await user.click(await screen.findByRole('button', { name: 'Save Satin Midi Dress to your wishlist' }));
    // Optimistic: the heart is filled before the server answers.
    expect(screen.getByRole('button', { name: 'Remove Satin Midi Dress from your wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await act(async () => answer(json({ success: false, error: 'nope' })));
    expect(await screen.findByRole('button', { name: 'Save Satin Midi Dress to your wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('wishlist add failed'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });
});

describe('single shoppable button', () => {
  it('draws its one button when found', async () => {
    lookup.mockResolvedValue({ DRS00012: dress });
    renderBlock(
      <SingleShoppableButton
        section={sectionSchemas.singleShoppableButton.parse({
          id: 's1',
          type: 'singleShoppableButton',
          image: { src: '/images/content/look.jpg', alt: 'A look' },
          shoppableButton: { productSku: 'DRS00012', percentageFromTopLocation: 5, percentageFromLeftLocation: 50 },
        })}
        context={makeContext()}
      />,
    );
    const point = await screen.findByRole('button', { name: 'Show Satin Midi Dress' });
    expect(point.parentElement).toHaveStyle({ top: '10%' });
    await userEvent.setup().click(point);
    expect(screen.getByRole('link', { name: /shop now/i })).toHaveAttribute('href', '/product/satin-midi-dress-12?colour=Black');
  });
});
