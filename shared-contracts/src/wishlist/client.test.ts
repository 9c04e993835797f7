import { answer, fetchMock, setUpFetchTests } from '../testing/fetch';
import { heard } from '../testing/events';
import { fetchSavedItem, fetchWishlist, saveWishlistItem, savedItemKey } from './client';

setUpFetchTests();

const item = { productKey: 'BUR12345', colourSelected: 'navy', lineItemSku: 'BUR12345-01-02', sizeSelected: true };

describe('saveWishlistItem', () => {
  it('posts the four fields as JSON to add or remove, same origin', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    await expect(saveWishlistItem('add', { ...item, extra: 'x' } as typeof item)).resolves.toEqual({ success: true, message: null, status: 200, code: null });
    expect(fetchMock).toHaveBeenLastCalledWith('/_api/wishlist/add', expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: JSON.stringify(item) }));
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    await saveWishlistItem('remove', item);
    expect(fetchMock).toHaveBeenLastCalledWith('/_api/wishlist/remove', expect.objectContaining({ method: 'POST' }));
  });

  it('tells the page wishlist:changed after a save or removal the server accepted', async () => {
    const changed = heard('wishlist:changed');
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    await saveWishlistItem('add', item);
    await saveWishlistItem('remove', item);
    expect(changed).toEqual([
      { productKey: 'BUR12345', colourSelected: 'navy', saved: true },
      { productKey: 'BUR12345', colourSelected: 'navy', saved: false },
    ]);
  });

  it("reports the server's message and a failure, and tells nothing, for success false, a 4xx, a malformed answer or no answer", async () => {
    const changed = heard('wishlist:changed');
    fetchMock.mockResolvedValueOnce(answer(409, { success: false, error: 'WISHLIST_LIMIT', message: 'Wishlist limit reached' }));
    await expect(saveWishlistItem('add', item)).resolves.toEqual({ success: false, message: 'Wishlist limit reached', status: 409, code: 'WISHLIST_LIMIT' });
    fetchMock.mockResolvedValueOnce(answer(200, { success: false, message: 'Not today' }));
    await expect(saveWishlistItem('add', item)).resolves.toEqual({ success: false, message: 'Not today', status: 200, code: null });
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('x')) } as unknown as Response);
    await expect(saveWishlistItem('add', item)).resolves.toEqual({ success: false, message: null, status: 200, code: 'INVALID_JSON' });
    fetchMock.mockResolvedValueOnce(answer(200, null));
    await expect(saveWishlistItem('add', item)).resolves.toMatchObject({ success: false, status: 200 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(saveWishlistItem('remove', item)).resolves.toEqual({ success: false, message: null, status: null, code: 'NETWORK' });
    expect(changed).toEqual([]);
  });
});

describe('fetchSavedItem', () => {
  const key = savedItemKey('BUR12345', 'navy blue');

  it('reads the saved item of a product colour', async () => {
    expect(key).toBe('/_api/wishlist/savedItem?productKey=BUR12345&colourSelected=navy+blue');
    fetchMock.mockResolvedValueOnce(answer(200, { wishlistItem: item }));
    await expect(fetchSavedItem(key)).resolves.toEqual(item);
    fetchMock.mockResolvedValueOnce(answer(200, { wishlistItem: null }));
    await expect(fetchSavedItem(key)).resolves.toBeNull();
  });

  it('counts a malformed item as not saved', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { wishlistItem: { ...item, lineItemSku: 'nope' } }));
    await expect(fetchSavedItem(key)).resolves.toBeNull();
  });

  it('fails on an error status or an answer without wishlistItem', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { error: 'SERVER_ERROR', message: 'x' }));
    await expect(fetchSavedItem(key)).rejects.toMatchObject({ status: 500, code: 'SERVER_ERROR' });
    fetchMock.mockResolvedValueOnce(answer(200, { items: [] }));
    await expect(fetchSavedItem(key)).rejects.toMatchObject({ code: 'MALFORMED_WISHLIST' });
  });
});

describe('fetchWishlist', () => {
  it('reads the list, leaving out entries that are not well-formed, with the limit (50 when missing)', async () => {
    const entry = { ...item, savedAt: '2026-01-01', card: null, sizes: [] };
    fetchMock.mockResolvedValueOnce(answer(200, { items: [entry, { productKey: 'x' }, null], limit: 40 }));
    await expect(fetchWishlist()).resolves.toEqual({ items: [entry], limit: 40 });
    fetchMock.mockResolvedValueOnce(answer(200, { items: [] }));
    await expect(fetchWishlist()).resolves.toEqual({ items: [], limit: 50 });
    fetchMock.mockResolvedValueOnce(answer(200, { nothing: true }));
    await expect(fetchWishlist()).rejects.toMatchObject({ code: 'MALFORMED_WISHLIST' });
  });
});
