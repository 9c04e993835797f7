import { useMemo } from 'react';
import type { BadgeConfig, Product } from '@storefront/shared-contracts';
import { useAdminPreview } from '../admin-preview/useAdminPreview';
import { pdpBadges } from './pdpBadges';

/** The product page's badges, with admin preview badges while preview is on. */
export function usePdpBadges(product: Product, pageBadges: unknown): BadgeConfig[] {
  const preview = useAdminPreview();
  return useMemo(() => pdpBadges(product, pageBadges, preview.badges), [product, pageBadges, preview.badges]);
}
