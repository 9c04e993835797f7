// The reviews' modal dialogs (write a review, customer photos): named by their
// title, focus moved in and trapped, Escape, the close button or a press on
// the backdrop closes, focus goes back to the opener (shared-contracts'
// useModalDialog); portalled to the body so the slot cannot clip them.
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '@storefront/shared-contracts/dialog';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import styles from './reviews.module.css';

export interface ReviewsDialogProps {
  title: string;
  onClose(): void;
  /** Where focus goes back to on closing. */
  returnFocusTo?: HTMLElement | null;
  wide?: boolean;
  children: ReactNode;
}

export function ReviewsDialog({ title, onClose, returnFocusTo, wide = false, children }: ReviewsDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalDialog(ref, { onClose, ...(returnFocusTo ? { returnFocusTo } : {}) });
  return createPortal(
    <div
      className={styles.backdrop}
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={wide ? `${styles.dialog} ${styles.dialogWide}` : styles.dialog}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
            <VisuallyHidden>{t('close')}</VisuallyHidden>
          </button>
        </div>
        <div className={styles.dialogBody}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
