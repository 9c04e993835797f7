// The product page's add-to-basket button. It follows the pickers through
// pdp:selection-changed and pdp:customisation-changed and posts the chosen
// variant to addToCart; a sticky bar asks for the same add with pdp:add-requested.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { useChosenSelection } from '@storefront/shared-contracts/selection/follow';
import { useSWRConfig } from 'swr';
import { apiPaths, type Cart, type Product } from '@storefront/shared-contracts';
import { lastValue, on, track } from '@storefront/shared-contracts/events/bus';
import { addToBag } from '@storefront/shared-contracts/basket/client';
import { HttpRequestError } from '@storefront/shared-contracts/http';
import {
  addButtonState,
  allVariantsOutOfStock,
  colourOrSizeChanged,
  customisationFor,
  decideAdd,
  selectedVariant,
  sizeChosen,
  withVariantStock,
  type AddStatus,
  type Customisation,
  type Selection,
} from './rules';
import { visuallyHiddenStyle } from '@storefront/shared-contracts/a11y';
import { Spinner } from '@storefront/shared-contracts/spinner';
import styles from './AddToBasket.module.css';

/** How long the button reads Added before it can add again. */
export const ADDED_DURATION_MS = 2000;

const SOURCE = 'pdp';

type AddError = { kind: 'selectSize' } | { kind: 'server'; message: string | null };

function forProduct<T extends { productId: string }>(value: T | undefined, productId: string): T | null {
  return value && value.productId === productId ? value : null;
}

export interface AddToBasketProps {
  product: Product;
  /** Whether pdp:add-requested adds through this button (one copy per page). */
  answersAddRequests?: boolean;
}

export function AddToBasket({ product, answersAddRequests = true }: AddToBasketProps) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const errorId = useId();

  const [customisation, setCustomisation] = useState<Customisation | null>(() =>
    forProduct(lastValue('pdp:customisation-changed'), product.id),
  );
  const [status, setStatus] = useState<AddStatus>('idle');
  const [error, setError] = useState<AddError | null>(null);
  // The pickers' announcement (the whole payload), replayed; none before they announce.
  const selection: Selection | null =
    useChosenSelection(product, undefined, {
      anyColour: true,
      onAnnounce: (next) => {
        if (colourOrSizeChanged(latest.current.selection, next)) setError(null);
        latest.current.selection = next;
      },
    })?.announced ?? null;
  const productOutOfStock = useMemo(() => allVariantsOutOfStock(product), [product]);

  // What the handlers read: updated by the listeners and changeStatus, so a
  // sticky-bar request or a double press sees the newest state before React
  // re-renders (a second press while adding must not send twice).
  const latest = useRef({ selection, customisation, status });
  const inFlight = useRef<AbortController | null>(null);
  const addedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const changeStatus = useCallback((next: AddStatus) => {
    latest.current.status = next;
    setStatus(next);
  }, []);

  useEffect(
    () =>
      on(
        'pdp:customisation-changed',
        (next) => {
          if (next.productId !== product.id) return;
          latest.current.customisation = next;
          setCustomisation(next);
        },
        { replay: true },
      ),
    [product.id],
  );

  useEffect(
    () => () => {
      inFlight.current?.abort();
      if (addedTimer.current) clearTimeout(addedTimer.current);
    },
    [],
  );

  const add = useCallback(
    async (trigger: string) => {
      const { status: now } = latest.current;
      const current = withVariantStock(latest.current.selection, product);
      const form = customisationFor(product, latest.current.customisation);
      const decision = decideAdd({ selection: current, customisation: form, productOutOfStock, status: now });
      if (decision.action === 'none') return;
      if (decision.action === 'selectSize' || !sizeChosen(current)) {
        setError({ kind: 'selectSize' });
        return;
      }
      setError(null);
      changeStatus('adding');
      const controller = new AbortController();
      inFlight.current = controller;
      const variant = selectedVariant(product, current);
      let cart: Cart;
      try {
        // Tells the page basket:item-added and basket:changed once added.
        cart = await addToBag(
          [{ ...variant, quantity: 1, customisation: form?.hasFields ? form.values : undefined }],
          { source: SOURCE, signal: controller.signal },
        );
      } catch (failure) {
        if (controller.signal.aborted) return;
        console.error(`[basket/AddToBasket] add to basket failed: ${failure instanceof Error ? failure.message : String(failure)}`);
        setError({ kind: 'server', message: failure instanceof HttpRequestError ? failure.serverMessage : null });
        changeStatus('idle');
        return;
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
      if (controller.signal.aborted) return;

      // The answer is the whole cart: keep the shared SWR copy fresh for the bag.
      void mutate(apiPaths.basket(), cart, { revalidate: false });
      const addedSku = variant.marketplaceSku || variant.sku;
      const price = product.variants.find((candidate) => candidate.id === current.variantId)?.prices;
      track('add_to_cart', {
        source: SOURCE,
        trigger,
        cartId: cart.id,
        productId: product.id,
        productKey: product.key,
        sku: addedSku,
        colour: current.colour,
        size: current.size,
        quantity: 1,
        ...(price ? { price: price.centAmount / 100, currency: price.currencyCode } : {}),
      });

      changeStatus('added');
      addedTimer.current = setTimeout(() => {
        addedTimer.current = null;
        changeStatus('idle');
      }, ADDED_DURATION_MS);
    },
    [changeStatus, mutate, product, productOutOfStock],
  );

  useEffect(() => (answersAddRequests ? on('pdp:add-requested', ({ source }) => void add(source)) : undefined), [add, answersAddRequests]);

  const state = addButtonState({ selection: withVariantStock(selection, product), customisation: customisationFor(product, customisation), productOutOfStock, status });
  const errorText =
    error === null ? '' : error.kind === 'selectSize' ? t('pdp.selectSizeError') : (error.message ?? t('pdp.addError'));

  return (
    <div className={styles.addToBasket}>
      {/* Always present, so assistive technology is watching it before a message arrives. */}
      <div id={errorId} role="alert" className={styles.error}>
        {errorText}
      </div>
      <button
        type="button"
        className={[styles.button, status === 'added' ? styles.added : ''].filter(Boolean).join(' ')}
        disabled={state.disabled}
        aria-disabled={state.inert || undefined}
        aria-busy={state.busy || undefined}
        aria-describedby={errorText ? errorId : undefined}
        onClick={() => void add('button')}
      >
        {state.busy ? <Spinner size={16} /> : null}
        {t(state.label)}
      </button>
      <span role="status" style={visuallyHiddenStyle}>
        {status === 'added' ? t('pdp.added') : ''}
      </span>
    </div>
  );
}
