// French (France): the keys of en-GB.ts.
import type { ShoppableCatalogue } from './en-GB';

export const frFR: ShoppableCatalogue = {
  open: 'Afficher {{name}}',
  close: 'Fermer',
  theProduct: 'le produit',
  productNumber: 'produit {{n}} sur {{count}}',
  loading: 'Chargement du produit',
  unavailable: 'Ce produit ne peut pas être affiché pour le moment.',
  shopNow: 'Acheter',
  productsToggle: 'Acheter ce look',
  products: 'Produits de cette image',
  notFound: 'produit introuvable\u00a0: {{sku}}',
  was: 'Avant {{price}}',
  wishlistAdd: 'Ajouter {{name}} à votre liste d’envies',
  wishlistRemove: 'Retirer {{name}} de votre liste d’envies',
};
