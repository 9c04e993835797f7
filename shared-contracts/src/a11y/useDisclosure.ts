// A show / hide toggle's state and the attributes that tie its button to its
// panel (the WAI-ARIA disclosure pattern): the button says whether the panel
// is expanded and which element it controls; the panel is hidden when closed.
import { useCallback, useId, useState } from 'react';

export interface Disclosure {
  open: boolean;
  setOpen(open: boolean): void;
  toggle(): void;
  /** Spread on the toggle: a button, aria-expanded, aria-controls. */
  buttonProps: { type: 'button'; 'aria-expanded': boolean; 'aria-controls': string };
  /** Spread on the panel: its id, hidden while closed. */
  panelProps: { id: string; hidden: boolean };
}

export function useDisclosure(initiallyOpen = false): Disclosure {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const toggle = useCallback(() => setOpen((was) => !was), []);
  return {
    open,
    setOpen,
    toggle,
    buttonProps: { type: 'button', 'aria-expanded': open, 'aria-controls': panelId },
    panelProps: { id: panelId, hidden: !open },
  };
}
