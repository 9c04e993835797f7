import type { ProductParcelProps } from '@storefront/shared-contracts';
import { RemoteI18n } from '../i18n/i18n';
import { productOf } from '../common/parcelInput';
import { ProductCustomisation } from './ProductCustomisation';

/** What the ProductCustomisation parcel renders from the shell's props. */
export function ProductCustomisationSlot(props: ProductParcelProps) {
  const product = productOf(props);
  if (!product || !props.fascia) return null;
  return (
    <RemoteI18n locale={props.fascia.locale}>
      {/* A new product starts with empty fields. */}
      <ProductCustomisation key={product.id} product={product} />
    </RemoteI18n>
  );
}
