// Swedish (Sweden): the keys of en-GB.ts.
import type { ShoppableCatalogue } from './en-GB';

export const svSE: ShoppableCatalogue = {
  open: 'Visa {{name}}',
  close: 'Stäng',
  theProduct: 'produkten',
  productNumber: 'produkt {{n}} av {{count}}',
  loading: 'Läser in produkten',
  unavailable: 'Produkten kan inte visas just nu.',
  shopNow: 'Handla nu',
  productsToggle: 'Handla looken',
  products: 'Produkter i bilden',
  notFound: 'produkten hittades inte: {{sku}}',
  was: 'Tidigare {{price}}',
  wishlistAdd: 'Spara {{name}} i din önskelista',
  wishlistRemove: 'Ta bort {{name}} från din önskelista',
};
