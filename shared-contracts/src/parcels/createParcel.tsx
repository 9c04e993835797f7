// Makes single-spa lifecycles for a remote's React component, with an error
// boundary so a render error stays inside its slot (ARCHITECTURE.md §3).
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ParcelModule } from './props';

export function createParcel<P extends object>(name: string, Component: React.ComponentType<P>): ParcelModule<P> {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    // single-spa-react adds its own AppProps; the parcel props are ours.
    rootComponent: Component as never,
    errorBoundary(error: Error) {
      console.error(`[${name}] render failed: ${error.message}`);
      // Tell the shell the slot failed, so it can report and fall back.
      window.dispatchEvent(new CustomEvent('shell:slot-error', { detail: { parcel: name, message: error.message } }));
      return <></>;
    },
  });
  return lifecycles as unknown as ParcelModule<P>;
}
