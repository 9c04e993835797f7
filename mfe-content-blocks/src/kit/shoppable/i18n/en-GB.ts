// English (UK): the reference catalogue of the shoppable buttons, hotspot
// popups and shoppable banners; every other locale has the same keys
// (i18n.test.ts checks it).
export const enGB = {
  open: 'Show {{name}}',
  close: 'Close',
  theProduct: 'the product',
  productNumber: 'product {{n}} of {{count}}',
  loading: 'Loading product',
  unavailable: 'This product cannot be shown just now.',
  shopNow: 'Shop now',
  productsToggle: 'Shop this look',
  products: 'Products in this image',
  notFound: 'product not found: {{sku}}',
  was: 'Was {{price}}',
  wishlistAdd: 'Save {{name}} to your wishlist',
  wishlistRemove: 'Remove {{name}} from your wishlist',
};

export type ShoppableCatalogue = typeof enGB;
