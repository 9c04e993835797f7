// The share control (spec 2 §2, §4, §6, §8, §9): on press, the page's link
// with the share parameters (and a signed-in customer's affiliate id; a failed
// look-up is ignored) is shortened by the api, then handed to the browser's
// share sheet on Android and iOS when it can share it, else copied to the
// clipboard with "Link copied" for 3 s. The button is disabled while this runs.
import { useEffect, useState } from 'react';
import { useMountedRef } from '@storefront/shared-contracts/react/mounted';
import { type Product, type SessionSummary } from '@storefront/shared-contracts';
import { emit } from '@storefront/shared-contracts/events/bus';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { useIsGuest } from '../session/useIsGuest';
import { fetchAffiliateId, shortenUrl } from './api';
import { buildShareLink, canShareNatively, LINK_COPIED_MS } from './rules';
import { buttonStyles } from '@storefront/shared-contracts/buttons/styles';
import styles from './ShareButton.module.css';

export interface ShareButtonProps {
  product: Pick<Product, 'name' | 'key'>;
  session: SessionSummary | undefined;
  /** The address to share; the page's own by default. */
  pageUrl?: () => string;
}

type Notice = { kind: 'copied' } | { kind: 'copyFailed'; link: string } | null;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function ShareButton({ product, session, pageUrl = () => window.location.href }: ShareButtonProps) {
  const { t } = useTranslation();
  const guest = useIsGuest(session);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const mounted = useMountedRef();

  // "Link copied" goes after 3 s; a new notice starts the time again.
  useEffect(() => {
    if (notice?.kind !== 'copied') return;
    const timer = setTimeout(() => setNotice(null), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function share() {
    setBusy(true);
    setNotice(null);
    try {
      const affiliateId = guest ? null : await fetchAffiliateId();
      const link = buildShareLink(pageUrl(), affiliateId);
      if (!link) return;
      let shortLink = link;
      try {
        shortLink = await shortenUrl(link);
      } catch (error) {
        // The long link still opens the same page: share that rather than nothing.
        console.error('[pdpWidgets/share] could not shorten the link', error);
      }
      if (canShareNatively(typeof navigator === 'undefined' ? undefined : navigator, shortLink)) {
        emit('analytics:track', { event: 'share', payload: { item_id: product.key, method: 'native' } });
        try {
          await navigator.share({ url: shortLink, title: product.name });
        } catch (error) {
          if (!isAbort(error)) console.error('[pdpWidgets/share] the share sheet failed', error);
        }
        return;
      }
      emit('analytics:track', { event: 'share', payload: { item_id: product.key, method: 'copy' } });
      try {
        await navigator.clipboard.writeText(shortLink);
        if (mounted.current) setNotice({ kind: 'copied' });
      } catch (error) {
        console.error('[pdpWidgets/share] could not copy the link', error);
        if (mounted.current) setNotice({ kind: 'copyFailed', link: shortLink });
      }
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  return (
    <div className={styles.share}>
      <button type="button" className={`${buttonStyles.secondary} ${styles.shareButton}`} disabled={busy} aria-busy={busy} onClick={() => void share()}>
        <svg className={styles.shareIcon} aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <circle cx="12" cy="3.5" r="2" fill="currentColor" />
          <circle cx="4" cy="8" r="2" fill="currentColor" />
          <circle cx="12" cy="12.5" r="2" fill="currentColor" />
          <path d="M5.7 7 10.3 4.5M5.7 9l4.6 2.5" stroke="currentColor" strokeWidth="1.4" fill="none" />
        </svg>
        {t('share.button')}
      </button>
      {/* Always in the page, so screen readers hear what is put in it. */}
      <p role="status" className={styles.shareStatus}>
        {notice?.kind === 'copied' && t('share.copied')}
        {notice?.kind === 'copyFailed' && (
          <>
            {t('share.copyFailed')} <span className={styles.shareLink}>{notice.link}</span>
          </>
        )}
      </p>
    </div>
  );
}
