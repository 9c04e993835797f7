// Makes single-spa lifecycles for a remote's React component, with an error
// boundary so a render error stays inside its slot (ARCHITECTURE.md §3).
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ParcelModule } from './props';

/** Dispatched (bubbling) from a parcel's element when it fails to render. */
export const SLOT_ERROR_EVENT = 'shell:slot-error';

export function createParcel<P extends object>(name: string, Component: React.ComponentType<P>): ParcelModule<P> {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    // single-spa-react adds its own AppProps; the parcel props are ours.
    rootComponent: Component as never,
    errorBoundary(error: Error, _info: unknown, props: { domElement?: HTMLElement }) {
      console.error(`[${name}] render failed: ${error.message}`);
      // The shell's slot listens on its own element, so it can fall back.
      props?.domElement?.dispatchEvent(new CustomEvent(SLOT_ERROR_EVENT, { bubbles: true, detail: { parcel: name, message: error.message } }));
      return <></>;
    },
  });
  return lifecycles as unknown as ParcelModule<P>;
}
