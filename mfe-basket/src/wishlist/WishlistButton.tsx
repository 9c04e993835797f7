// The wishlist toggle (spec 2 §4, §5, §6, §8): a heart that saves the product
// colour for signed-in shoppers, optimistically, and asks guests to sign in
// first, saving the item once they have.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import useSWR, { useSWRConfig } from 'swr';
import { type WishlistButtonContractProps, type WishlistItem } from '@storefront/shared-contracts';
import { emit, on, track } from '@storefront/shared-contracts/events/bus';
import { fetchSavedItem, saveWishlistItem, savedItemKey, type WishlistAction } from '@storefront/shared-contracts/wishlist/client';
import { validateWishlistItem } from '@storefront/shared-contracts/wishlist/validation';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { HeartIcon } from '@storefront/shared-contracts/wishlist/heart-icon';
import { usePressAfterRead } from '@storefront/shared-contracts/wishlist/press-after-read';
import { isSignedIn, useSession } from '../session/useSession';
import { peekRememberedWishlistItem, rememberWishlistItem, takeRememberedWishlistItem } from './remembered';
import { sameProductColour, wishlistFailureMessage } from './rules';
import styles from './WishlistButton.module.css';

export type WishlistButtonProps = Omit<WishlistButtonContractProps, 'locale'>;

type Trigger = 'button' | 'sign-in';

const itemKeyOf = (item: { productKey: string; colourSelected: string }) => `${item.productKey}\u0000${item.colourSelected}`;

function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function WishlistButton({ productKey, colour, sku, sizeSelected = false, appearance = 'icon', source = 'card', session: given = null, failures = 'shown' }: WishlistButtonProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const { mutate } = useSWRConfig();
  const session = useSession(given);
  const signedIn = isSignedIn(session);
  const itemKey = itemKeyOf({ productKey, colourSelected: colour });

  // Registered shoppers' saved state, fetched again whenever the colour changes (spec 2 §4).
  const key = signedIn && productKey && colour ? savedItemKey(productKey, colour) : null;
  const { data: savedItem, isLoading } = useSWR<WishlistItem | null>(key, fetchSavedItem, { revalidateOnFocus: false, shouldRetryOnError: false });
  // A press before the read answers waits for it (a failed read counts as not saved).
  const { waiting, afterRead } = usePressAfterRead(!isLoading);

  // Both belong to one product colour, so a colour change never shows another colour's state.
  const [optimistic, setOptimistic] = useState<{ itemKey: string; saved: boolean } | null>(null);
  const [message, setMessage] = useState<{ itemKey: string; text: string } | null>(null);
  const saved = optimistic?.itemKey === itemKey ? optimistic.saved : Boolean(savedItem);
  const shownMessage = message?.itemKey === itemKey ? message.text : '';

  const latest = useRef({ productKey, colourSelected: colour, source, failures, saved });
  useLayoutEffect(() => {
    latest.current = { productKey, colourSelected: colour, source, failures, saved };
  });
  const inFlight = useRef(false);

  const submit = useCallback(
    async (action: WishlistAction, item: WishlistItem, trigger: Trigger) => {
      const forKey = itemKeyOf(item);
      const forThisButton = () => forKey === itemKeyOf(latest.current);
      inFlight.current = true;
      if (forThisButton()) {
        setMessage(null);
        setOptimistic({ itemKey: forKey, saved: action === 'add' });
      }
      // A save the server accepted is told to the page (wishlist:changed) by the client.
      const result = await saveWishlistItem(action, item);
      inFlight.current = false;
      if (result.success) {
        // Not revalidated afterwards (spec 2 §7): the answer is trusted.
        await mutate(savedItemKey(item.productKey, item.colourSelected), action === 'add' ? item : null, { revalidate: false });
        track(action === 'add' ? 'add_to_wishlist' : 'remove_from_wishlist', {
          productKey: item.productKey,
          colour: item.colourSelected,
          sku: item.lineItemSku,
          sizeSelected: item.sizeSelected,
          source: latest.current.source,
          trigger,
        });
      } else {
        console.error(`[basket/WishlistButton] wishlist ${action} failed${result.status === null ? '' : ` (${result.status})`}: ${result.message ?? 'no message'}`);
        const shown = wishlistFailureMessage(action, result.message, latest.current.failures);
        if (shown && forThisButton()) setMessage({ itemKey: forKey, text: 'key' in shown ? t(shown.key) : shown.text });
      }
      // Success: the cache now holds the new state. Failure: back to what it was.
      setOptimistic((current) => (current?.itemKey === forKey ? null : current));
    },
    [mutate, t],
  );

  // A guest's remembered item is submitted once they are signed in (spec 2 §4).
  useEffect(
    () =>
      on(
        'session:changed',
        (next) => {
          if (next.user.guest) return;
          const waiting = peekRememberedWishlistItem();
          if (!waiting) return;
          if (sameProductColour(waiting, latest.current)) {
            const item = takeRememberedWishlistItem();
            if (item) void submit('add', item, 'sign-in');
            return;
          }
          // The item's own button has the first turn (it shows the result);
          // when there is none on this page, any button submits it.
          queueMicrotask(() => {
            const item = takeRememberedWishlistItem();
            if (item) void submit('add', item, 'sign-in');
          });
        },
        { replay: true },
      ),
    [submit],
  );

  const press = async () => {
    if (inFlight.current) return;
    const checked = validateWishlistItem({ productKey, colourSelected: colour, lineItemSku: sku, sizeSelected });
    if (!checked.valid) {
      console.error(`[basket/WishlistButton] not sent: ${checked.field ?? 'item'} is not valid`);
      setMessage({ itemKey, text: t('pdp.wishlist.errorAdding') });
      return;
    }
    if (!signedIn) {
      // Guests cannot keep wishlist items (spec 2 §6): sign in first, then it is saved.
      setMessage(null);
      rememberWishlistItem(checked.item);
      // The item too: a sign-in by mailed link may be opened in another browser, where this tab's memory is not.
      emit('session:sign-in-requested', { reason: 'wishlist', returnTo: currentAddress(), item: checked.item });
      return;
    }
    // Dropped when another press is waiting, or when the colour changed meanwhile (it was for the one no longer shown).
    if (!(await afterRead()) || itemKeyOf(latest.current) !== itemKey) return;
    void submit(latest.current.saved ? 'remove' : 'add', checked.item, 'button');
  };

  const label = t(saved ? 'pdp.wishlist.remove' : 'pdp.wishlist.save');
  return (
    <span className={[styles.wishlist, appearance === 'labelled' ? styles.labelled : ''].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={[styles.button, saved ? styles.saved : ''].filter(Boolean).join(' ')}
        aria-pressed={saved}
        aria-busy={waiting || undefined}
        aria-describedby={shownMessage ? messageId : undefined}
        onClick={() => void press()}
      >
        <HeartIcon className={styles.heart} />
        {appearance === 'labelled' ? <span className={styles.label}>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
      </button>
      <span id={messageId} role="alert" className={styles.message}>
        {shownMessage}
      </span>
    </span>
  );
}
