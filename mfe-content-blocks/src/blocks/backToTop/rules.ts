// Back to top: scroll the page to its top (smoothly unless the shopper asks
// for reduced motion) and move keyboard focus there too.

export function scrollBehaviour(reducedMotion: boolean): ScrollBehavior {
  return reducedMotion ? 'auto' : 'smooth';
}

/** Where focus goes: the page's marked top ([data-page-top]), its main heading region, or the body. */
export function pageTop(doc: Document): HTMLElement {
  return doc.querySelector<HTMLElement>('[data-page-top]') ?? doc.querySelector<HTMLElement>('main') ?? doc.body;
}

export function goToTop(win: Window, reducedMotion: boolean): void {
  win.scrollTo({ top: 0, left: 0, behavior: scrollBehaviour(reducedMotion) });
  const target = pageTop(win.document);
  // Focusable by script only, so it is not added to the tab order.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
