// The shopper's first interaction with the page: what `interaction` slots wait
// for. The document's inline loader starts listening before any script of the
// shell has run, so a touch or scroll made before hydration still counts.

// focusin: a screen reader reading in browse mode sends the page no keys or
// pointer events, but moving onto a link or button focuses it.
export const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll', 'focusin'] as const;

/** The window property the document's inline loader sets on an interaction before hydration. */
export const EARLY_INTERACTION_FLAG = '__sfInteracted';

/** The inline script's part (plain ES5): set the flag on the first interaction. */
export function earlyInteractionScript(): string {
  return `var t = ${JSON.stringify(INTERACTIONS)};
    function seen() { window.${EARLY_INTERACTION_FLAG} = true; t.forEach(function (n) { removeEventListener(n, seen, true); }); }
    t.forEach(function (n) { addEventListener(n, seen, { capture: true, passive: true }); });`;
}

/** Calls `run` once, on the first interaction with the page (at once if there has been one); returns a stop. */
export function onFirstInteraction(run: () => void): () => void {
  const stop = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, handle, { capture: true }));
  const handle = () => {
    stop();
    run();
  };
  if ((window as unknown as Record<string, unknown>)[EARLY_INTERACTION_FLAG] === true) {
    run();
    return () => {};
  }
  INTERACTIONS.forEach((type) => window.addEventListener(type, handle, { capture: true, passive: true }));
  return stop;
}
