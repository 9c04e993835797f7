// The site's one modal dialog: named by its title, focus moved in and kept
// inside, Escape, the close button or a press on the backdrop closes it,
// focus goes back to the opener (useModalDialog); portalled to the body so a
// slot cannot clip it. The site's look for it is dialog.module.css, which a
// caller passes in as `classes` (`dialogClasses` of
// `@storefront/shared-contracts/dialog/styles`: a centred panel, a bottom
// sheet, a drawer, with the caller's own classes for what is its own; kept out
// of this module so that the shell's server, which loads no stylesheet, can
// import it); it may mark the backdrop and the dialog with data attributes for
// its CSS (a closing animation).
import { useId, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { useModalDialog } from './useModalDialog';

export interface ModalDialogClasses {
  backdrop?: string;
  dialog?: string;
  header?: string;
  title?: string;
  close?: string;
  body?: string;
}

/** `data-*` attributes, e.g. `{ 'data-state': 'closing' }`. */
export type DataAttributes = { [name: `data-${string}`]: string | undefined };

export interface ModalDialogProps {
  title: string;
  /** The close button's name, in the page's language. */
  closeLabel: string;
  onClose(): void;
  /** Where focus goes back to on closing; what had focus when it opened by default. */
  returnFocusTo?: HTMLElement | null;
  /** Focused when it opens; the first focusable element inside by default. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The dialog element, for a caller that needs to know what is inside it. */
  dialogRef?: RefObject<HTMLDivElement | null>;
  /** Its content is still loading (aria-busy). */
  busy?: boolean;
  classes: ModalDialogClasses;
  backdropData?: DataAttributes;
  dialogData?: DataAttributes;
  dialogStyle?: CSSProperties;
  children: ReactNode;
}

export function ModalDialog({ title, closeLabel, onClose, returnFocusTo, initialFocus, dialogRef, busy, classes, backdropData, dialogData, dialogStyle, children }: ModalDialogProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = dialogRef ?? ownRef;
  const titleId = useId();
  useModalDialog(ref, { onClose, ...(returnFocusTo ? { returnFocusTo } : {}), ...(initialFocus ? { initialFocus } : {}) });
  return createPortal(
    <div
      className={classes.backdrop}
      role="presentation"
      {...backdropData}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Focus stays where it is and goes back to the opener: none lands on the page behind.
        event.preventDefault();
        onClose();
      }}
    >
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-busy={busy || undefined} tabIndex={-1} className={classes.dialog} style={dialogStyle} {...dialogData}>
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <button type="button" className={classes.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
            <VisuallyHidden>{closeLabel}</VisuallyHidden>
          </button>
        </div>
        <div className={classes.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
