// Virtual try-on as the gallery first sees it: only the eligibility rule
// (makeup and foundation, never the excluded brand). The rest (the vendor's
// script loader, the availability check, the button and its dialogs) is
// imported for eligible products alone, so the other product pages never
// download it. The button shows only once the vendor has answered for the
// shade, so there is no room to hold while that code arrives.
import { Suspense } from 'react';
import type { FasciaSettings, Product } from '@storefront/shared-contracts';
import { lazyPart } from '../gallery/lazyPart';
import { isTryOnEligible } from './eligibility';

const TryOn = lazyPart('try-on', () => import('./TryOn').then((m) => m.TryOn), () => null);

export interface VirtualTryOnProps {
  product: Product;
  colour: string | undefined;
  fascia: FasciaSettings;
}

export function VirtualTryOn(props: VirtualTryOnProps) {
  if (!isTryOnEligible(props.product, props.fascia.tryOn.excludedBrand)) return null;
  return (
    <Suspense fallback={null}>
      <TryOn {...props} />
    </Suspense>
  );
}
