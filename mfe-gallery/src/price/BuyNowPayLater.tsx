import { useTranslation } from '@storefront/shared-contracts/i18n';
import { formatMoney, type FasciaSettings } from '@storefront/shared-contracts';
import { buyNowPayLaterLine } from './bnpl';
import type { ShownPrice } from './priceView';
import styles from './price.module.css';

/** "Or 3 interest-free payments of £11.67 with Klarna", under the price. */
export function BuyNowPayLater({ price, fascia }: { price: ShownPrice; fascia: FasciaSettings }) {
  const { t } = useTranslation();
  const line = buyNowPayLaterLine(price, fascia);
  if (!line) return null;
  const values = { instalments: line.instalments, amount: formatMoney(line.amountCents, fascia), provider: line.provider };
  return <p className={styles.bnpl}>{line.from ? t('price.bnplFrom', values) : t('price.bnpl', values)}</p>;
}
