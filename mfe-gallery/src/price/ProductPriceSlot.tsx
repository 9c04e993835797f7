import type { ProductParcelProps } from '@storefront/shared-contracts';
import { RemoteI18n } from '../i18n/i18n';
import { productOf, routeOf } from '../common/parcelInput';
import { ProductPrice } from './ProductPrice';

/** What the ProductPrice parcel renders from the shell's props. */
export function ProductPriceSlot(props: ProductParcelProps) {
  const product = productOf(props);
  if (!product || !props.fascia) return null;
  return (
    <RemoteI18n locale={props.fascia.locale}>
      {/* A new product starts again from its own selection. */}
      <ProductPrice
        key={product.id}
        product={product}
        fascia={props.fascia}
        route={routeOf(props)}
        badges={props.page?.badges}
        restrictPromoBadges={props.slot?.settings?.restrictPromoBadges === true}
      />
    </RemoteI18n>
  );
}
