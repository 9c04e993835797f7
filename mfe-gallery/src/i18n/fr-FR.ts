import type { Catalogue } from './en-GB';

export const frFR: Catalogue = {
  pdp: {
    colour: 'Couleur',
    size: 'Taille',
    // French typography puts a non-breaking space before the colon.
    labelSeparator: '\u00a0: ',
    sizeGuide: 'Guide des tailles',
    opensInNewTab: "S'ouvre dans un nouvel onglet",
    selectSize: 'Sélectionnez une taille',
    lowStock: 'Plus que {{count}} en stock',
    outOfStock: 'Épuisé',
    colourOutOfStock: 'Cette couleur est épuisée. Veuillez en choisir une autre.',
    optionOutOfStock: '{{label}} - Épuisé',
    optionLowStock: '{{label}} - Plus que {{count}} en stock',
  },
  gallery: {
    label: 'Images du produit',
    previous: 'Image précédente',
    next: 'Image suivante',
    thumbnails: 'Miniatures',
    thumbnailsUp: 'Faire défiler les miniatures vers le haut',
    thumbnailsDown: 'Faire défiler les miniatures vers le bas',
    showImage: "Afficher l'image {{n}}",
    imageAlt: '{{name}}, image {{n}} sur {{total}}',
    goToImage: "Aller à l'image {{n}}",
    carousel: 'carrousel',
    slide: 'diapositive',
    slideLabel: '{{n}} sur {{total}}',
  },
  socialProof: {
    label: 'Activité des clients',
    dismiss: 'Fermer le message',
  },
  customisation: {
    optional: '{{label}} (facultatif)',
    counter: '{{n}} caractères max ({{remaining}} restants)',
    required: '{{field}} est obligatoire.',
    tooLong: 'Utilisez au plus {{max}} caractères.',
    invalid: "{{field}} n'est pas valide.",
  },
  price: {
    was: 'Avant {{price}}',
    save: 'Économisez {{saving}} %',
    rating_one: 'Note de {{rating}} sur 5, {{count}} avis',
    rating: 'Note de {{rating}} sur 5, {{count}} avis',
    bnpl: 'Ou {{instalments}} paiements sans frais de {{amount}} avec {{provider}}',
    bnplFrom: 'Ou {{instalments}} paiements sans frais à partir de {{amount}} avec {{provider}}',
    endsOn: "Jusqu'au {{date}}",
    promoDetails: 'Détails',
  },
  badges: {
    label: 'Badges du produit',
    promotions: 'Offres',
  },
  adminPreview: {
    selected: 'Sélectionné',
  },
};
