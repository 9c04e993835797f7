import { createParcel } from '@storefront/shared-contracts/parcel';
import { usableDelivery, type ProductParcelProps } from '@storefront/shared-contracts';
import { badgePosition, DeliveryCountdown } from '../delivery/DeliveryCountdown';
import { DeliveryI18n } from '../delivery/i18n/i18n';

function DeliveryCountdownParcel({ page, fascia, route, slot }: ProductParcelProps) {
  const product = page?.product;
  const delivery = usableDelivery(page?.delivery);
  // Malformed page data, or none for delivery, leaves the slot empty rather than breaking the page.
  if (!product || typeof product.id !== 'string' || !Array.isArray(product.variants) || !delivery || !fascia) return null;
  return (
    <DeliveryI18n locale={fascia.locale}>
      <DeliveryCountdown
        key={product.id}
        product={product}
        fascia={fascia}
        route={route}
        delivery={delivery}
        // The badge position flag (spec 2 §6) is not built yet: the slot's setting, under the button by default.
        position={badgePosition(slot?.settings?.position)}
      />
    </DeliveryI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/DeliveryCountdown', DeliveryCountdownParcel);
