// English (UK): the bundles' reference catalogue; every other locale has the
// same keys (i18n.test.ts checks it). The spec's texts (spec 2 §2, §5, §8)
// are kept word for word.
export const enGB = {
  title: 'Style together',
  select: 'Select',
  colour: 'Colour',
  size: 'Size',
  sizePlaceholder: 'Select a size',
  outOfStockOption: '{{size}} - Out of stock',
  selectSize: 'Please select a size',
  colourOutOfStock: 'This colour is out of stock. Please select another one.',
  wasPrice: 'Was {{price}}',
  selectedCount_one: '{{count}} item selected',
  selectedCount_other: '{{count}} items selected',
  addSelected: 'Add selected to bag',
  adding: 'Adding to bag…',
  added_one: '{{count}} item added to your bag',
  added_other: '{{count}} items added to your bag',
  addError: "Sorry, we couldn't add these to your bag. Please try again.",
  shopTheLook: 'Shop The Look',
  personalise: 'Personalised item: choose its personalisation on its page.',
};

export type BundlesCatalogue = Record<keyof typeof enGB, string>;
