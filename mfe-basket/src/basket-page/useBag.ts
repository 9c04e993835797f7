// The bag as the bag and checkout pages see it: the SWR cache entry the mini
// bag and the add buttons share (key /_api/basket), and the changes a shopper
// makes on the page. Every accepted change is written to that entry and told
// to the page (basket:changed); a stale change shows the current bag.
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { apiPaths, type BasketLine, type Cart } from '@storefront/shared-contracts';
import { emit } from '@storefront/shared-contracts/events/bus';
import {
  addToCart,
  basketSummary,
  cartOfFailure,
  changeLineQuantity,
  fetchBasket,
  moveLineToWishlist,
  removeLine,
  type AddToCartLine,
} from '@storefront/shared-contracts/basket/client';
import { HttpRequestError } from '@storefront/shared-contracts/http';
import { undoItem } from './rules';

export type BagNotice =
  | { kind: 'removed'; name: string; undo: AddToCartLine }
  | { kind: 'moved'; name: string }
  | { kind: 'signInToMove'; name: string }
  | { kind: 'stale' }
  | { kind: 'wishlistFull' }
  | { kind: 'error'; message: string | null };

/** `drawn`: a bag the page already shows (the shell's server read it), used until the bag is read again on mount. */
export function useBag(drawn?: Cart) {
  const { data: cart, error, isLoading, mutate } = useSWR<Cart>(apiPaths.basket(), fetchBasket, {
    ...(drawn ? { fallbackData: drawn } : {}),
    // A bag changed in another tab is read again when this one comes back.
    revalidateOnFocus: true,
    onError: (failure: unknown) => console.error(`[basket/BasketPage] the bag could not be read: ${failure instanceof Error ? failure.message : String(failure)}`),
  });
  const [notice, setNotice] = useState<BagNotice | null>(null);
  const [busyLine, setBusyLine] = useState<string | null>(null);

  const show = useCallback(
    (next: Cart) => {
      void mutate(next, { revalidate: false });
      emit('basket:changed', basketSummary(next));
    },
    [mutate],
  );

  /** Runs one change for a line; true when the server took it. */
  const change = useCallback(
    async (lineId: string, request: () => Promise<Cart>, done?: (next: Cart) => BagNotice | null): Promise<boolean> => {
      setBusyLine(lineId);
      try {
        const next = await request();
        show(next);
        setNotice(done ? done(next) : null);
        return true;
      } catch (failure) {
        if (failure instanceof HttpRequestError) {
          const current = cartOfFailure(failure);
          if (current) show(current);
          if (failure.code === 'STALE_CART') setNotice({ kind: 'stale' });
          else if (failure.code === 'WISHLIST_LIMIT') setNotice({ kind: 'wishlistFull' });
          else setNotice({ kind: 'error', message: failure.serverMessage });
        } else {
          setNotice({ kind: 'error', message: null });
        }
        console.error(`[basket/BasketPage] bag change failed: ${failure instanceof Error ? failure.message : String(failure)}`);
        return false;
      } finally {
        setBusyLine(null);
      }
    },
    [show],
  );

  const setQuantity = useCallback(
    (lineId: string, quantity: number) => (cart ? change(lineId, () => changeLineQuantity(lineId, quantity, cart.version)) : Promise.resolve(false)),
    [cart, change],
  );

  const remove = useCallback(
    (lineId: string) => {
      const line = cart?.lines.find((l) => l.id === lineId);
      if (!cart || !line) return Promise.resolve(false);
      return change(lineId, () => removeLine(lineId, cart.version), () => ({ kind: 'removed', name: line.name, undo: undoItem(line) }));
    },
    [cart, change],
  );

  const undoRemove = useCallback(
    (item: AddToCartLine) => change('undo', () => addToCart([item])),
    [change],
  );

  /** Signed-in only (the caller asks a guest to sign in first); `version` of the cart the line was read from. */
  const moveToWishlist = useCallback(
    async (line: BasketLine, version: number) => {
      let saved: { productKey: string; colourSelected: string } | null = null;
      const moved = await change(
        line.id,
        async () => {
          const answer = await moveLineToWishlist(line.id, version);
          saved = { productKey: answer.wishlistItem.productKey, colourSelected: answer.wishlistItem.colourSelected };
          return answer.cart;
        },
        () => ({ kind: 'moved', name: line.name }),
      );
      if (moved && saved) emit('wishlist:changed', { ...(saved as { productKey: string; colourSelected: string }), saved: true });
      return moved;
    },
    [change],
  );

  return { cart, error, isLoading, mutate, notice, setNotice, busyLine, setQuantity, remove, undoRemove, moveToWishlist, show };
}
