import type { Product, ProductParcelProps } from '@storefront/shared-contracts';
import { RemoteI18n } from '../i18n/i18n';
import { productOf, routeOf, slotSetting } from '../common/parcelInput';
import { ProductPickers } from './ProductPickers';
import { useRefreshedStock } from './useRefreshedStock';

/** What the ProductPickers parcel renders from the shell's props. */
export function ProductPickersSlot(props: ProductParcelProps) {
  const product = productOf(props);
  if (!product || !props.fascia) return null;
  return <RefreshedPickers slot={props} pageProduct={product} />;
}

/** The pickers over the product with the live stock refresh's stock (the same key, so the selection stays). */
function RefreshedPickers({ slot, pageProduct }: { slot: ProductParcelProps; pageProduct: Product }) {
  const product = useRefreshedStock(pageProduct);
  return (
    <RemoteI18n locale={slot.fascia.locale}>
      {/* A new product starts a new selection. */}
      <ProductPickers key={product.id} product={product} fascia={slot.fascia} route={routeOf(slot)} sizeGuideUrl={slotSetting(slot, 'sizeGuideUrl')} />
    </RemoteI18n>
  );
}
