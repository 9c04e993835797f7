// For an eligible product (TryOn is rendered for no other): loads the
// vendor's script and asks whether the selected shade can be tried on.
// Failures (script missing, no sku, vendor errors) are only logged (spec 1
// §8); the try-on button then stays away.
import { useEffect, useState } from 'react';
import { loadTryOnVendor, type TryOnVendor } from './vendor';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useTryOnVendor(scriptUrl: string, sku: string | null): TryOnVendor | null {
  const [answer, setAnswer] = useState<{ sku: string; vendor: TryOnVendor | null } | null>(null);

  useEffect(() => {
    if (!sku) {
      console.warn('[gallery/try-on] try-on parameters missing: no sku for the selected shade');
      return;
    }
    let current = true;
    loadTryOnVendor(scriptUrl)
      .then(async (vendor) => ((await vendor.isAvailable(sku)) === true ? vendor : null))
      .then((vendor) => {
        if (current) setAnswer({ sku, vendor });
      })
      .catch((error: unknown) => console.error(`[gallery/try-on] try-on not loaded: ${reason(error)}`));
    return () => {
      current = false;
    };
  }, [scriptUrl, sku]);

  return answer?.sku === sku ? answer.vendor : null;
}
