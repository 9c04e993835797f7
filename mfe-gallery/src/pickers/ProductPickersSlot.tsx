import type { ProductParcelProps } from '@storefront/shared-contracts';
import { RemoteI18n } from '../i18n/i18n';
import { productOf, routeOf, slotSetting } from '../common/parcelInput';
import { ProductPickers } from './ProductPickers';

/** What the ProductPickers parcel renders from the shell's props. */
export function ProductPickersSlot(props: ProductParcelProps) {
  const product = productOf(props);
  if (!product || !props.fascia) return null;
  return (
    <RemoteI18n locale={props.fascia.locale}>
      {/* A new product starts a new selection. */}
      <ProductPickers key={product.id} product={product} fascia={props.fascia} route={routeOf(props)} sizeGuideUrl={slotSetting(props, 'sizeGuideUrl')} />
    </RemoteI18n>
  );
}
