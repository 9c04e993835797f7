// The "View in 3D" dialog: a 480 px modal with the 3D viewer host's page in a
// sandboxed frame (scripts only: no same-origin access, no forms, no popups).
// Imported on the button's first press (or the pointer or focus on it).
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { ModalDialog } from '../gallery/ModalDialog';
import styles from './viewer3d.module.css';

export interface Viewer3dDialogProps {
  url: string;
  productName: string;
  onClose(): void;
}

export function Viewer3dDialog({ url, productName, onClose }: Viewer3dDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog title={t('media.view3d')} size="panel" onClose={onClose}>
      <iframe className={styles.frame} src={url} title={t('media.view3dFrame', { name: productName })} sandbox="allow-scripts" referrerPolicy="no-referrer" />
    </ModalDialog>
  );
}
