// Quick add (spec 1 §2, §4, §5, §8, §9). Mounted once per page; opens on
// quick-add:open, loads the product, lets the shopper pick colour and size and
// adds to the bag. A product with one variant is added as soon as it loads.
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import useSWR, { useSWRConfig } from 'swr';
import {
  apiPaths,
  colourOf,
  type Cart,
  type EventPayload,
  type FasciaSettings,
  type Product,
  type Variant,
} from '@storefront/shared-contracts';
import { emit, on, track } from '@storefront/shared-contracts/events/bus';
import { addToBag } from '@storefront/shared-contracts/basket/client';
import { HttpRequestError } from '@storefront/shared-contracts/http';
import { ModalDialog } from '@storefront/shared-contracts/dialog';
import { dialogClasses } from '@storefront/shared-contracts/dialog/styles';
import { fetchQuickAddProduct, quickAddKey } from './api';
import { QuickAddPanel } from './QuickAddPanel';
import { QUICK_ADD_CLOSE_DELAY_MS, QUICK_ADD_CLOSE_DURATION_MS, singleVariantToAdd, type QuickAddStatus } from './rules';
import styles from './QuickAdd.module.css';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { Spinner } from '@storefront/shared-contracts/spinner';

const SOURCE = 'quick-add';

type OpenPayload = EventPayload<'quick-add:open'>;

interface OpenRequest extends OpenPayload {
  /** Each opening is its own request, even of the same product. */
  id: number;
  /** Focus goes back here when quick add closes. */
  opener: HTMLElement | null;
}

let sequence = 0;

export interface QuickAddProps {
  fascia: FasciaSettings;
}

export function QuickAdd({ fascia }: QuickAddProps) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const [status, setStatus] = useState<QuickAddStatus>('idle');
  const [closing, setClosing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toastOpen, setToastOpen] = useState(false);

  // Read by handlers that run between renders (a second press while adding).
  const latest = useRef<{ request: OpenRequest | null; status: QuickAddStatus }>({ request: null, status: 'idle' });
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const dialogRef = useRef<HTMLDivElement>(null);
  const singleVariantTried = useRef<number | null>(null);

  const changeStatus = useCallback((next: QuickAddStatus) => {
    latest.current.status = next;
    setStatus(next);
  }, []);

  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };

  const close = useCallback(() => {
    clearTimers();
    latest.current.request = null;
    changeStatus('idle');
    setClosing(false);
    setError(null);
    setToastOpen(false);
    setRequest(null);
  }, [changeStatus]);

  useEffect(
    () =>
      on('quick-add:open', (payload) => {
        const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
        // Opened again from inside quick add: focus still goes back to the first opener.
        const opener = active && dialogRef.current?.contains(active) ? (latest.current.request?.opener ?? null) : active;
        const next: OpenRequest = { ...payload, id: ++sequence, opener };
        clearTimers();
        latest.current.request = next;
        changeStatus('idle');
        setClosing(false);
        setError(null);
        setToastOpen(false);
        setRequest(next);
      }),
    [changeStatus],
  );

  useEffect(() => clearTimers, []);

  // Tells the page while the dialog shows (the added-to-bag panel waits for
  // it to go). Opening another product meanwhile is the same showing. This
  // effect runs after the dialog's own, so focus is back on the opener when
  // quick-add:closed is heard.
  const showing = request !== null;
  const shownProduct = useRef('');
  useEffect(() => {
    if (request) shownProduct.current = request.productId;
  }, [request]);
  useEffect(() => {
    if (!showing) return;
    emit('quick-add:opened', { productId: shownProduct.current });
    return () => {
      emit('quick-add:closed', { productId: shownProduct.current });
    };
  }, [showing]);

  const { data: product, error: loadError } = useSWR<Product, Error>(request ? quickAddKey(request.productId) : null, fetchQuickAddProduct, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const loaded = product && request && product.id === request.productId ? product : undefined;

  /**
   * Sends the add and handles the answer. Every state change here comes
   * after the call; the caller shows 'adding' (the button) or already does
   * (the single-variant 'Adding…').
   */
  const send = useCallback(
    async (item: Product, variant: Variant, colour: string, trigger: 'button' | 'single-variant') => {
      const current = latest.current.request;
      if (!current) return;
      latest.current.status = 'adding';
      const isCurrent = () => latest.current.request?.id === current.id;
      let cart: Cart;
      try {
        // The item is in the bag even if quick add was closed meanwhile: the page is told (basket:item-added, basket:changed).
        cart = await addToBag([{ sku: variant.sku, marketplaceSku: variant.marketplaceSku, quantity: 1, searchTracking: current.searchTracking }], { source: SOURCE });
      } catch (failure) {
        console.error(`[basket/QuickAdd] add to basket failed: ${failure instanceof Error ? failure.message : String(failure)}`);
        if (!isCurrent()) return;
        changeStatus('idle');
        setError((failure instanceof HttpRequestError ? failure.serverMessage : null) ?? t('pdp.addError'));
        setToastOpen(true);
        // A failed single-variant add has no panel to stay open for: the toast is left.
        if (trigger === 'single-variant') {
          latest.current.request = null;
          setRequest(null);
        }
        return;
      }

      void mutate(apiPaths.basket(), cart, { revalidate: false });
      const addedSku = variant.marketplaceSku || variant.sku;
      track('add_to_cart', {
        source: SOURCE,
        trigger,
        cartId: cart.id,
        productId: item.id,
        productKey: item.key,
        sku: addedSku,
        colour,
        size: variant.attributes.size,
        quantity: 1,
        price: variant.prices.centAmount / 100,
        currency: variant.prices.currencyCode,
        ...(current.searchTracking?.queryID ? { queryID: current.searchTracking.queryID } : {}),
      });
      if (!isCurrent()) return;

      if (trigger === 'single-variant') {
        close();
        return;
      }
      changeStatus('added');
      timers.current.push(
        setTimeout(() => setClosing(true), QUICK_ADD_CLOSE_DELAY_MS),
        setTimeout(close, QUICK_ADD_CLOSE_DELAY_MS + QUICK_ADD_CLOSE_DURATION_MS),
      );
    },
    [changeStatus, close, mutate, t],
  );

  const addChosen = (item: Product, variant: Variant, colour: string) => {
    if (!latest.current.request || latest.current.status !== 'idle') return;
    changeStatus('adding');
    setError(null);
    setToastOpen(false);
    void send(item, variant, colour, 'button');
  };

  // Spec 1 §4: a product with a single variant is added at once.
  useEffect(() => {
    if (!request || !loaded || singleVariantTried.current === request.id) return;
    const only = singleVariantToAdd(loaded);
    if (!only) return;
    // Started after this render is committed, so the effect itself changes no state.
    let cancelled = false;
    void Promise.resolve().then(() => {
      if (cancelled || singleVariantTried.current === request.id || latest.current.status !== 'idle') return;
      singleVariantTried.current = request.id;
      return send(loaded, only, colourOf(only), 'single-variant');
    });
    return () => {
      cancelled = true;
    };
  }, [request, loaded, send]);

  const toast = toastOpen && error ? <Toast message={error} onClose={() => setToastOpen(false)} /> : null;

  let body: ReactNode;
  if (loadError) {
    body = (
      <p role="alert" className={styles.message}>
        {t('quickAdd.loadError')}
      </p>
    );
  } else if (!loaded) {
    body = (
      <p role="status" className={styles.message}>
        <Spinner size={16} />
        {t('quickAdd.loading')}
      </p>
    );
  } else if (singleVariantToAdd(loaded)) {
    body = (
      <p role="status" className={styles.message}>
        <Spinner size={16} />
        {t('pdp.adding')}
      </p>
    );
  } else {
    body = (
      <QuickAddPanel
        key={`${request?.id}-${loaded.id}`}
        product={loaded}
        fascia={fascia}
        initialColour={request?.colour}
        status={status}
        error={error}
        onAdd={(variant, colour) => addChosen(loaded, variant, colour)}
        onChoiceChange={() => setError(null)}
      />
    );
  }

  // Portalled to the body so no ancestor of the slot (overflow, transform) can clip it.
  return createPortal(
    request ? (
      <QuickAddDialog
        key={request.id}
        dialogRef={dialogRef}
        title={loaded?.name ?? t('quickAdd.title')}
        busy={!loaded && !loadError}
        closing={closing}
        returnFocusTo={request.opener}
        onClose={close}
      >
        {toast}
        {body}
      </QuickAddDialog>
    ) : (
      toast
    ),
    document.body,
  );
}

interface QuickAddDialogProps {
  dialogRef: RefObject<HTMLDivElement | null>;
  title: string;
  busy: boolean;
  closing: boolean;
  returnFocusTo: HTMLElement | null;
  onClose(): void;
  children: ReactNode;
}

/** The shared dialog's bottom sheet under 768 px, its centred 480 px panel above; quick add's own closing slide (QuickAdd.module.css). */
function QuickAddDialog({ dialogRef, title, busy, closing, returnFocusTo, onClose, children }: QuickAddDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      title={title}
      closeLabel={t('quickAdd.close')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      dialogRef={dialogRef}
      busy={busy}
      classes={dialogClasses({ layout: 'sheetOnPhone', padded: true, own: { backdrop: closing ? `${styles.backdrop} ${styles.closing}` : styles.backdrop, dialog: styles.dialog } })}
      backdropData={{ 'data-state': closing ? 'closing' : 'open' }}
    >
      {children}
    </ModalDialog>
  );
}

function Toast({ message, onClose }: { message: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.toast}>
      <p className={styles.toastText}>{message}</p>
      <button type="button" className={styles.toastClose} onClick={onClose}>
        <span aria-hidden="true">×</span>
        <VisuallyHidden>{t('quickAdd.closeMessage')}</VisuallyHidden>
      </button>
    </div>
  );
}
