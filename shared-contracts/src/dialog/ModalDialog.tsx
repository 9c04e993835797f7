// A modal dialog every remote can use: named by its title, focus moved in and
// kept inside, Escape, the close button or a press on the backdrop closes it,
// focus goes back to the opener (useModalDialog); portalled to the body so a
// slot cannot clip it. Each remote styles it with its own class names.
import { useId, useRef, type ReactNode } from 'react';
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

export interface ModalDialogProps {
  title: string;
  /** The close button's name, in the page's language. */
  closeLabel: string;
  onClose(): void;
  /** Where focus goes back to on closing; what had focus when it opened by default. */
  returnFocusTo?: HTMLElement | null;
  classes: ModalDialogClasses;
  children: ReactNode;
}

export function ModalDialog({ title, closeLabel, onClose, returnFocusTo, classes, children }: ModalDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalDialog(ref, { onClose, ...(returnFocusTo ? { returnFocusTo } : {}) });
  return createPortal(
    <div
      className={classes.backdrop}
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={classes.dialog}>
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
