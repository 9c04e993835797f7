// Add-to-basket button (spec 3 §2): adds the editor's sku to the bag through
// the one bag client (addToBag), saying so while it adds and once added; the
// header count and the added-to-bag panel follow the basket:item-added and
// basket:changed it emits; a failure is told beside the button.
import { useEffect, useState } from 'react';
import { useMountedRef } from '@storefront/shared-contracts/react/mounted';
import type { BlockProps } from '../../page/types';
import { cardLabels } from '../../kit/carousel/i18n/i18n';
import { addToBag } from '@storefront/shared-contracts/basket/client';
import styles from './addToBasketButton.module.css';

/** How long 'Added' stays before the button offers to add again. */
export const ADDED_SHOWN_MS = 3000;

export const ADD_TO_BASKET_SOURCE = 'contentBlocks/addToBasketButton';

type State = 'idle' | 'adding' | 'added' | 'failed';

export default function AddToBasketButton({ section, context }: BlockProps<'addToBasketButton'>) {
  const { t } = cardLabels(context.fascia.locale);
  const [state, setState] = useState<State>('idle');
  const mounted = useMountedRef();
  useEffect(() => {
    if (state !== 'added') return;
    const timer = setTimeout(() => setState('idle'), ADDED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const add = async () => {
    if (state === 'adding') return;
    setState('adding');
    try {
      await addToBag([{ sku: section.sku, quantity: 1 }], { source: ADD_TO_BASKET_SOURCE });
      if (mounted.current) setState('added');
    } catch (error) {
      console.error(`[contentBlocks/addToBasketButton] ${section.sku} not added: ${error instanceof Error ? error.message : String(error)}`);
      if (mounted.current) setState('failed');
    }
  };

  const label = state === 'adding' ? t('basket.adding') : state === 'added' ? t('basket.added') : (section.label ?? t('basket.add'));
  return (
    <div className={styles.block}>
      <button type="button" className={styles.button} aria-disabled={state === 'adding'} onClick={() => void add()}>
        {label}
      </button>
      <p role="alert" className={styles.error}>
        {state === 'failed' ? t('basket.failed') : ''}
      </p>
    </div>
  );
}
