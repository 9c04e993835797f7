// React InstantSearch draws nothing until its instance has started (in an
// effect after its first render), then renders the whole page at once, and it
// re-renders the widgets on every answer. All of that arrives as
// default-priority React updates, which React renders in one go: on a phone a
// single task of several hundred milliseconds, in which the page ignores taps.
// Here the page's first render and every InstantSearch render run as
// transitions instead, which React renders in short slices.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useInstantSearchContext } from '../search/libraries';
import { useReadyInTransition } from '@storefront/shared-contracts/parcel';

/** The parts of the InstantSearch instance its widgets' renders go through. */
export interface RenderingInstance {
  status: string;
  mainIndex: { render(options: unknown): void; getResults(): unknown };
  emit(event: string | symbol, ...args: unknown[]): boolean;
}

const inTransitions = new WeakSet<object>();

/**
 * A render for a search the shopper has just started (a box ticked, a sort
 * chosen) once there are results stays urgent, so the control shows its new
 * state at once; the first renders and every answer come in transitions.
 */
function answersTheShopper(search: RenderingInstance): boolean {
  return search.status === 'loading' && search.mainIndex.getResults() != null;
}

/** Runs the instance's widget renders and its `render` event (useInstantSearch) inside startTransition, but for renders that answer the shopper. */
export function renderInTransitions(search: RenderingInstance): void {
  if (inTransitions.has(search)) return;
  inTransitions.add(search);
  const run = (work: () => void) => (answersTheShopper(search) ? work() : startTransition(work));
  const index = search.mainIndex;
  const render = index.render.bind(index);
  index.render = (options) => run(() => render(options));
  const emit = search.emit.bind(search);
  search.emit = (event, ...args) => {
    if (event !== 'render') return emit(event, ...args);
    let listened = false;
    run(() => {
      listened = emit(event, ...args);
    });
    return listened;
  };
}

/**
 * Inside <InstantSearch>: renders its children in a transition once the
 * instance has started, and calls onShown when they are on screen.
 */
export function InTransitions({ children, onShown }: { children: ReactNode; onShown?: () => void }) {
  const search = useInstantSearchContext();
  // Before any widget mounts, so even the first answer renders in slices.
  useState(() => renderInTransitions(search as unknown as RenderingInstance));
  const ready = useReadyInTransition();
  useEffect(() => {
    if (ready) onShown?.();
  }, [ready, onShown]);
  return ready ? children : null;
}
