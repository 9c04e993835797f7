// The gallery's modal dialogs (zoom, 3D view, try-on): shared-contracts'
// ModalDialog in the site's dialog styles, a centred panel or the whole screen.
import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { ModalDialog as SharedModalDialog } from '@storefront/shared-contracts/dialog';
import { dialogStyles } from '@storefront/shared-contracts/dialog/styles';
import { classNames } from '../common/safeUrl';
import styles from './dialog.module.css';

export interface ModalDialogProps {
  title: string;
  /** `panel`: a centred panel 480 px wide; `full`: the whole screen (zoom). */
  size: 'panel' | 'full';
  onClose(): void;
  children: ReactNode;
}

export function ModalDialog({ title, size, onClose, children }: ModalDialogProps) {
  const { t } = useTranslation();
  const classes = { ...dialogStyles, dialog: classNames(dialogStyles.dialog, styles[size]) };
  return (
    <SharedModalDialog title={title} closeLabel={t('media.close')} onClose={onClose} classes={classes}>
      {children}
    </SharedModalDialog>
  );
}
