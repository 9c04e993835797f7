// − [n] + for one bag line: 1 up to the line's maxQuantity (the limit of 10
// or the stock left). The number is read out when it changes.
import { useId } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { BasketLine } from '@storefront/shared-contracts';
import { stepperState } from './rules';
import styles from './BasketPage.module.css';

interface Props {
  line: BasketLine;
  busy: boolean;
  onChange(quantity: number): void;
  /** The line's stock note, which the buttons are described by. */
  describedBy?: string;
}

export function QuantityStepper({ line, busy, onChange, describedBy }: Props) {
  const { t } = useTranslation();
  const state = stepperState(line);
  const ceilingId = useId();
  const described = [describedBy, state.ceiling ? ceilingId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.stepperBlock}>
      <div role="group" aria-label={t('basketPage.quantity')} className={styles.stepper} aria-busy={busy || undefined}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('basketPage.decrease')}
          aria-describedby={described}
          disabled={busy || !state.canDecrease}
          onClick={() => onChange(line.quantity - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className={styles.quantity} aria-live="polite">
          {line.quantity}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('basketPage.increase')}
          aria-describedby={described}
          disabled={busy || !state.canIncrease}
          onClick={() => onChange(line.quantity + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {state.ceiling && (
        <p id={ceilingId} className={styles.note}>
          {state.ceiling.reason === 'limit' ? t('basketPage.limitReached', { count: state.ceiling.count }) : t('basketPage.lowStock', { count: state.ceiling.count })}
        </p>
      )}
    </div>
  );
}
