import { createRemoteConfig } from '@storefront/tooling/webpack';

export default createRemoteConfig({
  name: 'listing',
  dir: import.meta.dirname,
  exposes: {
    './SearchPage': './src/parcels/SearchPage.tsx',
    './RecentlyViewed': './src/parcels/RecentlyViewed.tsx',
    './ProductCard': './src/exposed/ProductCard.ts',
  },
});
