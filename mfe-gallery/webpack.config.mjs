import { createRemoteConfig } from '@storefront/tooling/webpack';

export default createRemoteConfig({
  name: 'gallery',
  dir: import.meta.dirname,
  exposes: {
    './ProductGallery': './src/parcels/ProductGallery.tsx',
    './ProductPickers': './src/parcels/ProductPickers.tsx',
    './ProductCustomisation': './src/parcels/ProductCustomisation.tsx',
  },
});
