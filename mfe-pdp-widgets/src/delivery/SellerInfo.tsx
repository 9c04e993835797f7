// The seller block of a marketplace product (spec 2 §2, §3, §8): the shop,
// and buttons that open its modals: registration details (a missing detail
// reads 'Contact seller'; none at all, the block says so instead), delivery
// from abroad (the seller's country is not the fascia's), the seller's
// exclusions, and preloved authentication.
import { useId, useState } from 'react';
import type { FasciaSettings, SellerInfo as Seller } from '@storefront/shared-contracts';
import { ModalDialog } from '@storefront/shared-contracts/dialog';
import { dialogClasses } from '@storefront/shared-contracts/dialog/styles';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { countryName, hasSellerDetails, sellerDetails, type SellerField } from './rules';
import styles from './delivery.module.css';

type Modal = 'details' | 'crossBorder' | 'exclusions' | 'preloved';

const MODAL_TITLES = {
  details: 'delivery.sellerDetails',
  crossBorder: 'delivery.crossBorder',
  exclusions: 'delivery.exclusions',
  preloved: 'delivery.preloved',
} as const;

const FIELD_LABELS: Record<SellerField, string> = {
  companyName: 'delivery.companyName',
  vatNumber: 'delivery.vatNumber',
  identificationNumber: 'delivery.identificationNumber',
  address: 'delivery.address',
};

/** The shared dialog: a bottom sheet on a phone, a centred panel 520 px wide from 768 px up. */
const classes = dialogClasses({ layout: 'sheetOnPhone', padded: true, own: { dialog: styles.dialog, body: styles.dialogBody } });

export interface SellerInfoProps {
  shopName: string;
  seller: Seller;
  fascia: FasciaSettings;
  /** The seller's country when it is abroad for this fascia. */
  crossBorder: string | null;
  exclusions: string | null;
  preloved: boolean;
}

export function SellerInfo({ shopName, seller, fascia, crossBorder, exclusions, preloved }: SellerInfoProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState<Modal | null>(null);
  const details = sellerDetails(seller, fascia.locale);
  const country = crossBorder ? countryName(crossBorder, fascia.locale) : '';
  const modals: Modal[] = [
    ...(hasSellerDetails(details) ? (['details'] as const) : []),
    ...(crossBorder ? (['crossBorder'] as const) : []),
    ...(exclusions ? (['exclusions'] as const) : []),
    ...(preloved ? (['preloved'] as const) : []),
  ];

  return (
    <div className={styles.seller} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sellerTitle}>
        {t('delivery.seller')}
      </h3>
      <p className={styles.sellerName}>{shopName}</p>
      {!hasSellerDetails(details) && <p className={styles.contact}>{t('delivery.contactSellerForDetails')}</p>}
      {modals.length > 0 && (
        <ul className={styles.links}>
          {modals.map((modal) => (
            <li key={modal}>
              <button type="button" className={styles.link} aria-haspopup="dialog" onClick={() => setOpen(modal)}>
                {t(MODAL_TITLES[modal])}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <ModalDialog title={t(MODAL_TITLES[open])} closeLabel={t('delivery.close')} onClose={() => setOpen(null)} classes={classes}>
          {open === 'details' && (
            <dl className={styles.details}>
              {details.map(({ field, lines }) => (
                <div key={field}>
                  <dt>{t(FIELD_LABELS[field])}</dt>
                  <dd>
                    {lines === null
                      ? t('delivery.contactSeller')
                      : lines.map((line, i) => (
                          <span key={i} dir="auto">
                            {i > 0 && <br />}
                            {line}
                          </span>
                        ))}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {open === 'crossBorder' && (
            <>
              <p>{t('delivery.crossBorderText', { shopName, country })}</p>
              <p>{t('delivery.crossBorderReturns', { country })}</p>
            </>
          )}
          {open === 'exclusions' && <p dir="auto">{exclusions}</p>}
          {open === 'preloved' && (
            <>
              <p>{t('delivery.prelovedText')}</p>
              <p>{t('delivery.prelovedPromise')}</p>
            </>
          )}
        </ModalDialog>
      )}
    </div>
  );
}
