// Lets a carousel know a shoppable popup inside it is open (spec 3 §4: hero
// autoplay stops while a popup is open). Outside a carousel nobody listens.
import { createContext, useContext } from 'react';

export type PopupOpenListener = (open: boolean) => void;

export const ShoppablePopupContext = createContext<PopupOpenListener | null>(null);

export function usePopupOpenListener(): PopupOpenListener | null {
  return useContext(ShoppablePopupContext);
}
