// Quick add (spec 1 §4, spec 3 §4): Add → loading (spinner) → Added. The
// panel itself belongs to mfe-basket: this button asks for it with
// `quick-add:open` and shows Added once `basket:item-added` names the product.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { type EventPayload } from '@storefront/shared-contracts';
import { emit, on } from '@storefront/shared-contracts/events/bus';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { Spinner } from '@storefront/shared-contracts/spinner';
import styles from './ProductCard.module.css';

export type SearchTracking = NonNullable<EventPayload<'quick-add:open'>['searchTracking']>;
export type QuickAddState = 'idle' | 'loading' | 'added';

/** How long the spinner waits for the panel; after that the button reads Add again until the item is added. */
export const QUICK_ADD_PENDING_MS = 3000;

export interface QuickAddButtonProps {
  productId: string;
  productKey: string;
  colour: string;
  searchTracking?: SearchTracking;
}

export function QuickAddButton({ productId, productKey, colour, searchTracking }: QuickAddButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<QuickAddState>('idle');
  // Only this card's own request turns it to Added, not an add from elsewhere on the page.
  const requested = useRef(false);

  useEffect(
    () =>
      on('basket:item-added', (payload) => {
        if (requested.current && payload.lines.some((line) => line.productId === productId || line.productKey === productKey)) setState('added');
      }),
    [productId, productKey],
  );

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => setState((current) => (current === 'loading' ? 'idle' : current)), QUICK_ADD_PENDING_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const open = () => {
    if (state === 'loading') return;
    requested.current = true;
    setState('loading');
    emit('quick-add:open', { productId, ...(colour ? { colour } : {}), ...(searchTracking ? { searchTracking } : {}) });
  };

  return (
    <button type="button" className={styles.quickAdd} data-state={state} aria-disabled={state === 'loading'} onClick={open}>
      {state === 'loading' ? (
        <>
          <Spinner size={14} />
          <VisuallyHidden>{t('card.adding')}</VisuallyHidden>
        </>
      ) : state === 'added' ? (
        t('card.added')
      ) : (
        t('card.add')
      )}
    </button>
  );
}
