// Dutch (Netherlands): the keys of en-GB.ts.
import type { ShoppableCatalogue } from './en-GB';

export const nlNL: ShoppableCatalogue = {
  open: '{{name}} tonen',
  close: 'Sluiten',
  shopNow: 'Nu shoppen',
  productsToggle: 'Shop deze look',
  products: 'Producten in deze afbeelding',
  notFound: 'product niet gevonden: {{sku}}',
  was: 'Eerst {{price}}',
  wishlistAdd: '{{name}} bewaren in je verlanglijst',
  wishlistRemove: '{{name}} verwijderen uit je verlanglijst',
};
