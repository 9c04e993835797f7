// Modal behaviour for a role="dialog" element: focus moves in when it opens,
// Tab and Shift+Tab stay inside, Escape closes, and focus goes back to the
// element that opened it when it goes away.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements inside `root` that Tab reaches, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden],[inert]'));
}

export interface ModalDialogOptions {
  /** Called on Escape (unless a control inside used the key, e.g. an open list). */
  onClose(): void;
  /** Where focus goes back to; the element focused when the dialog opened by default. */
  returnFocusTo?: HTMLElement | null;
}

export function useModalDialog(ref: RefObject<HTMLElement | null>, { onClose, returnFocusTo }: ModalDialogOptions): void {
  const latest = useRef({ onClose, returnFocusTo });
  useLayoutEffect(() => {
    latest.current = { onClose, returnFocusTo };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = latest.current.returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const first = () => focusableIn(dialog)[0] ?? dialog;
    if (!dialog.contains(document.activeElement)) first().focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const start = items[0]!;
      const end = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === start || !dialog.contains(active))) {
        event.preventDefault();
        end.focus();
      } else if (!event.shiftKey && (active === end || !dialog.contains(active))) {
        event.preventDefault();
        start.focus();
      }
    };
    // Focus that escapes some other way (a click on the page behind, a
    // script) is brought back: the page behind is not usable while open.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) first().focus();
    };
    // On the document, so a control inside that uses Escape itself (an open
    // list) has had the key first and marked it handled (defaultPrevented).
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
