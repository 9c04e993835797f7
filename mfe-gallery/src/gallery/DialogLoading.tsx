// What a media dialog (zoom, View in 3D) shows in its place while its code is
// on its way: the shared spinner where the dialog opens, in the middle of the
// screen and over the page (portalled to <body>, as the dialog is), so nothing
// under it moves.
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { Spinner } from '@storefront/shared-contracts/spinner';
import styles from './gallery.module.css';

export function DialogLoading() {
  const { t } = useTranslation();
  return createPortal(
    <div className={styles.dialogLoading}>
      <span className={styles.dialogLoadingMark}>
        <Spinner label={t('media.loading')} size={32} />
      </span>
    </div>,
    document.body,
  );
}

/** A dialog whose code could not be fetched (logged by lazyPart): closed at once, so its button is ready again. */
export function DialogUnavailable({ onClose }: { onClose(): void }) {
  useEffect(() => onClose(), [onClose]);
  return null;
}
