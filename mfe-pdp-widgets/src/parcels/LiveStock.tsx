import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { LiveStock } from '../live-stock/LiveStock';

/** `slot.settings.enabled: true` turns the refresh on (off by default, spec 2 §6: behind a flag). */
function LiveStockParcel({ page, slot }: ProductParcelProps) {
  const product = page?.product;
  if (!product || typeof product.id !== 'string') return null;
  return <LiveStock productId={product.id} enabled={slot?.settings?.enabled === true} />;
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/LiveStock', LiveStockParcel);
