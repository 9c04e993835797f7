// The payment promo block (spec 2 §2, §9): the providers' card icons, the
// first provider's offer, 'See more' / 'See less' for the others when there
// is more than one, and a terms notice. One provider is left out for prices
// from 20 to under 30 (rules.ts). The price follows the pickers' selection.
import { useId } from 'react';
import { formatMoney, type FasciaSettings, type Product, type RouteInfo } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { ProviderIcon } from './ProviderIcon';
import { useChosenSelection } from '@storefront/shared-contracts/selection/follow';
import { hasMoreProviders, paymentOffers, promoPriceCents, type PaymentOffer } from './rules';
import { buttonStyles } from '@storefront/shared-contracts/buttons/styles';
import { useDisclosure } from '@storefront/shared-contracts/a11y/disclosure';
import styles from './PaymentPromo.module.css';

export interface PaymentPromoProps {
  product: Product;
  fascia: FasciaSettings;
  route: Pick<RouteInfo, 'query'>;
}

export function PaymentPromo({ product, fascia, route }: PaymentPromoProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const more = useDisclosure();
  const selection = useChosenSelection(product, route);
  const offers = paymentOffers(fascia, promoPriceCents(product, selection));
  if (offers.length === 0) return null;

  const [first, ...others] = offers as [PaymentOffer, ...PaymentOffer[]];
  const offerText = (offer: PaymentOffer) =>
    t('paymentPromo.offer', { instalments: offer.instalments, amount: formatMoney(offer.instalmentCents, fascia), provider: offer.name });

  return (
    <section className={styles.pay} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.payTitle}>
        {t('paymentPromo.title')}
      </h2>
      <ul className={styles.payIcons} aria-label={t('paymentPromo.providers')}>
        {offers.map((offer) => (
          <li key={offer.id}>
            <ProviderIcon id={offer.id} name={offer.name} />
          </li>
        ))}
      </ul>
      <p className={styles.payOffer}>{offerText(first)}</p>
      {hasMoreProviders(offers) && (
        <>
          <div {...more.panelProps}>
            {others.map((offer) => (
              <p key={offer.id} className={styles.payOffer}>
                {offerText(offer)}
              </p>
            ))}
          </div>
          <button {...more.buttonProps} className={buttonStyles.link} onClick={more.toggle}>
            {more.open ? t('paymentPromo.seeLess') : t('paymentPromo.seeMore')}
          </button>
        </>
      )}
      <p className={styles.payTerms}>{t('paymentPromo.terms')}</p>
    </section>
  );
}
