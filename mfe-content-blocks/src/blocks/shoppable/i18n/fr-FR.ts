// French (France): the keys of en-GB.ts.
import type { ShoppableCatalogue } from './en-GB';

export const frFR: ShoppableCatalogue = {
  open: 'Afficher {{name}}',
  close: 'Fermer',
  shopNow: 'Acheter',
  productsToggle: 'Acheter ce look',
  products: 'Produits de cette image',
  notFound: 'produit introuvable : {{sku}}',
  was: 'Avant {{price}}',
  wishlistAdd: 'Ajouter {{name}} à votre liste d’envies',
  wishlistRemove: 'Retirer {{name}} de votre liste d’envies',
};
