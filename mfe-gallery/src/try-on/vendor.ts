// The try-on vendor's script, loaded on demand (spec 1 §7). Its window API
// (also served by the api's stand-in, api/src/media/tryon-vendor.js):
//
//   window.StorefrontTryOn = {
//     version: 1,
//     isAvailable(sku): Promise<boolean>,
//     open({ container, products, selectedSku, onClose }): void,
//     select(sku): void,
//     close(): void,   // removes the view and forgets the products
//   }
import { safeUrl } from '../common/safeUrl';

export interface TryOnProduct {
  sku: string;
  /** The shade's name (colour label). */
  shade: string;
  hex?: string;
}

export interface TryOnOpenOptions {
  container: HTMLElement;
  products: TryOnProduct[];
  selectedSku: string;
  /** The shopper closed the try-on from inside the vendor's view. */
  onClose(): void;
}

export interface TryOnVendor {
  version: number;
  isAvailable(sku: string): Promise<boolean>;
  open(options: TryOnOpenOptions): void;
  select(sku: string): void;
  close(): void;
}

declare global {
  interface Window {
    StorefrontTryOn?: unknown;
  }
}

/** The vendor's API when the script has defined all of it. */
export function readVendor(value: unknown = window.StorefrontTryOn): TryOnVendor | null {
  if (typeof value !== 'object' || value === null) return null;
  const api = value as Record<string, unknown>;
  return ['isAvailable', 'open', 'select', 'close'].every((name) => typeof api[name] === 'function') ? (value as TryOnVendor) : null;
}

const loads = new Map<string, Promise<TryOnVendor>>();

/** Loads the vendor's script once per page; rejects when it cannot be loaded or defines no API. */
export function loadTryOnVendor(scriptUrl: string): Promise<TryOnVendor> {
  const url = safeUrl(scriptUrl);
  if (!url) return Promise.reject(new Error(`the try-on script URL is not a web URL: ${scriptUrl}`));
  let load = loads.get(url);
  if (!load) {
    load = new Promise<TryOnVendor>((resolve, reject) => {
      const ready = readVendor();
      if (ready) return resolve(ready);
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => {
        const vendor = readVendor();
        if (vendor) resolve(vendor);
        else reject(new Error(`the try-on script defined no window.StorefrontTryOn: ${url}`));
      };
      script.onerror = () => {
        script.remove();
        reject(new Error(`the try-on script failed to load: ${url}`));
      };
      document.head.append(script);
    });
    // A failed load may be tried again on the next product.
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

/** Forgets loads (tests). */
export function resetTryOnVendorLoads(): void {
  loads.clear();
}
