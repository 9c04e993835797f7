// The authenticity badge (spec 2 §2, issue 20): for luxury and preloved
// products, a badge button that opens a dialog with a short video of how
// items are checked. The shared ModalDialog names it, keeps focus inside and
// closes on Escape, × or a press beside it; every way of closing pauses the
// video first; focus goes back to the badge (the opener). The video loads only once the dialog opens.
import { useRef, useState } from 'react';
import { authenticityOf, type Product } from '@storefront/shared-contracts';
import { ModalDialog } from '@storefront/shared-contracts/dialog';
import { dialogClasses } from '@storefront/shared-contracts/dialog/styles';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import styles from './Authenticity.module.css';

export function Authenticity({ product }: { product: Pick<Product, 'authenticity'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const info = authenticityOf(product);
  if (!info) return null;

  const close = () => {
    video.current?.pause();
    setOpen(false);
  };

  return (
    <div className={styles.auth}>
      <button type="button" className={styles.authBadge} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path d="M8 1 2.5 3v4.2c0 3.4 2.3 6.4 5.5 7.8 3.2-1.4 5.5-4.4 5.5-7.8V3L8 1z" fill="currentColor" />
          <path d="m5.2 8 2 2 3.6-3.8" stroke="#fff" strokeWidth="1.5" fill="none" />
        </svg>
        {t(`authenticity.badge.${info.kind}`)}
      </button>
      {open && (
        <ModalDialog
          title={t('authenticity.title')}
          closeLabel={t('authenticity.close')}
          onClose={close}
          classes={dialogClasses({ padded: true, own: { dialog: styles.authDialog } })}
        >
          <p className={styles.authText}>{t(`authenticity.text.${info.kind}`)}</p>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a silent clip (no speech to caption); the text above says what it shows (WCAG 1.2.1 video-only alternative) */}
          <video ref={video} className={styles.authVideo} controls playsInline preload="metadata" width={480} height={720} aria-label={t('authenticity.video')}>
            {info.sources.map((source) => (
              <source key={source.src} src={source.src} type={source.type} />
            ))}
          </video>
        </ModalDialog>
      )}
    </div>
  );
}
