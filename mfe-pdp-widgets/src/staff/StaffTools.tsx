// Internal staff tools (spec 2 §2, §6): for requests from the office network
// only, the internal tool's view of the product (new tab) and the internal
// price details of the selected variant (price, was-price, pre-discount price,
// discount effects). The api decides who is staff: outside the office network
// its endpoint answers 404 and this renders nothing. Nothing of it is in the
// page data.
import { useId } from 'react';
import useSWR from 'swr';
import { formatMoney, type FasciaSettings, type InternalPriceAnswer, type Product } from '@storefront/shared-contracts';
import { useChosenSelection } from '@storefront/shared-contracts/selection/follow';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { fetchInternalPrice } from './api';

export interface StaffToolsProps {
  product: Product;
  fascia: Pick<FasciaSettings, 'locale' | 'currency'>;
}

export function StaffTools({ product, fascia }: StaffToolsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // The variant the pickers announced for this product, else none yet (the first one's prices).
  const variantId = useChosenSelection(product)?.announced?.variantId ?? null;
  const { data } = useSWR<InternalPriceAnswer | null>(['internal-price', product.key], () => fetchInternalPrice(product.key), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.error('[pdpWidgets/StaffTools] internal price failed:', error),
  });
  if (!data) return null;

  const variant = data.variants.find((v) => v.id === variantId) ?? data.variants[0];
  // The api prices in the request's fascia currency, the page's own.
  const money = (cents: number) => formatMoney(cents, fascia);
  return (
    <section className="sf-pdp-staff" aria-labelledby={titleId}>
      <h2 id={titleId} className="sf-pdp-staff__title">
        {t('staff.title')}
      </h2>
      <a href={data.toolUrl} target="_blank" rel="noopener noreferrer">
        {t('staff.toolLink')} <VisuallyHidden>{t('staff.newTab')}</VisuallyHidden>
      </a>
      {variant && (
        <dl aria-label={t('staff.priceDetails', { sku: variant.sku })}>
          <dt>{t('staff.price')}</dt>
          <dd>{money(variant.price)}</dd>
          {variant.wasPrice !== undefined && (
            <>
              <dt>{t('staff.wasPrice')}</dt>
              <dd>{money(variant.wasPrice)}</dd>
            </>
          )}
          {variant.preDiscountPrice !== undefined && (
            <>
              <dt>{t('staff.preDiscountPrice')}</dt>
              <dd>{money(variant.preDiscountPrice)}</dd>
            </>
          )}
          <dt>{t('staff.discountEffects')}</dt>
          {variant.discountEffects.length === 0 ? (
            <dd>{t('staff.noDiscount')}</dd>
          ) : (
            variant.discountEffects.map((effect, i) => <dd key={`${effect.name}-${i}`}>{t('staff.effect', { name: effect.name, value: money(effect.value) })}</dd>)
          )}
        </dl>
      )}
    </section>
  );
}
