// What Tab can reach inside an element: a dialog's focus trap and a slot
// handing a shopper's focus from its fallback to the parcel (the shell).
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The focusable elements inside `root`, in document order, leaving out hidden and inert parts. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden],[inert]'));
}
