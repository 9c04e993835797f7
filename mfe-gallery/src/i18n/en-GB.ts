// English catalogue: the reference every other language must match key for key.
export const enGB = {
  pdp: {
    colour: 'Colour',
    size: 'Size',
    labelSeparator: ': ',
    sizeGuide: 'Size guide',
    opensInNewTab: 'Opens in a new tab',
    selectSize: 'Select a size',
    lowStock: 'Only {{count}} left in stock',
    outOfStock: 'Out of stock',
    colourOutOfStock: 'This colour is out of stock. Please select another one.',
    optionOutOfStock: '{{label}} - Out of stock',
    optionLowStock: '{{label}} - Only {{count}} left in stock',
  },
  gallery: {
    label: 'Product images',
    previous: 'Previous image',
    next: 'Next image',
    thumbnails: 'Thumbnails',
    thumbnailsUp: 'Scroll thumbnails up',
    thumbnailsDown: 'Scroll thumbnails down',
    showImage: 'Show image {{n}}',
    imageAlt: '{{name}}, image {{n}} of {{total}}',
    goToImage: 'Go to image {{n}}',
    carousel: 'carousel',
    slide: 'slide',
    slideLabel: '{{n}} of {{total}}',
  },
  socialProof: {
    label: 'Shopper activity',
    dismiss: 'Dismiss message',
  },
  customisation: {
    optional: '{{label}} (optional)',
    counter: '{{n}} characters max ({{remaining}} remaining)',
    required: '{{field}} is required.',
    tooLong: 'Use at most {{max}} characters.',
    invalid: '{{field}} is not valid.',
  },
  price: {
    was: 'Was {{price}}',
    save: 'Save {{saving}}%',
    rating_one: 'Rated {{rating}} out of 5, {{count}} review',
    rating: 'Rated {{rating}} out of 5, {{count}} reviews',
    bnpl: 'Or {{instalments}} interest-free payments of {{amount}} with {{provider}}',
    bnplFrom: 'Or {{instalments}} interest-free payments from {{amount}} with {{provider}}',
    endsOn: 'Ends {{date}}',
    promoDetails: 'Details',
  },
  badges: {
    label: 'Product badges',
    promotions: 'Promotions',
  },
  adminPreview: {
    selected: 'Selected',
  },
};

export type Catalogue = { [Section in keyof typeof enGB]: { [Key in keyof (typeof enGB)[Section]]: string } };
