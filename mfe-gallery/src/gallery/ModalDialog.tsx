// The gallery's modal dialogs (zoom, 3D view, try-on): named by their title,
// focus trapped, closed by Escape, the close button or a click on the
// backdrop; portalled to the body so the gallery box cannot clip them.
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { useModalDialog } from '@storefront/shared-contracts/dialog';
import { classNames } from '../common/safeUrl';
import hidden from '../common/visuallyHidden.module.css';
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
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalDialog(ref, { onClose });
  return createPortal(
    <div
      className={styles.backdrop}
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={classNames(styles.dialog, styles[size])}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className={hidden.visuallyHidden}>{t('media.close')}</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
