// The page's address for the link rules, given once by the page to every block.
import { createContext, useContext } from 'react';
import { modifyLink } from './linkRules';

export const PagePathContext = createContext('/');

/** The href an editor's link component gives on this page ('' when there is none to give). */
export function usePageLink(component: unknown): string {
  return modifyLink(component, useContext(PagePathContext));
}
