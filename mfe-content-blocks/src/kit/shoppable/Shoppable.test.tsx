import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { sectionSchemas } from '@storefront/shared-contracts/content';
import { searchClientFor } from '@storefront/shared-contracts/search-client';
import { makeCard } from '@storefront/shared-contracts/testing';
import { makeContext, mockMatchMedia } from '../common/testing';
import ShoppableBanner from '../../blocks/shoppableBanner';
import SingleShoppableButton from '../../blocks/singleShoppableButton';
import { HOVER_QUERY } from './ShoppablePoint';

// The search service stands behind the shared lite client: the real lookup
// (one search of 15, the sku rules) runs against what this fake answers.
jest.mock('@storefront/shared-contracts/search-client', () => ({ searchClientFor: jest.fn() }));

type SearchParams = { requests: Array<{ filters?: string; hitsPerPage: number }> };
const search = jest.fn<Promise<{ results: unknown[] }>, [SearchParams]>();
const answer = (hits: unknown[]) => ({ results: [{ hits }] });

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

const firstPoint = () => screen.getByRole('button', { name: 'Show product 1 of 2' });
const secondPoint = () => screen.getByRole('button', { name: 'Show product 2 of 2' });

// Several user steps each (open, wait for the lookup, press): slow on a loaded 2-core CI machine.
jest.setTimeout(15000);

beforeEach(() => {
  search.mockReset();
  // The search has the dress, not the top.
  search.mockResolvedValue(answer([dress]));
  jest.mocked(searchClientFor).mockReset();
  jest.mocked(searchClientFor).mockReturnValue({ search } as unknown as ReturnType<typeof searchClientFor>);
});

describe('shoppable banner', () => {
  it('draws its points from the section alone, at their places (top clamped to 10–90 %), with no lookup', async () => {
    renderBanner();
    expect(firstPoint().parentElement).toHaveStyle({ top: '90%', left: '30%' });
    expect(secondPoint().parentElement).toHaveStyle({ top: '50%', left: '70%' });
    expect(firstPoint()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Shop this look' })).toBeInTheDocument();
    // Nothing asks for the products while the shopper only looks.
    await act(async () => undefined);
    expect(searchClientFor).not.toHaveBeenCalled();
    expect(search).not.toHaveBeenCalled();
  });

  it('looks every product of the image up in one search when a point gets focus, then names the point by its product and leaves out the one not found', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.tab();
    expect(firstPoint()).toHaveFocus();
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    const request = search.mock.calls[0]![0].requests[0]!;
    expect(request.hitsPerPage).toBe(15);
    expect(request.filters).toBe('(productKey:"DRS00012" OR productKey:"TOP00099")');
    const point = await screen.findByRole('button', { name: 'Show Satin Midi Dress' });
    expect(point).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Show product/ })).not.toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('opens on click with a spinner until the product arrives, then the product and a link to its page in the colour; a click outside closes it', async () => {
    let arrive: (value: { results: unknown[] }) => void = () => {};
    search.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    const user = userEvent.setup();
    renderBanner();
    const point = firstPoint();
    await user.click(point);
    expect(point).toHaveAttribute('aria-expanded', 'true');
    const waiting = screen.getByRole('group', { name: 'product 1 of 2' });
    expect(within(waiting).getByRole('progressbar', { name: 'Loading product' })).toBeInTheDocument();
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));

    await act(async () => arrive(answer([dress])));
    const popup = await screen.findByRole('group', { name: 'Satin Midi Dress' });
    expect(popup).toHaveAttribute('aria-busy', 'false');
    expect(within(popup).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(popup).getByRole('heading', { name: 'Satin Midi Dress' })).toBeInTheDocument();
    expect(within(popup).getByText('£45.00')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: /shop now/i })).toHaveAttribute('href', '/product/satin-midi-dress-12?colour=Navy');

    await user.click(screen.getByRole('heading', { name: 'Shop the party edit' }));
    expect(screen.queryByRole('group', { name: 'Satin Midi Dress' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Satin Midi Dress' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows 'product not found' with the sku in the popup of a point the search does not have, and leaves the point out once the shopper is off it", async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(secondPoint());
    const popup = screen.getByRole('group', { name: 'product 2 of 2' });
    expect(await within(popup).findByText('product not found: TOP00099-01-01')).toBeInTheDocument();
    expect(within(popup).queryByRole('progressbar')).not.toBeInTheDocument();
    // Still there while open: never taken away from under the shopper.
    expect(secondPoint()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { name: 'Shop the party edit' }));
    expect(screen.queryByRole('button', { name: 'Show product 2 of 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Satin Midi Dress' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the point', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(firstPoint());
    const popup = await screen.findByRole('group', { name: 'Satin Midi Dress' });
    await user.tab();
    expect(within(popup).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Satin Midi Dress' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Satin Midi Dress' })).toHaveFocus();
  });

  it('opens on hover, and looks up on hover, only where the device has a fine pointer', async () => {
    const user = userEvent.setup();
    const restore = mockMatchMedia([]);
    const { unmount } = renderBanner();
    await user.hover(firstPoint());
    expect(screen.queryByRole('group', { name: /product 1 of 2|Satin Midi Dress/ })).not.toBeInTheDocument();
    await act(async () => undefined);
    expect(search).not.toHaveBeenCalled();
    unmount();
    restore();

    const restoreHover = mockMatchMedia([HOVER_QUERY]);
    renderBanner();
    const point = firstPoint();
    await user.hover(point);
    expect(point).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('group', { name: 'Satin Midi Dress' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
    await user.unhover(point);
    expect(screen.queryByRole('group', { name: 'Satin Midi Dress' })).not.toBeInTheDocument();
    restoreHover();
  });

  it("shows every product, and 'product not found' with the sku, in the products dropdown, looked up when it is opened", async () => {
    const user = userEvent.setup();
    renderBanner({ fasciaKey: 'burton' });
    const toggle = screen.getByRole('button', { name: 'Shop this look' });
    expect(screen.queryByRole('list', { name: 'Products in this image' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Products in this image' });
    expect(within(list).getByText('product not found: TOP00099-01-01')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /shop now/i })).toHaveAttribute('href', '/product/satin-midi-dress-12?colour=Navy');
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('says it in the fascia language', async () => {
    const user = userEvent.setup();
    renderBanner({ fasciaKey: 'coast' });
    expect(screen.getByRole('button', { name: 'Afficher produit 1 sur 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Acheter ce look' }));
    expect(await screen.findByText('produit introuvable : TOP00099-01-01')).toBeInTheDocument();
  });

  it('says so in the open popup when the lookup fails (logged), and leaves the other points out', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    search.mockRejectedValue(new Error('no search index available'));
    const user = userEvent.setup();
    renderBanner();
    await user.click(firstPoint());
    const popup = screen.getByRole('group', { name: 'product 1 of 2' });
    expect(await within(popup).findByText('This product cannot be shown just now.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no search index available'));
    expect(screen.queryByRole('button', { name: 'Show product 2 of 2' })).not.toBeInTheDocument();
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
    await user.click(firstPoint());
    const popup = await screen.findByRole('group', { name: 'Satin Midi Dress' });
    expect(within(popup).getByRole('link', { name: /shop now/i })).toBeInTheDocument();
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
    await user.click(firstPoint());
    const heart = await screen.findByRole('button', { name: 'Save Satin Midi Dress to your wishlist' });
    await waitFor(() => expect(global.fetch).toHaveBeenCalledWith(expect.stringContaining('savedItem'), expect.anything()));
    await act(async () => undefined);
    await user.click(heart);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Satin Midi Dress from your wishlist' })).toHaveAttribute('aria-pressed', 'true'));
    expect(calls).toEqual([{ url: '/_api/wishlist/add', body: { lineItemSku: 'DRS00012-02-01', productKey: 'DRS00012', colourSelected: 'Navy', sizeSelected: false } }]);
  });

  it('pressed before its saved state is read, waits for it and removes the saved item instead of adding it again', async () => {
    const calls: string[] = [];
    let read: (value: Response) => void = () => {};
    global.fetch = jest.fn((url: RequestInfo | URL) => {
      const address = String(url);
      if (address.includes('savedItem')) return new Promise<Response>((resolve) => (read = resolve));
      calls.push(address);
      return Promise.resolve(json({ success: true }));
    }) as typeof fetch;
    const user = userEvent.setup();
    renderBanner({ visitor: 'signedIn' });
    await user.click(firstPoint());
    await user.click(await screen.findByRole('button', { name: 'Save Satin Midi Dress to your wishlist' }));
    expect(screen.getByRole('button', { name: 'Save Satin Midi Dress to your wishlist' })).toHaveAttribute('aria-busy', 'true');
    expect(calls).toEqual([]);

    await act(async () => read(json({ wishlistItem: { productKey: 'DRS00012', colourSelected: 'Navy', lineItemSku: 'DRS00012-02-01', sizeSelected: false } })));
    await waitFor(() => expect(calls).toEqual(['/_api/wishlist/remove']));
    const heart = screen.getByRole('button', { name: 'Save Satin Midi Dress to your wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).not.toHaveAttribute('aria-busy');
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
    await user.click(firstPoint());
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
  it('draws its one button from the section, top clamped to 10 %, and shows its product in the product colour when pressed', async () => {
    search.mockResolvedValue(answer([dress]));
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
    const point = screen.getByRole('button', { name: 'Show the product' });
    expect(point.parentElement).toHaveStyle({ top: '10%' });
    expect(search).not.toHaveBeenCalled();
    await userEvent.setup().click(point);
    const popup = await screen.findByRole('group', { name: 'Satin Midi Dress' });
    expect(within(popup).getByRole('link', { name: /shop now/i })).toHaveAttribute('href', '/product/satin-midi-dress-12?colour=Black');
  });
});
