import { loadWishlistComponent, wishlistComponentOf } from './RemoteWishlist';

const Heart = () => null;

describe('wishlistComponentOf', () => {
  it('takes the default export, else a named WishlistButton', () => {
    expect(wishlistComponentOf({ default: Heart })).toBe(Heart);
    expect(wishlistComponentOf({ WishlistButton: Heart })).toBe(Heart);
  });

  it('finds nothing in a module without a component', () => {
    expect(wishlistComponentOf({ default: 'heart' })).toBeNull();
    expect(wishlistComponentOf(null)).toBeNull();
    expect(wishlistComponentOf({})).toBeNull();
  });
});

describe('loadWishlistComponent', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => error.mockRestore());

  it('resolves to the remote component', async () => {
    await expect(loadWishlistComponent(async () => ({ default: Heart }))).resolves.toEqual({ default: Heart });
    expect(error).not.toHaveBeenCalled();
  });

  it('resolves to no heart, logged, when the load fails, throws, hangs or brings no component', async () => {
    const failures = [
      () => Promise.reject(new Error('RUNTIME-008 script failed')),
      () => {
        throw new Error('no federation runtime');
      },
      () => new Promise<never>(() => {}),
      async () => ({ notAComponent: 1 }),
    ];
    for (const load of failures) {
      const { default: Shown } = await loadWishlistComponent(load, 5);
      expect(Shown).not.toBe(Heart);
      expect((Shown as () => unknown)()).toBeNull();
    }
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('RUNTIME-008 script failed'),
      expect.stringContaining('no federation runtime'),
      expect.stringContaining('not loaded within 5 ms'),
      expect.stringContaining('exports no component'),
    ]);
  });
});
