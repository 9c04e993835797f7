// Review your order (/checkout): the bag's lines and totals, read only. The
// payment step is not part of this storefront, and the page says so.
import { useId } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { routes, type BasketLine, type Cart, type FasciaSettings } from '@storefront/shared-contracts';
import { LineDetails } from '../basket-page/LineDetails';
import { OrderSummary } from '../basket-page/OrderSummary';
import { hasTotals } from '../basket-page/rules';
import { useBag } from '../basket-page/useBag';
import frame from '../page-frame/page.module.css';
import { PageLoadState } from '../page-frame/PageLoadState';
import styles from '../basket-page/BasketPage.module.css';

interface Props {
  fascia: FasciaSettings;
  /** The bag the shell's server drew the page from: shown at once, and read again. */
  drawnBag?: Cart;
}

export function CheckoutPage({ fascia, drawnBag }: Props) {
  const { t } = useTranslation();
  const { cart, error, mutate } = useBag(drawnBag);
  if (!cart) {
    return <PageLoadState title={t('checkoutPage.title')} failed={Boolean(error)} loadingText={t('basketPage.loading')} errorText={t('basketPage.loadError')} onRetry={() => void mutate()} />;
  }
  const backToBag = (
    <a className={frame.primary} href={routes.basket()}>
      {t('checkoutPage.backToBag')}
    </a>
  );
  if (cart.lines.length === 0) {
    return (
      <div className={frame.page}>
        <h1>{t('checkoutPage.title')}</h1>
        <p>{t('checkoutPage.empty')}</p>
        <a className={frame.primary} href="/">
          {t('basketPage.continueShopping')}
        </a>
      </div>
    );
  }
  return (
    <div className={frame.page}>
      <h1>{t('checkoutPage.title')}</h1>
      <p className={styles.paymentNotice}>{t('checkoutPage.paymentNotice')}</p>
      {!cart.checkoutAllowed && <p className={frame.problem}>{t('checkoutPage.blocked')}</p>}
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
