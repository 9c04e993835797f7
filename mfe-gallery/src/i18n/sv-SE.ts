import type { Catalogue } from './en-GB';

export const svSE: Catalogue = {
  pdp: {
    colour: 'Färg',
    size: 'Storlek',
    labelSeparator: ': ',
    sizeGuide: 'Storleksguide',
    opensInNewTab: 'Öppnas i en ny flik',
    selectSize: 'Välj en storlek',
    lowStock: 'Endast {{count}} kvar i lager',
    outOfStock: 'Slutsåld',
    colourOutOfStock: 'Den här färgen är slutsåld. Välj en annan färg.',
    optionOutOfStock: '{{label}} - Slutsåld',
    optionLowStock: '{{label}} - Endast {{count}} kvar i lager',
  },
  gallery: {
    label: 'Produktbilder',
    previous: 'Föregående bild',
    next: 'Nästa bild',
    thumbnails: 'Miniatyrer',
    thumbnailsUp: 'Skrolla miniatyrer uppåt',
    thumbnailsDown: 'Skrolla miniatyrer nedåt',
    showImage: 'Visa bild {{n}}',
    imageAlt: '{{name}}, bild {{n}} av {{total}}',
    goToImage: 'Gå till bild {{n}}',
    carousel: 'karusell',
    slide: 'bild',
    slideLabel: '{{n}} av {{total}}',
  },
  socialProof: {
    label: 'Kundaktivitet',
    dismiss: 'Stäng meddelandet',
  },
  customisation: {
    optional: '{{label}} (valfritt)',
    counter: 'Högst {{n}} tecken ({{remaining}} kvar)',
    required: '{{field}} måste fyllas i.',
    tooLong: 'Använd högst {{max}} tecken.',
    invalid: '{{field}} är inte giltigt.',
  },
  price: {
    was: 'Tidigare {{price}}',
    save: 'Spara {{saving}} %',
    rating_one: 'Betyg {{rating}} av 5, {{count}} recension',
    rating: 'Betyg {{rating}} av 5, {{count}} recensioner',
    bnpl: 'Eller {{instalments}} räntefria delbetalningar på {{amount}} med {{provider}}',
    bnplFrom: 'Eller {{instalments}} räntefria delbetalningar från {{amount}} med {{provider}}',
    endsOn: 'Slutar {{date}}',
    promoDetails: 'Villkor',
  },
  badges: {
    label: 'Produktmärken',
    promotions: 'Erbjudanden',
  },
  adminPreview: {
    selected: 'Vald',
  },
};
