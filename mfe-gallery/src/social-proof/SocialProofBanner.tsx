// The social-proof banner over the gallery (spec 1 §2, §3, §4, §9): the
// product's messages one at a time, each dismissable, read out politely.
import { useMemo } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import useSWR from 'swr';
import type { FasciaSettings, Product } from '@storefront/shared-contracts';
import { displayFor, resolveIcon, type SocialProofLocation, type SocialProofTheme } from './codes';
import { bannerMessages, type BannerMessage } from './entry';
import { SocialProofIconSvg } from './icons';
import { parseBoldMarkup } from './markup';
import { fetchSocialProof, socialProofKey } from './api';
import { socialProofTheme } from './themes';
import { useRotation } from './useRotation';
import styles from './socialProof.module.css';

export interface SocialProofBannerProps {
  product: Pick<Product, 'id'>;
  fascia: Pick<FasciaSettings, 'key'>;
  location?: SocialProofLocation;
}

/** Fetches the product's entry; a failed or malformed answer shows nothing. */
export function SocialProofBanner({ product, fascia, location = 'pdp' }: SocialProofBannerProps) {
  // No fetch (old browser, bare test DOM): no banner rather than an error.
  const key = typeof fetch === 'function' && product.id ? socialProofKey(product.id) : null;
  const { data } = useSWR(key, fetchSocialProof, { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
  const messages = useMemo(() => bannerMessages(data, product.id), [data, product.id]);
  if (messages.length === 0) return null;
  // A new product: a new rotation, and its dismissals start empty.
  return <SocialProofRotation key={product.id} messages={messages} theme={socialProofTheme(fascia.key)} location={location} />;
}

export interface SocialProofRotationProps {
  messages: readonly BannerMessage[];
  theme?: SocialProofTheme;
  location: SocialProofLocation;
}

export function SocialProofRotation({ messages, theme, location }: SocialProofRotationProps) {
  const { t } = useTranslation();
  const { current, phase, dismiss } = useRotation(messages);
  const layout = current ? displayFor(current.code).layout : null;

  return (
    <div className={styles.banner} data-phase={phase}>
      <div className={[styles.card, current ? styles.showing : '', layout === 'multi-line' ? styles.multiLine : ''].filter(Boolean).join(' ')} data-layout={layout ?? undefined}>
        {/* Always present while there are messages, so each new one is announced. */}
        <div className={styles.message} role="status" aria-live="polite" aria-atomic="true" aria-label={t('socialProof.label')}>
          {current ? <MessageContent message={current} theme={theme} location={location} /> : null}
        </div>
        {current ? (
          <button type="button" className={styles.dismiss} aria-label={t('socialProof.dismiss')} onClick={() => dismiss(current.key)}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}

function MessageContent({ message, theme, location }: { message: BannerMessage; theme?: SocialProofTheme; location: SocialProofLocation }) {
  const icon = resolveIcon(message.code, location, theme);
  return (
    <>
      <span className={styles.icon} style={{ width: icon.size, height: icon.size }}>
        {icon.kind === 'image' ? (
          <img src={icon.src} alt="" width={icon.size} height={icon.size} />
        ) : (
          <SocialProofIconSvg name={icon.name} size={icon.size} />
        )}
      </span>
      <span className={styles.text} data-code={message.code}>
        {parseBoldMarkup(message.text).map((run, i) => (run.bold ? <strong key={i}>{run.text}</strong> : <span key={i}>{run.text}</span>))}
      </span>
    </>
  );
}
