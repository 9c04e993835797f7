// The page data's delivery (ProductPageData.delivery), checked before use:
// page data is inlined by the shell from the api, so the delivery parcels read
// it defensively and render nothing when it is absent or malformed (and the
// shell reserves no room for them).
import type { ProductDelivery } from '../entities/widgets';

const isAmount = (value: unknown) => Number.isFinite((value as { centAmount?: unknown } | undefined)?.centAmount);

export function usableDelivery(delivery: unknown): ProductDelivery | null {
  const d = delivery as Partial<ProductDelivery> | null | undefined;
  if (!d || typeof d !== 'object' || typeof d.info?.shopName !== 'string') return null;
  if (!d.messaging || !isAmount(d.messaging.threshold) || !isAmount(d.messaging.standardCharge)) return null;
  if (d.messaging.bulkySurcharge !== undefined && !isAmount(d.messaging.bulkySurcharge)) return null;
  return d as ProductDelivery;
}
