// The reviews' modal dialogs (write a review, customer photos): shared-contracts'
// ModalDialog in the site's dialog look, a bottom sheet on a phone and a
// centred panel 560 px wide (960 px when wide) from 768 px up.
import type { ReactNode } from 'react';
import { ModalDialog } from '@storefront/shared-contracts/dialog';
import { dialogClasses } from '@storefront/shared-contracts/dialog/styles';
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
  const classes = dialogClasses({ layout: 'sheetOnPhone', padded: true, own: { dialog: wide ? styles.dialogWide : styles.dialog } });
  return (
    <ModalDialog title={title} closeLabel={t('close')} onClose={onClose} classes={classes} {...(returnFocusTo ? { returnFocusTo } : {})}>
      {children}
    </ModalDialog>
  );
}
