import type { ProductParcelProps } from '@storefront/shared-contracts';
import { RemoteI18n } from '../i18n/i18n';
import { productOf, routeOf } from '../common/parcelInput';
import { ProductGallery } from './ProductGallery';

/** What the ProductGallery parcel renders from the shell's props. */
export function ProductGallerySlot(props: ProductParcelProps) {
  const product = productOf(props);
  if (!product || !props.fascia) return null;
  return (
    <RemoteI18n locale={props.fascia.locale}>
      {/* A new product starts again: first slide, its own colour. */}
      <ProductGallery key={product.id} product={product} fascia={props.fascia} route={routeOf(props)} badges={props.page?.badges} />
    </RemoteI18n>
  );
}
