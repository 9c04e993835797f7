// Add-to-basket button (spec 3 §2): adds the editor's sku to the bag, saying
// so while it adds and once added; the header count and the added-to-bag panel
// follow the typed basket events; a failure is told beside the button.
import { useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../page/types';
import { cardLabels } from '../carousel/i18n/i18n';
import { addSkuToBasket, announceAdded } from './addToBasket';
import styles from './addToBasketButton.module.css';

/** How long 'Added' stays before the button offers to add again. */
export const ADDED_SHOWN_MS = 3000;

type State = 'idle' | 'adding' | 'added' | 'failed';

export default function AddToBasketButton({ section, context }: BlockProps<'addToBasketButton'>) {
  const { t } = cardLabels(context.fascia.locale);
  const [state, setState] = useState<State>('idle');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (state !== 'added') return;
    const timer = setTimeout(() => setState('idle'), ADDED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const add = async () => {
    if (state === 'adding') return;
    setState('adding');
    try {
      const cart = await addSkuToBasket(section.sku);
      announceAdded(cart, section.sku);
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
