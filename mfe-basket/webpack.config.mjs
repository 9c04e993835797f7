import { createRemoteConfig } from '@storefront/tooling/webpack';

export default createRemoteConfig({
  name: 'basket',
  dir: import.meta.dirname,
  exposes: {
    './AddToBasket': './src/parcels/AddToBasket.tsx',
    './MiniBag': './src/parcels/MiniBag.tsx',
    './QuickAdd': './src/parcels/QuickAdd.tsx',
    './PdpWishlist': './src/parcels/PdpWishlist.tsx',
    './WishlistButton': './src/exposed/WishlistButton.tsx',
    './BasketPage': './src/parcels/BasketPage.tsx',
    './CheckoutPage': './src/parcels/CheckoutPage.tsx',
    './WishlistPage': './src/parcels/WishlistPage.tsx',
  },
});
