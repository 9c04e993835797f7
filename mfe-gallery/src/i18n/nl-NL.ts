import type { Catalogue } from './en-GB';

export const nlNL: Catalogue = {
  pdp: {
    colour: 'Kleur',
    size: 'Maat',
    labelSeparator: ': ',
    sizeGuide: 'Maattabel',
    opensInNewTab: 'Opent in een nieuw tabblad',
    selectSize: 'Kies een maat',
    lowStock: 'Nog maar {{count}} op voorraad',
    outOfStock: 'Uitverkocht',
    colourOutOfStock: 'Deze kleur is uitverkocht. Kies een andere kleur.',
    optionOutOfStock: '{{label}} - Uitverkocht',
    optionLowStock: '{{label}} - Nog maar {{count}} op voorraad',
  },
  gallery: {
    label: 'Productafbeeldingen',
    previous: 'Vorige afbeelding',
    next: 'Volgende afbeelding',
    thumbnails: 'Miniaturen',
    thumbnailsUp: 'Miniaturen omhoog scrollen',
    thumbnailsDown: 'Miniaturen omlaag scrollen',
    showImage: 'Afbeelding {{n}} tonen',
    imageAlt: '{{name}}, afbeelding {{n}} van {{total}}',
    goToImage: 'Ga naar afbeelding {{n}}',
    carousel: 'carrousel',
    slide: 'dia',
    slideLabel: '{{n}} van {{total}}',
  },
  socialProof: {
    label: 'Activiteit van shoppers',
    dismiss: 'Bericht sluiten',
  },
  customisation: {
    optional: '{{label}} (optioneel)',
    counter: 'Maximaal {{n}} tekens (nog {{remaining}} over)',
    required: '{{field}} is verplicht.',
    tooLong: 'Gebruik maximaal {{max}} tekens.',
    invalid: '{{field}} is niet geldig.',
  },
  price: {
    was: 'Van {{price}}',
    save: 'Bespaar {{saving}}%',
    rating_one: 'Beoordeeld met {{rating}} van 5, {{count}} beoordeling',
    rating: 'Beoordeeld met {{rating}} van 5, {{count}} beoordelingen',
    bnpl: 'Of {{instalments}} renteloze termijnen van {{amount}} met {{provider}}',
    bnplFrom: 'Of {{instalments}} renteloze termijnen vanaf {{amount}} met {{provider}}',
    endsOn: 'Eindigt op {{date}}',
    promoDetails: 'Meer informatie',
  },
  badges: {
    label: 'Productlabels',
    promotions: 'Acties',
  },
  adminPreview: {
    selected: 'Geselecteerd',
  },
};
