import type { BundlesCatalogue } from './en-GB';

export const frFR: BundlesCatalogue = {
  title: 'À porter ensemble',
  select: 'Sélectionner',
  colour: 'Couleur',
  size: 'Taille',
  sizePlaceholder: 'Sélectionnez une taille',
  outOfStockOption: '{{size}} - Épuisé',
  selectSize: 'Veuillez choisir une taille',
  colourOutOfStock: 'Cette couleur est épuisée. Veuillez en choisir une autre.',
  wasPrice: 'Avant {{price}}',
  selectedCount_one: '{{count}} article sélectionné',
  selectedCount_other: '{{count}} articles sélectionnés',
  addSelected: 'Ajouter la sélection au panier',
  adding: 'Ajout au panier…',
  added_one: '{{count}} article ajouté à votre panier',
  added_other: '{{count}} articles ajoutés à votre panier',
  addError: "Désolés, nous n'avons pas pu ajouter ces articles à votre panier. Veuillez réessayer.",
  shopTheLook: 'Adoptez le look',
  personalise: 'Article personnalisé\u00a0: choisissez sa personnalisation sur sa page.',
};
