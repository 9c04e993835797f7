import type { ListingParcelProps, ParcelBaseProps, ProductParcelProps, RouteInfo } from '@storefront/shared-contracts';
import type { BootData } from '../boot';

export function parcelBaseProps(boot: BootData, slot: string, settings?: Record<string, unknown>): ParcelBaseProps {
  const route = { ...boot.route, name: boot.route.name as RouteInfo['name'] };
  return {
    fascia: boot.fascia,
    session: boot.session,
    route,
    slot: settings ? { name: slot, settings } : { name: slot },
    ...(boot.flags ? { flags: boot.flags } : {}),
  };
}

export function productParcelProps(boot: BootData, slot: string, settings?: Record<string, unknown>): ProductParcelProps {
  if (!boot.page) throw new Error('product page without page data');
  return { ...parcelBaseProps(boot, slot, settings), page: boot.page };
}

export function listingParcelProps(boot: BootData): ListingParcelProps {
  return { ...parcelBaseProps(boot, 'listing'), ...(boot.listingPreview ? { preview: boot.listingPreview } : {}) };
}
