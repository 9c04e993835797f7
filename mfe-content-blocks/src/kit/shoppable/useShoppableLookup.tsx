// An image's shoppable lookup, loaded on demand (spec 3 §4, §5). The points
// are drawn from the section alone; the lookup chunk (ShoppableProducts: the
// search client, swr, the product detail) is imported when the shopper first
// shows intent on a point or the products dropdown (pointer over it with a
// fine pointer, focus, press), so a page whose first section has shoppable
// points does not download them before the shopper asks. Then every sku of the
// image is looked up in one search, as before.
import { createElement, useCallback, useRef, useState, type ReactNode } from 'react';
import { useMountedRef } from '@storefront/shared-contracts/react/mounted';
import type { FasciaSettings } from '@storefront/shared-contracts';
import type { ShoppableLookupState } from '../../products/useShoppableProducts';
import type * as ShoppableProductsModule from './ShoppableProducts';

export type ShoppableProductsChunk = typeof ShoppableProductsModule;

let chunk: Promise<ShoppableProductsChunk> | null = null;

/** The lookup chunk, imported once a page; a failed import is tried again on the next intent. */
export function loadShoppableProducts(): Promise<ShoppableProductsChunk> {
  chunk ??= import('./ShoppableProducts').catch((error: unknown) => {
    chunk = null;
    throw error;
  });
  return chunk;
}

export type ShoppableLookup = {
  /** 'idle' until the shopper shows intent on one of the image's points. */
  state: { status: 'idle' } | ShoppableLookupState;
  /** The shopper showed intent: import the chunk and look the products up (once). */
  want: () => void;
  /** The popup's product detail, once the chunk is here. */
  Detail: ShoppableProductsChunk['ProductDetail'] | null;
  /** To draw beside the points: it runs the lookup once the chunk is here. */
  runner: ReactNode;
};

export function useShoppableLookup(fascia: FasciaSettings, productSkus: readonly string[]): ShoppableLookup {
  const [loaded, setLoaded] = useState<ShoppableProductsChunk | null>(null);
  const [state, setState] = useState<ShoppableLookup['state']>({ status: 'idle' });
  const wanted = useRef(false);
  const mounted = useMountedRef();

  const want = useCallback(() => {
    if (wanted.current) return;
    wanted.current = true;
    setState({ status: 'loading' });
    loadShoppableProducts().then(
      (module) => {
        if (mounted.current) setLoaded(module);
      },
      (error: unknown) => {
        console.error(`[contentBlocks/shoppable] product lookup could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
        wanted.current = false;
        if (mounted.current) setState({ status: 'failed' });
      },
    );
  }, [mounted]);

  const runner = loaded ? createElement(loaded.ShoppableLookup, { fascia, productSkus, onChange: setState }) : null;
  return { state, want, Detail: loaded?.ProductDetail ?? null, runner };
}
