import { useId } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import styles from './pickers.module.css';

/** The size guide opens in a new tab (spec 1 §2). */
export function SizeGuideLink({ href }: { href: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <a className={styles.sizeGuide} href={href} target="_blank" rel="noopener noreferrer" aria-describedby={id}>
        {t('pdp.sizeGuide')}
      </a>
      <span id={id} hidden>{t('pdp.opensInNewTab')}</span>
    </>
  );
}
