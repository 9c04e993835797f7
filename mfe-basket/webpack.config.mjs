import { createRemoteConfig } from '@storefront/tooling/webpack';

export default createRemoteConfig({
  name: 'basket',
  dir: import.meta.dirname,
  exposes: {
    './AddToBasket': './src/parcels/AddToBasket.tsx',
    './MiniBag': './src/parcels/MiniBag.tsx',
  },
});
