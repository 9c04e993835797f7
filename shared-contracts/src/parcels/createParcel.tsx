// Makes single-spa lifecycles for a remote's React component, with an error
// boundary so a render error stays inside its slot (ARCHITECTURE.md §3).
import React, { startTransition, useEffect, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ParcelModule } from './props';

/** Dispatched (bubbling) from a parcel's element when it fails to render. */
export const SLOT_ERROR_EVENT = 'shell:slot-error';

type Lifecycle = (props: { domElement?: HTMLElement }) => Promise<unknown>;

/**
 * The first render of a parcel runs in a transition, which React splits into
 * short slices, so mounting a widget never blocks input for long. Mounting
 * finishes when that render is on screen (the shell keeps its fallback until then).
 */
function deferFirstRender<P extends object>(Component: React.ComponentType<P>) {
  const shown = new WeakMap<HTMLElement, (() => void) | true>();
  function Deferred(props: P & { domElement?: HTMLElement }) {
    const [ready, setReady] = useState(false);
    useEffect(() => startTransition(() => setReady(true)), []);
    useEffect(() => {
      if (!ready || !props.domElement) return;
      const waiting = shown.get(props.domElement);
      shown.set(props.domElement, true);
      if (typeof waiting === 'function') waiting();
    }, [ready, props.domElement]);
    return ready ? <Component {...props} /> : null;
  }
  const untilShown: Lifecycle = ({ domElement }) =>
    new Promise<void>((resolve) => {
      if (!domElement || shown.get(domElement) === true) resolve();
      else shown.set(domElement, resolve);
    });
  return { Deferred, untilShown };
}

export function createParcel<P extends object>(name: string, Component: React.ComponentType<P>): ParcelModule<P> {
  const { Deferred, untilShown } = deferFirstRender(Component);
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    // single-spa-react adds its own AppProps; the parcel props are ours.
    rootComponent: Deferred as never,
    errorBoundary(error: Error, _info: unknown, props: { domElement?: HTMLElement }) {
      console.error(`[${name}] render failed: ${error.message}`);
      // The shell's slot listens on its own element, so it can fall back.
      props?.domElement?.dispatchEvent(new CustomEvent(SLOT_ERROR_EVENT, { bubbles: true, detail: { parcel: name, message: error.message } }));
      return <></>;
    },
  });
  const mounts = (Array.isArray(lifecycles.mount) ? lifecycles.mount : [lifecycles.mount]) as Lifecycle[];
  const mount: Lifecycle = (props) => mounts.reduce<Promise<unknown>>((p, fn) => p.then(() => fn(props)), Promise.resolve()).then(() => untilShown(props));
  return { ...lifecycles, mount } as unknown as ParcelModule<P>;
}
