// The wishlist page (/wishlist): a signed-in customer's saved items as
// product cards in the saved colour, each with a size choice, add to bag and
// remove; guests are asked to sign in, and their remembered item is saved
// once they have.
import { useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { apiPaths, routes, type FasciaSettings, type SessionSummary, type WishlistAnswer, type WishlistEntry } from '@storefront/shared-contracts';
import { emit } from '@storefront/shared-contracts/events/bus';
import { addToBag } from '@storefront/shared-contracts/basket/client';
import { HttpRequestError } from '@storefront/shared-contracts/http';
import { isSignedIn, useSession } from '../session/useSession';
import { fetchWishlist, saveWishlistItem } from '@storefront/shared-contracts/wishlist/client';
import { takeRememberedWishlistItem } from '../wishlist/remembered';
import { RemoteProductCard } from './RemoteProductCard';
import { initialSize, isFull, needsSizeChoice } from './rules';
import { buttonStyles } from '@storefront/shared-contracts/buttons/styles';
import frame from '../page-frame/page.module.css';
import { PageLoadState } from '../page-frame/PageLoadState';
import styles from './WishlistPage.module.css';

interface Props {
  fascia: FasciaSettings;
  session: SessionSummary | null;
}

/**
 * The list, after saving the item a guest tried to save before signing in
 * (once: it is taken out of storage), so the list shows it.
 */
async function readWishlist(): Promise<WishlistAnswer> {
  const item = takeRememberedWishlistItem();
  if (item) {
    // Emits wishlist:changed once saved.
    const result = await saveWishlistItem('add', item);
    if (!result.success) console.error(`[basket/WishlistPage] the remembered item was not saved: ${result.message ?? result.status ?? 'network'}`);
  }
  return fetchWishlist();
}

export function WishlistPage({ fascia, session: given }: Props) {
  const { t } = useTranslation();
  const session = useSession(given);
  const signedIn = isSignedIn(session);
  const { data, error, mutate } = useSWR<WishlistAnswer>(signedIn ? apiPaths.wishlist() : null, readWishlist, {
    onError: (failure: unknown) => console.error(`[basket/WishlistPage] the wishlist could not be read: ${failure instanceof Error ? failure.message : String(failure)}`),
  });
  const [status, setStatus] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <div className={frame.page}>
        <h1>{t('wishlistPage.title')}</h1>
        <p>{t('wishlistPage.signInPrompt')}</p>
        <button type="button" className={frame.primary} onClick={() => emit('session:sign-in-requested', { reason: 'wishlist', returnTo: routes.wishlist() })}>
          {t('wishlistPage.signIn')}
        </button>
      </div>
    );
  }

  if (!data) {
    return <PageLoadState title={t('wishlistPage.title')} failed={Boolean(error)} loadingText={t('wishlistPage.loading')} errorText={t('wishlistPage.loadError')} onRetry={() => void mutate()} />;
  }

  const removed = (entry: WishlistEntry) => {
    void mutate({ ...data, items: data.items.filter((item) => item !== entry) }, { revalidate: false });
    setStatus(t('wishlistPage.removed', { name: entry.card?.name ?? entry.productKey }));
  };

  return (
    <div className={frame.page}>
      <h1>
        {t('wishlistPage.title')} <span className={frame.count}>({t('wishlistPage.count', { count: data.items.length })})</span>
      </h1>
      <div role="status">{status && <p className={frame.notice}>{status}</p>}</div>
      {isFull(data.items.length, data.limit) && <p className={frame.problem}>{t('wishlistPage.limit', { limit: data.limit })}</p>}
      {data.items.length === 0 ? (
        <div className={frame.empty}>
          <p>{t('wishlistPage.empty')}</p>
          <a className={frame.primary} href="/">
            {t('wishlistPage.startShopping')}
          </a>
        </div>
      ) : (
        <ul className={styles.grid}>
          {data.items.map((entry) => (
            <SavedItem key={`${entry.productKey}|${entry.colourSelected}`} entry={entry} fascia={fascia} session={session} onRemoved={() => removed(entry)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SavedItem({ entry, fascia, session, onRemoved }: { entry: WishlistEntry; fascia: FasciaSettings; session: SessionSummary | null; onRemoved(): void }) {
  const { t } = useTranslation();
  const [sku, setSku] = useState<string>(() => initialSize(entry)?.sku ?? '');
  const [adding, setAdding] = useState<'idle' | 'adding' | 'added'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const selectId = useId();
  const problemId = useId();
  const name = entry.card?.name ?? entry.productKey;

  useEffect(() => {
    if (adding !== 'added') return;
    const timer = setTimeout(() => setAdding('idle'), 2000);
    return () => clearTimeout(timer);
  }, [adding]);

  const add = async () => {
    if (adding !== 'idle') return;
    if (!sku) {
      setProblem(t('wishlistPage.selectSizeError'));
      return;
    }
    setProblem(null);
    setAdding('adding');
    try {
      // Tells the page basket:item-added and basket:changed.
      await addToBag([{ sku }], { source: 'wishlist' });
      setAdding('added');
    } catch (failure) {
      setAdding('idle');
      setProblem((failure instanceof HttpRequestError ? failure.serverMessage : null) ?? t('pdp.addError'));
    }
  };

  const remove = async () => {
    setRemoving(true);
    const result = await saveWishlistItem('remove', { productKey: entry.productKey, colourSelected: entry.colourSelected, lineItemSku: entry.lineItemSku, sizeSelected: entry.sizeSelected });
    setRemoving(false);
    if (!result.success) {
      setProblem(result.message ?? t('wishlistPage.removeError'));
      return;
    }
    onRemoved();
  };

  return (
    <li className={styles.item}>
      {entry.card ? (
        <RemoteProductCard product={entry.card} fascia={fascia} {...(session ? { session } : {})} headingLevel={2} showQuickAdd={false} renderWishlist={null} imageLoading="lazy" />
      ) : (
        <p className={styles.unavailable}>{t('wishlistPage.unavailable')}</p>
      )}
      <div className={styles.actions}>
        {entry.card && needsSizeChoice(entry) && (
          <div className={styles.size}>
            <label htmlFor={selectId}>{t('wishlistPage.size')}</label>
            <select id={selectId} value={sku} onChange={(event) => setSku(event.target.value)} aria-describedby={problem ? problemId : undefined}>
              <option value="">{t('wishlistPage.selectSize')}</option>
              {entry.sizes.map((size) => (
                <option key={size.sku} value={size.sku} disabled={!size.isOnStock}>
                  {size.isOnStock ? size.size : t('wishlistPage.sizeOutOfStock', { size: size.size })}
                </option>
              ))}
            </select>
          </div>
        )}
        {problem && (
          <p id={problemId} role="alert" className={styles.problemText}>
            {problem}
          </p>
        )}
        {entry.card && (
          <button
            type="button"
            className={frame.primary}
            onClick={() => void add()}
            aria-disabled={adding !== 'idle' || undefined}
            aria-busy={adding === 'adding' || undefined}
            aria-describedby={problem ? problemId : undefined}
          >
            {adding === 'adding' ? t('pdp.adding') : adding === 'added' ? t('pdp.added') : t('pdp.addToBag')}
          </button>
        )}
        <button type="button" className={`${buttonStyles.link} ${frame.linkButton} ${styles.removeButton}`} onClick={() => void remove()} disabled={removing} aria-label={`${t('wishlistPage.remove')} ${name}`}>
          {t('wishlistPage.remove')}
        </button>
      </div>
    </li>
  );
}
