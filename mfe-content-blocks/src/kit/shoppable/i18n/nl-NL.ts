// Dutch (Netherlands): the keys of en-GB.ts.
import type { ShoppableCatalogue } from './en-GB';

export const nlNL: ShoppableCatalogue = {
  open: '{{name}} tonen',
  close: 'Sluiten',
  theProduct: 'het product',
  productNumber: 'product {{n}} van {{count}}',
  loading: 'Product laden',
  unavailable: 'Dit product kan nu niet worden getoond.',
  shopNow: 'Nu shoppen',
  productsToggle: 'Shop deze look',
  products: 'Producten in deze afbeelding',
  notFound: 'product niet gevonden: {{sku}}',
  was: 'Van {{price}}',
  wishlistAdd: '{{name}} bewaren in je verlanglijst',
  wishlistRemove: '{{name}} verwijderen uit je verlanglijst',
};
