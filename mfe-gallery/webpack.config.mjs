import { createRemoteConfig } from '@storefront/tooling/webpack';

export default createRemoteConfig({
  name: 'gallery',
  dir: import.meta.dirname,
  exposes: {
    './ProductGallery': './src/parcels/ProductGallery.tsx',
    './ProductPickers': './src/parcels/ProductPickers.tsx',
    './ProductPrice': './src/parcels/ProductPrice.tsx',
    './ProductCustomisation': './src/parcels/ProductCustomisation.tsx',
  },
});
