// Modal dialog behaviour shared by every dialog of the site (quick add, sign-in):
// focus moves in and is trapped, Escape closes, focus returns to the opener.
// Modal behaviour for a role="dialog" element: focus moves in when it opens,
// Tab and Shift+Tab stay inside, Escape closes, and focus goes back to the
// element that opened it when it goes away.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusableIn } from '../a11y/focusable';

export interface ModalDialogOptions {
  onClose(): void;
  /** Focused when the dialog opens; the first focusable element by default. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes back to; the element focused when the dialog opened by default. */
  returnFocusTo?: HTMLElement | null;
}

export function useModalDialog(ref: RefObject<HTMLElement | null>, { onClose, initialFocus, returnFocusTo }: ModalDialogOptions): void {
  const latest = useRef({ onClose, initialFocus, returnFocusTo });
  useLayoutEffect(() => {
    latest.current = { onClose, initialFocus, returnFocusTo };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = latest.current.returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const first = () => focusableIn(dialog)[0] ?? dialog;
    (latest.current.initialFocus?.current ?? first()).focus();

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
    // Focus that escapes another way (a click on the page behind) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) first().focus();
    };
    // On the document, so a control inside that uses Escape itself has had it first.
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
