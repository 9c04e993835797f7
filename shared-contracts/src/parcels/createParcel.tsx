// Makes single-spa lifecycles for a remote's React component, with an error
// boundary so a render error stays inside its slot (docs/architecture.md §2).
import React, { createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { SLOT_ERROR_EVENT, type ParcelModule } from './props';

export { SLOT_ERROR_EVENT };

type Lifecycle = (props: { domElement?: HTMLElement }) => Promise<unknown>;

/** Takes a hold on "shown"; the returned function lets it go. */
type Hold = () => () => void;
const ShownHold = createContext<Hold | null>(null);

/**
 * For a parcel whose first content comes after its first render (a library
 * that draws nothing until it has started, say): the parcel counts as shown,
 * so the shell swaps its fallback for it, only once the returned function is
 * called (or the component unmounts). Call it from an effect of the render
 * that put the content on screen.
 */
export function useShownLater(): () => void {
  const hold = useContext(ShownHold);
  const release = useRef<(() => void) | null>(null);
  // A layout effect, so the hold is taken before the parcel's own (passive) shown effect runs.
  useLayoutEffect(() => {
    if (!hold) return;
    const letGo = hold();
    release.current = letGo;
    return letGo;
  }, [hold]);
  return useCallback(() => release.current?.(), []);
}

/**
 * False on the first render, then true from a transition started after
 * mount: what follows it renders in React's short slices, not in the task
 * that mounted the component.
 */
export function useReadyInTransition(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}

/**
 * The first render of a parcel runs in a transition, which React splits into
 * short slices, so mounting a widget never blocks input for long. Mounting
 * finishes when that render is on screen (the shell keeps its fallback until
 * then), or later when the component holds it with useShownLater.
 */
function deferFirstRender<P extends object>(Component: React.ComponentType<P>) {
  const shown = new WeakMap<HTMLElement, (() => void) | true>();
  const markShown = (element: HTMLElement) => {
    const waiting = shown.get(element);
    shown.set(element, true);
    if (typeof waiting === 'function') waiting();
  };
  function Deferred(props: P & { domElement?: HTMLElement }) {
    const ready = useReadyInTransition();
    const holds = useRef({ count: 0, element: undefined as HTMLElement | undefined });
    const hold = useCallback<Hold>(() => {
      holds.current.count += 1;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        const { current } = holds;
        current.count -= 1;
        if (current.count === 0 && current.element) markShown(current.element);
      };
    }, []);
    useEffect(() => {
      if (!ready || !props.domElement) return;
      holds.current.element = props.domElement;
      if (holds.current.count === 0) markShown(props.domElement);
    }, [ready, props.domElement]);
    return ready ? (
      <ShownHold.Provider value={hold}>
        <Component {...props} />
      </ShownHold.Provider>
    ) : null;
  }
  const untilShown: Lifecycle = ({ domElement }) =>
    new Promise<void>((resolve) => {
      if (!domElement || shown.get(domElement) === true) resolve();
      else shown.set(domElement, resolve);
    });
  return { Deferred, untilShown };
}

/** Runs lifecycle steps one after another, each after the previous one settles. */
function inSequence(first: (props: never) => Promise<unknown>, lifecycle: unknown): Lifecycle {
  const steps = ([] as unknown[]).concat(lifecycle) as Lifecycle[];
  return (props) => steps.reduce<Promise<unknown>>((done, step) => done.then(() => step(props)), first(props as never));
}

export interface ParcelOptions {
  /** Runs before single-spa-react's bootstrap: loads what the component needs (modules loaded in stages, say). */
  load?(): Promise<unknown>;
}

export function createParcel<P extends object>(name: string, Component: React.ComponentType<P>, options: ParcelOptions = {}): ParcelModule<P> {
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
  const mount = inSequence(() => Promise.resolve(), lifecycles.mount);
  const bootstrap = inSequence(() => options.load?.() ?? Promise.resolve(), lifecycles.bootstrap);
  return { ...lifecycles, bootstrap, mount: (props: { domElement?: HTMLElement }) => mount(props).then(() => untilShown(props)) } as unknown as ParcelModule<P>;
}
