// The live stock refresh (spec 2 §4, §6, §7): once mounted, when its flag is
// on, it asks GET /_api/stock/{productId} and announces each variant's
// in-stock flag and quantity as `pdp:stock-refreshed` (state-like), which the
// pickers and the add button apply to their variants. It shows nothing; a
// failure is logged and the page keeps the stock it was drawn with.
import { useEffect } from 'react';
import { apiPaths } from '@storefront/shared-contracts';
import { emit } from '@storefront/shared-contracts/events/bus';
import { stockRefreshOf } from './rules';

export interface LiveStockProps {
  productId: string;
  /** The flag (slot.settings.enabled until the platform's flags reach it). */
  enabled: boolean;
}

export function LiveStock({ productId, enabled }: LiveStockProps) {
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    (async () => {
      const response = await fetch(apiPaths.stock(productId), { credentials: 'same-origin', cache: 'no-store', signal: controller.signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`stock answered ${response.status}`);
      const refresh = stockRefreshOf(productId, await response.json());
      if (!refresh) throw new Error('stock answer is not usable');
      if (!controller.signal.aborted) emit('pdp:stock-refreshed', refresh);
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) console.error('[pdpWidgets/LiveStock] stock refresh failed:', error);
    });
    return () => controller.abort();
  }, [productId, enabled]);
  return null;
}
