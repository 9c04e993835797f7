// Review your order (/checkout): the bag's lines and totals, read only. The
// payment step is not part of this storefront, and the page says so.
import { useId } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { routes, type BasketLine, type FasciaSettings } from '@storefront/shared-contracts';
import { LineDetails } from '../basket-page/LineDetails';
import { OrderSummary } from '../basket-page/OrderSummary';
import { hasTotals } from '../basket-page/rules';
import { useBag } from '../basket-page/useBag';
import styles from '../basket-page/BasketPage.module.css';

export function CheckoutPage({ fascia }: { fascia: FasciaSettings }) {
  const { t } = useTranslation();
  const { cart, error, isLoading, mutate } = useBag();
  if (!cart) {
    return (
      <div className={styles.page} aria-busy={isLoading || undefined}>
        <h1>{t('checkoutPage.title')}</h1>
        {error ? (
          <div role="alert" className={styles.problem}>
            <p>{t('basketPage.loadError')}</p>
            <button type="button" className={styles.secondary} onClick={() => void mutate()}>
              {t('basketPage.tryAgain')}
            </button>
          </div>
        ) : (
          <p role="status" className={styles.loading}>
            {t('basketPage.loading')}
          </p>
        )}
      </div>
    );
  }
  const backToBag = (
    <a className={styles.primary} href={routes.basket()}>
      {t('checkoutPage.backToBag')}
    </a>
  );
  if (cart.lines.length === 0) {
    return (
      <div className={styles.page}>
        <h1>{t('checkoutPage.title')}</h1>
        <p>{t('checkoutPage.empty')}</p>
        <a className={styles.primary} href="/">
          {t('basketPage.continueShopping')}
        </a>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{t('checkoutPage.title')}</h1>
      <p className={styles.paymentNotice}>{t('checkoutPage.paymentNotice')}</p>
      {!cart.checkoutAllowed && <p className={styles.problem}>{t('checkoutPage.blocked')}</p>}
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label={t('checkoutPage.yourItems')}>
          {cart.lines.map((line) => (
            <ReviewLine key={line.id} line={line} fascia={fascia} />
          ))}
        </ul>
        {hasTotals(cart) && <OrderSummary cart={cart} fascia={fascia} action={backToBag} />}
      </div>
    </div>
  );
}

function ReviewLine({ line, fascia }: { line: BasketLine; fascia: FasciaSettings }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <li className={styles.line} aria-labelledby={headingId}>
      <LineDetails line={line} fascia={fascia} headingId={headingId}>
        <p className={styles.reviewQuantity}>{t('checkoutPage.quantity', { count: line.quantity })}</p>
        {line.stockStatus === 'outOfStock' && <p className={styles.warning}>{t('basketPage.outOfStock')}</p>}
      </LineDetails>
    </li>
  );
}
