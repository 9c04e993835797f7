import { createRemoteConfig } from '@storefront/tooling/webpack';

export default createRemoteConfig({
  name: 'contentBlocks',
  dir: import.meta.dirname,
  exposes: {
    './ContentPage': './src/parcels/ContentPage.tsx',
  },
});
