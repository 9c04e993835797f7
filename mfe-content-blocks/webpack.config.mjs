import { createRemoteConfig } from '@storefront/tooling/webpack';

export default createRemoteConfig({
  name: 'contentBlocks',
  dir: import.meta.dirname,
  exposes: {
    './ContentPage': './src/parcels/ContentPage.tsx',
    './SocialGallery': './src/parcels/SocialGallery.tsx',
    './ProductContent': './src/parcels/ProductContent.tsx',
  },
});
