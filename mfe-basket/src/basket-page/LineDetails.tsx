// What a bag line is: image, name (to the product in its colour), brand,
// colour, size, personalisation and prices. Shared by the bag page and the
// read-only review on the checkout page.
import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { formatMoney, lineImage, lineLink, type BasketLine, type FasciaSettings } from '@storefront/shared-contracts';
import styles from './BasketPage.module.css';

interface Props {
  line: BasketLine;
  fascia: FasciaSettings;
  headingId: string;
  /** Under the details: the stepper and actions on the bag page, the quantity on checkout. */
  children?: ReactNode;
}

export function LineDetails({ line, fascia, headingId, children }: Props) {
  const { t } = useTranslation();
  const link = lineLink(line);
  const money = (cents: number) => formatMoney(cents, fascia);
  const customisation = Object.entries(line.customisation ?? {});
  return (
    <div className={styles.lineBody}>
      <a href={link} className={styles.lineImage} tabIndex={-1} aria-hidden="true">
        {line.image && <img {...lineImage(line.image, fascia)} alt="" loading="lazy" decoding="async" />}
      </a>
      <div className={styles.lineText}>
        <h2 id={headingId} className={styles.lineName}>
          <a href={link}>{line.name}</a>
        </h2>
        <p className={styles.brand}>{line.brand}</p>
        {line.colour && <p>{t('basketPage.colour', { colour: line.colour })}</p>}
        {line.size && <p>{t('basketPage.size', { size: line.size })}</p>}
        {customisation.length > 0 && (
          <dl className={styles.personalisation} aria-label={t('basketPage.personalisation')}>
            {customisation.map(([field, value]) => (
              <div key={field}>
                <dt>{field}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className={styles.prices}>
          <span>{t('basketPage.price', { price: money(line.unitPrice.centAmount) })}</span>
          {line.wasPrice && line.wasPrice.centAmount > line.unitPrice.centAmount && (
            <s className={styles.was}>{t('basketPage.wasPrice', { price: money(line.wasPrice.centAmount) })}</s>
          )}
        </p>
        {children}
        <p className={styles.lineTotal}>{t('basketPage.lineTotal', { price: money(line.lineTotal.centAmount) })}</p>
      </div>
    </div>
  );
}
