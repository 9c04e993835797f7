import {
  forgetRememberedWishlistItem,
  peekRememberedWishlistItem,
  REMEMBERED_FOR_MS,
  REMEMBERED_ITEM_STORAGE_KEY,
  rememberWishlistItem,
  takeRememberedWishlistItem,
} from './remembered';

const item = { productKey: 'BUR12345', colourSelected: 'navy', lineItemSku: 'BUR12345-01-02', sizeSelected: false };
const NOW = 1_800_000_000_000;

beforeEach(() => {
  window.sessionStorage.clear();
  forgetRememberedWishlistItem();
});

afterEach(() => jest.restoreAllMocks());

describe('remembered wishlist item', () => {
  it('is kept in sessionStorage and taken out exactly once', () => {
    rememberWishlistItem(item, NOW);
    expect(window.sessionStorage.getItem(REMEMBERED_ITEM_STORAGE_KEY)).not.toBeNull();
    expect(peekRememberedWishlistItem(NOW + 1000)).toEqual(item);
    expect(takeRememberedWishlistItem(NOW + 1000)).toEqual(item);
    expect(takeRememberedWishlistItem(NOW + 1000)).toBeNull();
    expect(window.sessionStorage.getItem(REMEMBERED_ITEM_STORAGE_KEY)).toBeNull();
  });

  it('keeps only the last item a guest pressed', () => {
    rememberWishlistItem(item, NOW);
    rememberWishlistItem({ ...item, colourSelected: 'red' }, NOW + 5);
    expect(takeRememberedWishlistItem(NOW + 10)).toEqual({ ...item, colourSelected: 'red' });
  });

  it('drops an item older than the time it is kept for', () => {
    rememberWishlistItem(item, NOW);
    expect(peekRememberedWishlistItem(NOW + REMEMBERED_FOR_MS)).toEqual(item);
    expect(takeRememberedWishlistItem(NOW + REMEMBERED_FOR_MS + 1)).toBeNull();
    expect(window.sessionStorage.getItem(REMEMBERED_ITEM_STORAGE_KEY)).toBeNull();
  });

  it('drops what was written by something else and is not a valid item', () => {
    window.sessionStorage.setItem(REMEMBERED_ITEM_STORAGE_KEY, '{not json');
    expect(takeRememberedWishlistItem(NOW)).toBeNull();
    window.sessionStorage.setItem(REMEMBERED_ITEM_STORAGE_KEY, JSON.stringify({ item: { ...item, lineItemSku: '<script>' }, at: NOW }));
    expect(takeRememberedWishlistItem(NOW)).toBeNull();
    expect(window.sessionStorage.getItem(REMEMBERED_ITEM_STORAGE_KEY)).toBeNull();
  });

  it('still works for this page when storage is blocked', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    rememberWishlistItem(item, NOW);
    expect(takeRememberedWishlistItem(NOW)).toEqual(item);
    expect(takeRememberedWishlistItem(NOW)).toBeNull();
  });
});
