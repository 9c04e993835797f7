// The bag page (/basket): the lines with their stepper, remove (with undo)
// and move to wishlist; the order summary with CHECKOUT; the empty bag.
import { useEffect, useId } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { routes, type BasketLine, type Cart, type FasciaSettings, type SessionSummary } from '@storefront/shared-contracts';
import { emit } from '@storefront/shared-contracts/events/bus';
import { fetchBasket } from '@storefront/shared-contracts/basket/client';
import { isSignedIn, useSession } from '../session/useSession';
import { LineDetails } from './LineDetails';
import { OrderSummary } from './OrderSummary';
import { QuantityStepper } from './QuantityStepper';
import { rememberPendingMove, takePendingMove } from './pendingMove';
import { findLine, hasTotals, stockNote } from './rules';
import { useBag, type BagNotice } from './useBag';
import { buttonStyles } from '@storefront/shared-contracts/buttons/styles';
import frame from '../page-frame/page.module.css';
import { PageLoadState } from '../page-frame/PageLoadState';
import styles from './BasketPage.module.css';

interface Props {
  fascia: FasciaSettings;
  session: SessionSummary | null;
  /** The bag the shell's server drew the page from: shown at once, and read again. */
  drawnBag?: Cart;
}

export function BasketPage({ fascia, session: given, drawnBag }: Props) {
  const { t } = useTranslation();
  const bag = useBag(drawnBag);
  const session = useSession(given);
  const signedIn = isSignedIn(session);
  const { cart } = bag;

  // A guest who pressed "Move to wishlist" and then signed in: the move, once,
  // on the bag as it is after the sign-in merge.
  const { moveToWishlist, show } = bag;
  useEffect(() => {
    if (!signedIn) return;
    const pending = takePendingMove();
    if (!pending) return;
    void fetchBasket()
      .then((merged) => {
        show(merged);
        const line = findLine(merged, pending);
        if (line) return moveToWishlist(line, merged.version);
        return undefined;
      })
      .catch((failure: unknown) => console.error(`[basket/BasketPage] the move after sign-in failed: ${failure instanceof Error ? failure.message : String(failure)}`));
  }, [signedIn, moveToWishlist, show]);

  if (!cart) {
    return <PageLoadState title={t('basketPage.title')} failed={Boolean(bag.error)} loadingText={t('basketPage.loading')} errorText={t('basketPage.loadError')} onRetry={() => void bag.mutate()} />;
  }

  const lines = cart.lines;
  return (
    <div className={frame.page}>
      <h1>
        {t('basketPage.title')} <span className={frame.count}>({t('basketPage.itemCount', { count: cart.itemCount })})</span>
      </h1>
      <Notice notice={bag.notice} onUndo={(item) => void bag.undoRemove(item)} busy={bag.busyLine === 'undo'} />
      {lines.length === 0 ? (
        <div className={frame.empty}>
          <p className={styles.emptyTitle}>{t('basketPage.empty')}</p>
          <p>{t('basketPage.emptyHint')}</p>
          <a className={frame.primary} href="/">
            {t('basketPage.continueShopping')}
          </a>
        </div>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label={t('basketPage.lines')}>
            {lines.map((line) => (
              <BagLine
                key={line.id}
                line={line}
                fascia={fascia}
                busy={bag.busyLine !== null}
                onQuantity={(quantity) => void bag.setQuantity(line.id, quantity)}
                onRemove={() => void bag.remove(line.id)}
                onMove={() => {
                  if (signedIn) {
                    void bag.moveToWishlist(line, cart.version);
                    return;
                  }
                  rememberPendingMove({ sku: line.sku, ...(line.customisation ? { customisation: line.customisation } : {}) });
                  bag.setNotice({ kind: 'signInToMove', name: line.name });
                  emit('session:sign-in-requested', { reason: 'wishlist', returnTo: routes.basket() });
                }}
              />
            ))}
          </ul>
          {hasTotals(cart) && <OrderSummary cart={cart} fascia={fascia} action={<CheckoutAction allowed={cart.checkoutAllowed} />} />}
        </div>
      )}
    </div>
  );
}

function BagLine({ line, fascia, busy, onQuantity, onRemove, onMove }: { line: BasketLine; fascia: FasciaSettings; busy: boolean; onQuantity(quantity: number): void; onRemove(): void; onMove(): void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const noteId = useId();
  const note = stockNote(line);
  return (
    <li className={styles.line} aria-labelledby={headingId} data-stock={line.stockStatus}>
      <LineDetails line={line} fascia={fascia} headingId={headingId}>
        {note && (
          <p id={noteId} className={note.key === 'lowStock' ? styles.note : styles.warning}>
            {note.key === 'outOfStock' ? t('basketPage.outOfStock') : t(`basketPage.${note.key}`, { count: note.count })}
          </p>
        )}
        <QuantityStepper line={line} busy={busy} onChange={onQuantity} {...(note ? { describedBy: noteId } : {})} />
        <div className={styles.lineActions}>
          <button type="button" className={`${buttonStyles.link} ${frame.linkButton}`} onClick={onRemove} disabled={busy}>
            {t('basketPage.remove')}
          </button>
          <button type="button" className={`${buttonStyles.link} ${frame.linkButton}`} onClick={onMove} disabled={busy}>
            {t('basketPage.moveToWishlist')}
          </button>
        </div>
      </LineDetails>
    </li>
  );
}

/** CHECKOUT: a link while every line can be bought, else a disabled button that says why. */
function CheckoutAction({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  const reasonId = useId();
  if (allowed) {
    return (
      <a className={styles.checkout} href={routes.checkout()}>
        {t('basketPage.checkout')}
      </a>
    );
  }
  return (
    <>
      <button type="button" className={styles.checkout} disabled aria-describedby={reasonId}>
        {t('basketPage.checkout')}
      </button>
      <p id={reasonId} className={styles.warning}>
        {t('basketPage.checkoutBlocked')}
      </p>
    </>
  );
}

/**
 * What the last change did, read out: a removal (with Undo), a move, a
 * stale bag or a failure. Errors are alerts; the rest is a polite status.
 */
function Notice({ notice, onUndo, busy }: { notice: BagNotice | null; onUndo(item: Extract<BagNotice, { kind: 'removed' }>['undo']): void; busy: boolean }) {
  const { t } = useTranslation();
  const isProblem = notice?.kind === 'stale' || notice?.kind === 'error' || notice?.kind === 'wishlistFull';
  let text: string | null = null;
  if (notice?.kind === 'removed') text = t('basketPage.removed', { name: notice.name });
  else if (notice?.kind === 'moved') text = t('basketPage.moved', { name: notice.name });
  else if (notice?.kind === 'signInToMove') text = t('basketPage.signInToMove', { name: notice.name });
  else if (notice?.kind === 'stale') text = t('basketPage.stale');
  else if (notice?.kind === 'wishlistFull') text = t('basketPage.wishlistFull');
  else if (notice?.kind === 'error') text = notice.message ?? t('basketPage.changeError');
  return (
    <>
      <div role="alert">{isProblem && <p className={frame.problem}>{text}</p>}</div>
      <div role="status">
        {!isProblem && text && (
          <p className={frame.notice}>
            {text}{' '}
            {notice?.kind === 'removed' && (
              <button type="button" className={`${buttonStyles.link} ${frame.linkButton}`} disabled={busy} onClick={() => onUndo(notice.undo)}>
                {t('basketPage.undo')}
              </button>
            )}
          </p>
        )}
      </div>
    </>
  );
}
