// The header's bag link with the item count. The count comes from the
// basket:changed state (kept on the bus, so it is there on mount) and from
// the mini bag's own read of the basket, which makes it survive a reload.
// Beside the link, a button opens a small preview of the last lines. The
// shell draws the same link (BagLink) until the shopper's first interaction
// brings the mini bag in.
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import useSWR from 'swr';
import { apiPaths, routes, type FasciaSettings } from '@storefront/shared-contracts';
import { emit, lastValue, on } from '@storefront/shared-contracts/events/bus';
import { BagLink } from '@storefront/shared-contracts/basket/bag-link';
import '@storefront/shared-contracts/basket/bag-link.css';
import { basketSummary, fetchBasket } from '@storefront/shared-contracts/basket/client';
import { shouldPublishLoadedBasket, type BasketSummary } from './rules';
import styles from './MiniBag.module.css';

const loadPreview = () => import('./MiniBagPreview');
const MiniBagPreview = lazy(loadPreview);

export function MiniBag({ fascia }: { fascia?: FasciaSettings }) {
  const { t } = useTranslation();
  const [known, setKnown] = useState<BasketSummary | null>(() => lastValue('basket:changed') ?? null);

  // Counts basket:changed events from others, so a read that was in flight
  // during an add is not published over the add's newer count.
  const othersEvents = useRef(0);
  const eventsAtLoadStart = useRef(0);
  const publishing = useRef(false);

  useEffect(
    () =>
      on(
        'basket:changed',
        (summary) => {
          if (!publishing.current) othersEvents.current += 1;
          setKnown(summary);
        },
        { replay: true },
      ),
    [],
  );

  const { data: cart, error, mutate } = useSWR(
    apiPaths.basket(),
    () => {
      eventsAtLoadStart.current = othersEvents.current;
      return fetchBasket();
    },
    {
      errorRetryCount: 2,
      onError: (failure: unknown) => {
        console.error(`[basket/MiniBag] basket could not be read: ${failure instanceof Error ? failure.message : String(failure)}`);
      },
    },
  );

  useEffect(() => {
    if (!cart) return;
    const loaded = basketSummary(cart);
    const publish = shouldPublishLoadedBasket({
      loaded,
      known: lastValue('basket:changed') ?? null,
      eventsSinceLoadStarted: othersEvents.current - eventsAtLoadStart.current,
    });
    if (!publish) return;
    publishing.current = true;
    try {
      if (!emit('basket:changed', loaded)) setKnown(loaded);
    } finally {
      publishing.current = false;
    }
  }, [cart]);

  const count = known?.itemCount ?? (cart && !error ? cart.itemCount : null);
  const label = count === null ? t('basket.bag') : t('basket.bagLabel', { count });

  const [open, setOpen] = useState(false);
  const previewId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  return (
    <div className={styles.wrapper} ref={wrapper}>
      <BagLink href={routes.basket()} label={label} text={t('basket.bag')} count={count} />
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label={t('basket.showPreview')}
        aria-expanded={open}
        aria-controls={open ? previewId : undefined}
        // Fetched as the shopper heads for the button, so it opens at once.
        onPointerEnter={() => void loadPreview()}
        onFocus={() => void loadPreview()}
        onClick={() => {
          // The lines may be older than the count (an add elsewhere): read them again on opening.
          if (!open) void mutate();
          setOpen(!open);
        }}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 12 12" width="12" height="12">
          <path d={open ? 'M2 8l4-4 4 4' : 'M2 4l4 4 4-4'} fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MiniBagPreview
            id={previewId}
            cart={cart}
            {...(fascia ? { fascia } : {})}
            within={wrapper}
            onClose={(refocus) => {
              setOpen(false);
              if (refocus) toggle.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
