// The reviews' modal dialogs (write a review, customer photos): shared-contracts'
// ModalDialog in the reviews' styles.
import type { ReactNode } from 'react';
import { ModalDialog } from '@storefront/shared-contracts/dialog';
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
  const classes = {
    backdrop: styles.backdrop,
    dialog: wide ? `${styles.dialog} ${styles.dialogWide}` : styles.dialog,
    header: styles.dialogHeader,
    title: styles.dialogTitle,
    close: styles.close,
    body: styles.dialogBody,
  };
  return (
    <ModalDialog title={title} closeLabel={t('close')} onClose={onClose} classes={classes} {...(returnFocusTo ? { returnFocusTo } : {})}>
      {children}
    </ModalDialog>
  );
}
