import { answer } from '../test/fixtures';
import { fetchSavedItem, savedItemKey, submitWishlistItem } from './api';

const item = { productKey: 'BUR12345', colourSelected: 'navy', lineItemSku: 'BUR12345-01-02', sizeSelected: true };
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
});

describe('submitWishlistItem', () => {
  it('posts the item as JSON to add or remove', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    await expect(submitWishlistItem('add', item)).resolves.toEqual({ success: true, message: null, status: 200 });
    expect(fetchMock).toHaveBeenLastCalledWith('/_api/wishlist/add', expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: JSON.stringify(item) }));
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>)['Content-Type']).toBe('application/json');

    await submitWishlistItem('remove', item);
    expect(fetchMock).toHaveBeenLastCalledWith('/_api/wishlist/remove', expect.objectContaining({ method: 'POST' }));
  });

  it("reports the server's message and a failure for success false, a 4xx or a malformed answer", async () => {
    fetchMock.mockResolvedValueOnce(answer(409, { success: false, error: 'WISHLIST_LIMIT', message: 'Wishlist limit reached' }));
    await expect(submitWishlistItem('add', item)).resolves.toEqual({ success: false, message: 'Wishlist limit reached', status: 409 });
    fetchMock.mockResolvedValueOnce(answer(200, { success: false, message: 'Not today' }));
    await expect(submitWishlistItem('add', item)).resolves.toEqual({ success: false, message: 'Not today', status: 200 });
    fetchMock.mockResolvedValueOnce(answer(200, undefined));
    await expect(submitWishlistItem('add', item)).resolves.toEqual({ success: false, message: null, status: 200 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(submitWishlistItem('remove', item)).resolves.toEqual({ success: false, message: null, status: null });
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

  it('fails on an error status or an answer without wishlistItem', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { error: 'SERVER_ERROR', message: 'x' }));
    await expect(fetchSavedItem(key)).rejects.toThrow('(500)');
    fetchMock.mockResolvedValueOnce(answer(200, { items: [] }));
    await expect(fetchSavedItem(key)).rejects.toThrow();
  });
});
